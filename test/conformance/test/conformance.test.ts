import { describe, expect, it } from 'vitest'
import { CONFORMANCE_DIR, extraConformanceDir, loadCases, type ConformanceCase } from '../src/cases.js'
import { runBuild } from '../src/run-build.js'
import { runHints } from '../src/run-hints.js'
import { runMaxChars, runTruncate } from '../src/run-truncate.js'
import { runScan } from '../src/run-scan.js'

type Runner = (testCase: ConformanceCase) => unknown

const runners: Record<ConformanceCase['kind'], Runner | undefined> = {
  truncate: runTruncate,
  'max-chars': runMaxChars,
  build: runBuild,
  scan: runScan,
  hints: runHints,
}

/** One test per case of `dir`; a missing or empty folder is one failing test, never a silent pass. */
function casesOf(dir: string): void {
  let cases: ConformanceCase[]
  try {
    cases = loadCases(dir)
  } catch (error) {
    it(`cases of ${dir}`, () => {
      throw error
    })
    return
  }
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const runner = runners[testCase.kind]
      if (!runner) throw new Error(`${testCase.file}: no runner for kind "${testCase.kind}"`)
      expect(await runner(testCase)).toEqual(testCase.expected)
    })
  }
}

// Every case of test/cases/conformance (the in-repository copy of ../shared/conformance), read at
// test time; then, when HERMES_CONFORMANCE_DIR names a folder, every case of that folder too.
describe('conformance', () => {
  casesOf(CONFORMANCE_DIR)
  const extra = extraConformanceDir()
  if (extra !== undefined) describe(`HERMES_CONFORMANCE_DIR=${extra}`, () => casesOf(extra))
})
