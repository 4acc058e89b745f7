import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends a test run with the plain line `N passed, N failed, N skipped` that CI
 * reads (added after Vitest's default reporter).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      // A file that failed to load has no tests but must count as a failure.
      if (module.state() === 'failed' && module.children.size === 0) failed++
    }
    failed += unhandledErrors.length
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`)
  }
}
