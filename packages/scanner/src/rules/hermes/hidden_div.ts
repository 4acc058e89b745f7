import type { HermesScan } from '../../hermes/hermes-scan.js'
import { lowerBound } from '../../hermes/hermes-scan.js'
import { compileSpecPattern } from '../../hermes/spec-pattern.js'
import { memoise, stickyMatches } from '../../hermes/windows.js'
import { definePatternRule } from '../../hermes/pattern-rule.js'

const HEAD = compileSpecPattern(String.raw`<\s*div\s+style\s*=\s*["']`, 'y')
const TAIL = compileSpecPattern(String.raw`display\s*:\s*none`, 'y')

/**
 * `HEAD[^>]{0,2048}TAIL` at `start`: the head has a single way to match (its
 * white-space runs are taken whole), then the first tail at or after the head's
 * end must come before the next `>` and within 2,048 code points.
 */
function acceptDiv(scan: HermesScan, start: number): boolean {
  HEAD.lastIndex = start
  if (!HEAD.test(scan.text)) return false
  const q = HEAD.lastIndex
  const tails = memoise(scan, 'hidden-div-tails', () => stickyMatches(scan.text, TAIL, scan.index.hits('display')))
  const i = lowerBound(tails, q)
  if (i === tails.length) return false
  const p = tails[i] ?? scan.text.length
  return scan.nextOf('>', q) > p && scan.withinCodePoints(q, p, 2048)
}

/**
 * `hidden_div` (§6, preset `hermes`): A <div> styled display:none, invisible when rendered.
 *
 * Pattern: `<\s*div\s+style\s*=\s*["'][^>]{0,2048}display\s*:\s*none`
 */
export const hiddenDiv = definePatternRule({
  id: 'hidden_div',
  category: 'hidden_content',
  description: 'A `<div>` styled display:none, invisible when rendered.',
  pattern: String.raw`<\s*div\s+style\s*=\s*["'][^>]{0,2048}display\s*:\s*none`,
  anchors: ['<'],
  requires: [['display']],
  accept: acceptDiv,
  examples: {
    valid: ['<div style="display:flex">visible</div>'],
    invalid: [{ text: 'Intro.\n<div style="display:none">extra text</div>', line: 2, column: 1 }],
  },
})
