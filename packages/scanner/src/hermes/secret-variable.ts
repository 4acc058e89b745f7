import type { HermesScan } from './hermes-scan.js'
import { compileSpecPattern, SV } from './spec-pattern.js'
import { memoise, stickyMatches } from './windows.js'

const STICKY_SV = compileSpecPattern(SV, 'y')

/** Keywords the `SV` tail needs: `$` and one of the secret-ish words. */
export const SV_KEYWORDS = ['$', 'key', 'token', 'secret', 'password', 'credential'] as const

/**
 * Ascending offsets where `SV` (§6: a `$VAR`/`${VAR` whose name ends in KEY,
 * TOKEN, SECRET, PASSWORD or CREDENTIAL, optionally + S) matches, computed once
 * per scan. Each `$` is tried once; the word after it is read once, so this is
 * linear.
 */
export function secretVariableStarts(scan: HermesScan): readonly number[] {
  return memoise(scan, 'SV', () => stickyMatches(scan.text, STICKY_SV, scan.index.hits('$')))
}
