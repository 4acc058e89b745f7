import type { HermesScan } from '../../hermes/hermes-scan.js'
import * as scanModule from '../../hermes/hermes-scan.js'
import * as chars from '../../hermes/char-classes.js'
import { memoise } from '../../hermes/windows.js'
import { definePatternRule } from '../../hermes/pattern-rule.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { lowerBound } = scanModule
const { literalAt, spaceEnd, spaceStart } = chars

/** `\s*=\s*["']` after `style` at `at`: the offset after the quote, or -1. */
function afterEquals(text: string, at: number): number {
  let i = spaceEnd(text, at)
  if (text.charCodeAt(i) !== 0x3d) return -1
  i = spaceEnd(text, i + 1)
  const quote = text.charCodeAt(i)
  return quote === 0x22 || quote === 0x27 ? i + 1 : -1
}

/**
 * Candidate starts: a `<` followed by white space and `div` (a match needs
 * one). Found from the `div` hits, each looking back over its own white
 * space only: linear, and a flood of `<` costs nothing.
 */
function divStarts(scan: HermesScan): readonly number[] {
  return memoise(scan, 'hidden-div-starts', () => {
    const out: number[] = []
    for (const k of scan.index.hits('div')) {
      const s = spaceStart(scan.text, k)
      if (s > 0 && scan.text.charCodeAt(s - 1) === 0x3c) out.push(s - 1)
    }
    return out
  })
}

/** Starts of `display\s*:\s*none`, ascending (once per scan). */
function tailStarts(scan: HermesScan): ArrayLike<number> {
  return memoise(scan, 'hidden-div-tails', () =>
    scan.index.hits('display').filter((k) => {
      const colon = spaceEnd(scan.text, k + 7)
      return scan.text.charCodeAt(colon) === 0x3a && literalAt(scan.text, spaceEnd(scan.text, colon + 1), 'none')
    }),
  )
}

/** `<\s*div\s+style\s*=\s*["'][^>]{0,2048}display\s*:\s*none` at the `<` at `start` (followed by white space and `div`). */
function divAcceptor(scan: HermesScan): (start: number) => boolean {
  const text = scan.text
  const tails = tailStarts(scan)
  return (start) => {
    const div = spaceEnd(text, start + 1)
    if (!literalAt(text, div, 'div')) return false
    const style = spaceEnd(text, div + 3)
    if (style === div + 3 || !literalAt(text, style, 'style')) return false
    const q = afterEquals(text, style + 5)
    if (q < 0) return false
    const i = lowerBound(tails, q)
    if (i === tails.length) return false
    const p = tails[i] ?? text.length
    return scan.nextOf('>', q) > p && scan.withinCodePoints(q, p, 2048)
  }
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
  anchors: ['div'],
  requires: [['display']],
  starts: divStarts,
  accept: divAcceptor,
  // `<`, `div`, `style`, `=`, the quote and white space between (9 tokens), then at most 2,048 code points.
  tail: (scan) => ({ starts: tailStarts(scan), units: 4096, tokens: 9 }),
  examples: {
    valid: ['<div style="display:flex">visible</div>'],
    invalid: [{ text: 'Intro.\n<div style="display:none">extra text</div>', line: 2, column: 1 }],
  },
})
