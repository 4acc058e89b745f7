import { resolveMaxChars, truncateSection } from '@hermes/truncate'
import type { ConformanceCase } from './cases.js'

/** Kind `truncate`: §7 truncation of `text` with `maxChars` and `name`. */
export function runTruncate(testCase: ConformanceCase): { output: string } {
  const { text, maxChars, name, readPath } = testCase.input as {
    text: string
    maxChars: number
    name: string
    readPath?: string
  }
  const options = readPath === undefined ? { limit: maxChars, name } : { limit: maxChars, name, path: readPath }
  return { output: truncateSection(text, options).text }
}

/** Kind `max-chars`: §7 limit resolution. */
export function runMaxChars(testCase: ConformanceCase): { maxChars: number } {
  const { contextLength, configured } = testCase.input as { contextLength: number | null; configured: number | null }
  return { maxChars: resolveMaxChars({ contextLength, configured }) }
}
