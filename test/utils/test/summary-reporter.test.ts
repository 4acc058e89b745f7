import { describe, expect, it } from 'vitest'
import { summarize } from '../../../scripts/summary-reporter.js'

describe('the final "N passed, N failed, N skipped" line', () => {
  it('counts tests by state', () => {
    expect(summarize([{ state: 'passed', tests: ['passed', 'passed', 'skipped'] }], 0)).toEqual({
      passed: 2,
      failed: 0,
      skipped: 1,
    })
  })
  it('counts a file whose hook failed (its tests skipped) as a failure', () => {
    expect(summarize([{ state: 'failed', tests: ['skipped', 'skipped', 'skipped'] }], 0)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 3,
    })
  })
  it('counts a file that did not load, and each unhandled error, as failures', () => {
    expect(
      summarize(
        [
          { state: 'failed', tests: [] },
          { state: 'failed', tests: ['failed', 'passed'] },
        ],
        2,
      ),
    ).toEqual({ passed: 1, failed: 4, skipped: 0 })
  })
})
