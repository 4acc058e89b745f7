import { createScanner } from '@hermes/scanner'
import type { ConformanceCase } from './cases.js'

/** Kind `scan`: §6 verdict, ids and BLOCKED line of `text` under `preset`. */
export function runScan(testCase: ConformanceCase): { blocked: boolean; ids: string[]; output?: string } {
  const { text, label, preset } = testCase.input as { text: string; label: string; preset?: string }
  const result = createScanner({ preset: preset ?? 'hermes' }).scan(text, { label })
  return result.blocked
    ? { blocked: true, ids: [...result.ids], output: result.blockedLine ?? '' }
    : { blocked: false, ids: [...result.ids] }
}
