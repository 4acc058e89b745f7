import { describe, expect, it } from 'vitest'
import { adversarialFamilies, adversarialInputs } from '../bench/adversarial.js'
import { ordinaryMarkdown } from '../bench/ordinary-markdown.js'
import { createScanner } from '../src/index.js'
import { takeWork } from '../src/hermes/work.js'

// Linearity of the `hermes` preset without timing: the matchers add the
// characters they read and the states they visit to an internal counter
// (src/hermes/work.ts). For every adversarial family of bench/adversarial.ts,
// doubling the input may at most about double the work, and no family may
// cost much more work per character than ordinary Markdown.
const scanner = createScanner({ preset: 'hermes' })
const N = 25_000
// Per-character work of any family relative to ordinary Markdown of the same length
// (at most ~3.1 since candidates are pruned by each rule's tail: curl $KEYX flood).
const MAX_WORK_RATIO = 4

function workOf(text: string): number {
  takeWork()
  scanner.scan(text, { label: 'AGENTS.md' })
  return takeWork()
}

const ordinary = workOf(ordinaryMarkdown(N))
const ordinaryDoubled = workOf(ordinaryMarkdown(2 * N))

describe('hermes preset: work grows linearly on adversarial inputs', () => {
  it('counts work on ordinary text, linearly', () => {
    expect(ordinary).toBeGreaterThan(N)
    expect(ordinaryDoubled / ordinary).toBeLessThanOrEqual(2.3)
  })

  const families = [
    ...adversarialFamilies(),
    ...Object.keys(adversarialInputs(1)).map((name) => ({
      name: `legacy/${name}`,
      build: (length: number) => adversarialInputs(length)[name] ?? '',
    })),
  ]
  const byRule = new Map<string, typeof families>()
  for (const family of families) {
    const rule = family.name.split('/')[0] ?? ''
    byRule.set(rule, [...(byRule.get(rule) ?? []), family])
  }

  for (const [rule, ruleFamilies] of byRule)
    it(`${rule}: doubling the input at most ~doubles the work (${ruleFamilies.length} families)`, () => {
      for (const family of ruleFamilies) {
        const once = workOf(family.build(N))
        const twice = workOf(family.build(2 * N))
        expect(twice / once, `${family.name}: ${once} → ${twice} units`).toBeLessThanOrEqual(2.3)
        // A bounded constant too: the work per character stays within a few times ordinary text's.
        expect(once / ordinary, `${family.name}: ${once} units vs ${ordinary} for ordinary text`).toBeLessThanOrEqual(
          MAX_WORK_RATIO,
        )
      }
    })
})
