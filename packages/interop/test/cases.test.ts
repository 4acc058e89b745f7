import { describe, expect, it } from 'vitest'
import { loadCases, runCase } from './run-case.js'

const cases = loadCases()

describe('interop cases (cases/*.json)', () => {
  it('has at least 60 cases, each citing the agent documentation it follows', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
    for (const testCase of cases) {
      expect(testCase.docs.length, testCase.name).toBeGreaterThan(0)
      for (const doc of testCase.docs) expect(doc, testCase.name).toMatch(/^https:\/\/\S+ .*read 2026-/)
      expect(testCase.expected, testCase.name).toBeDefined()
    }
  })

  for (const testCase of cases)
    it(`${testCase.name}: ${testCase.about}`, async () => {
      expect(await runCase(testCase)).toEqual(testCase.expected)
    })
})
