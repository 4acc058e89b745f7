/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { describe, expect, it } from 'vitest'
import { loadCases, scoreCases, totals } from '../../scripts/dev-set.js'

// The labelled dev set (test/cases/scanner-cases, a copy of ../shared/scanner-cases): targets of the `recommended` preset.
const cases = loadCases()
const results = scoreCases(cases, 'recommended')
const t = totals(results)

describe('recommended preset on the scanner cases', () => {
  it('reads all 177 labelled files', () => {
    expect(t.attacks).toBe(112)
    expect(t.benign).toBe(65)
  })
  it('blocks at least 95 % of attacks with their primary category among the findings', () => {
    const missed = results
      .filter((r) => r.case.label === 'attack' && !(r.verdict === 'block' && r.primaryFound))
      .map((r) => r.case.file)
    expect(missed.length, `missed: ${missed.join(', ')}`).toBeLessThanOrEqual(Math.floor(t.attacks * 0.05))
    expect(t.blockedWithPrimary / t.attacks).toBeGreaterThanOrEqual(0.95)
  })
  it('blocks no legitimate file', () => {
    expect(results.filter((r) => r.case.label === 'benign' && r.verdict === 'block').map((r) => r.case.file)).toEqual(
      [],
    )
  })
  it('keeps line, column and excerpt on every finding of an attack', () => {
    const attack = results.find((r) => r.case.file.startsWith('attacks/111'))!
    expect(attack.verdict).toBe('block')
    expect(attack.primaryFound).toBe(true)
  })
})
