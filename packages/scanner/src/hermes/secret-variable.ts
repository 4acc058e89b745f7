import * as chars from './char-classes.js'
import type { HermesScan } from './hermes-scan.js'
import { memoise } from './windows.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { foldUnit, wordAt, wordStart } = chars

/** Keywords the `SV` tail needs: the secret-ish words. */
export const SV_KEYWORDS = ['key', 'token', 'secret', 'password', 'credential'] as const

/**
 * Ascending offsets where `SV` (§6: `\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b`)
 * matches, computed once per scan. The name and optional `S` are word
 * characters and `\b` must follow them, so they must end the word that starts
 * right after `$` (or `${`; without the `{` the word would be empty there).
 * So each hit of a name is kept only when the word ends right after it (or
 * after one more `s`); no name ends in `s`, so that is at most one hit per
 * word, and only then is the word's start looked up (one look back over that
 * word): linear, and a flood of `$` costs nothing.
 */
export function secretVariableStarts(scan: HermesScan): readonly number[] {
  return memoise(scan, 'SV', () => {
    const text = scan.text
    const out: number[] = []
    for (const name of SV_KEYWORDS)
      for (const k of scan.index.hits(name)) {
        const after = k + name.length
        if (wordAt(text, after) && (foldUnit(text.charCodeAt(after)) !== 0x73 || wordAt(text, after + 1))) continue
        const start = wordStart(text, k)
        if (text.charCodeAt(start - 1) === 0x24) out.push(start - 1)
        else if (text.charCodeAt(start - 1) === 0x7b && text.charCodeAt(start - 2) === 0x24) out.push(start - 2)
      }
    return out.sort((a, b) => a - b)
  })
}
