import type { Reporter, TestModule } from 'vitest/node'

/** What {@link summarize} reads of a test file: its state and the states of its tests. */
export interface ModuleOutcome {
  readonly state: string
  readonly tests: readonly string[]
}

/**
 * The counts of the final line. A test counts by its state; a file that failed without a failed test (it did
 * not load, or a `beforeAll`/`afterAll` hook failed, which leaves its tests skipped) counts as one failure more,
 * so a hook that times out never reads as "0 failed"; every unhandled error counts as a failure too.
 */
export function summarize(
  modules: readonly ModuleOutcome[],
  unhandledErrors: number,
): { passed: number; failed: number; skipped: number } {
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const module of modules) {
    let failedHere = 0
    for (const state of module.tests) {
      if (state === 'passed') passed++
      else if (state === 'failed') failedHere++
      else skipped++
    }
    if (module.state === 'failed' && failedHere === 0) failedHere = 1
    failed += failedHere
  }
  return { passed, failed: failed + unhandledErrors, skipped }
}

/**
 * Ends a test run with the plain line `N passed, N failed, N skipped` that CI
 * reads (added after Vitest's default reporter).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const { passed, failed, skipped } = summarize(
      testModules.map((module) => ({
        state: module.state(),
        tests: [...module.children.allTests()].map((test) => test.result().state),
      })),
      unhandledErrors.length,
    )
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
  }
}
