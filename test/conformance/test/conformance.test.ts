import { describe, expect, it } from 'vitest'
import { loadCases, type ConformanceCase } from '../src/cases.js'
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

// Every case in ../shared/conformance/{spec,bugs}, read at test time: new cases are picked up as they are added.
describe('conformance', () => {
  for (const testCase of loadCases()) {
    it(testCase.name, async () => {
      const runner = runners[testCase.kind]
      if (!runner) throw new Error(`${testCase.file}: no runner for kind "${testCase.kind}"`)
      expect(await runner(testCase)).toEqual(testCase.expected)
    })
  }
})
