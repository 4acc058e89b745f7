import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createScanner } from '../../src/index.js'
import { recommendedRules } from '../../src/recommended/index.js'
import {
  conditionHolds,
  literalCondition,
  recordedGateExpressions,
  recordTriggerExpressions,
  type LiteralCondition,
} from '../../src/recommended/text/triggers.js'

// speed10 (issue 11, cold start): the literal conditions of the built-in rules' expressions (text-gate.test.ts).
// A text a condition rejects is never scanned with its expression, so the condition must hold for every match.
// This file records the expressions as the generator of triggers.generated.ts does (which turns the gate off
// for the rest of the file's process: the other tests are in text-gate.test.ts).

const seedSetting = process.env.FC_SEED ?? '20261207'
const params = seedSetting === 'random' ? {} : { seed: Number(seedSetting) }

const contains = (text: string) => (literal: string) => text.includes(literal)

function literalsOf(c: LiteralCondition): string[] {
  if (typeof c === 'string') return [c]
  return ('and' in c ? c.and : c.or).flatMap(literalsOf)
}

const copies = new Map<RegExp, RegExp>()
/** Every match of `re` in `text` (a global copy, so the original's `lastIndex` is left alone). */
function matches(re: RegExp, text: string): string[] {
  let copy = copies.get(re)
  if (copy === undefined) {
    const flags = re.flags.includes('g') ? re.flags.replace('y', '') : `${re.flags.replace('y', '')}g`
    copies.set(re, (copy = new RegExp(re.source, flags)))
  }
  return [...text.matchAll(copy)].map((m) => m[0])
}

describe('the literal conditions of the built-in rules’ expressions', () => {
  // Every expression the gate is asked about on the rules' own examples, on random texts made of its literals and
  // on the examples with words taken out: a text the condition rejects never holds a match.
  recordTriggerExpressions()
  const scanner = createScanner({ preset: 'recommended' })
  const examples = recommendedRules.flatMap((rule) => [
    ...rule.examples.block,
    ...rule.examples.warn,
    ...rule.examples.pass,
  ])
  for (const text of examples) scanner.scan(text, { label: 'AGENTS.md' })
  const expressions = [...recordedGateExpressions().values()]
  const gated = expressions.flatMap((re) => {
    const c = literalCondition(re)
    return c === undefined ? [] : [{ re, c }]
  })

  it('holds for every match of the built-in rules’ expressions on their examples', () => {
    expect(gated.length).toBeGreaterThan(100)
    let matched = 0
    for (const { re, c } of gated)
      for (const text of examples)
        if (matches(re, text).length > 0) {
          matched++
          expect(conditionHolds(c, contains(text)), `${re.source} on ${text}`).toBe(true)
        }
    expect(matched).toBeGreaterThan(50)
  })

  it('never rejects a text with a match (random texts of each expression’s literals, examples with words cut)', () => {
    let rejected = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: gated.length - 1 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(' ', '  ', '\n', ', ', '-', ''),
        fc.integer({ min: 0, max: examples.length - 1 }),
        fc.nat(),
        (k, picks, separator, e, cut) => {
          const { re, c } = gated[k] ?? { re: /x/, c: 'x' }
          const words = [...literalsOf(c), 'the', 'you', 'é', 'x']
          const texts = [picks.map((p) => words[p % words.length]).join(separator)]
          const example = (examples[e] ?? '').split(' ')
          example.splice(cut % example.length, 1 + (cut % 3))
          texts.push(example.join(' '))
          for (const text of texts)
            if (!conditionHolds(c, contains(text))) {
              rejected++
              expect(matches(re, text), `${re.source} on ${text}`).toEqual([])
            }
        },
      ),
      { ...params, numRuns: 400 },
    )
    expect(rejected).toBeGreaterThan(100)
  })
})
