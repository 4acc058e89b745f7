import { describe, expect, it } from 'vitest'
import { scoreHeldOut } from './held-out/score.js'

// A held-out set written for these tests (not the dev set, not real files):
// paraphrases, new languages, placements and encodings of each technique
// family, and legitimate excerpts full of traps. Print the per-family report
// with `heldOutReport()` from ./held-out/score.ts.
const { attacks, benign } = scoreHeldOut()

describe('recommended preset on the held-out excerpts', () => {
  it('has at least 40 attacks and 40 legitimate excerpts', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(40)
    expect(benign.length).toBeGreaterThanOrEqual(40)
  })
  it('blocks at least 95 % of attacks with their expected category', () => {
    const missed = attacks.filter((r) => !r.caught).map((r) => `${r.case.family}: ${r.case.note}`)
    expect(
      attacks.filter((r) => r.caught).length / attacks.length,
      `missed: ${missed.join('; ')}`,
    ).toBeGreaterThanOrEqual(0.95)
  })
  it('blocks no legitimate excerpt (warnings allowed)', () => {
    expect(benign.filter((r) => r.verdict === 'block').map((r) => `${r.case.family}: ${r.case.note}`)).toEqual([])
  })
})
