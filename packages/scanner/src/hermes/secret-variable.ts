import { foldUnit, literalAt, wordEnd } from './char-classes.js'
import type { HermesScan } from './hermes-scan.js'
import { memoise } from './windows.js'

/** Keywords the `SV` tail needs: `$` and one of the secret-ish words. */
export const SV_KEYWORDS = ['$', 'key', 'token', 'secret', 'password', 'credential'] as const
const NAMES = SV_KEYWORDS.slice(1)

/**
 * `true` when `SV` (§6: `\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b`)
 * matches at the `$` at `index`. The name and optional `S` are word
 * characters and `\b` must follow them, so they must end the word that starts
 * after `$` (or `${`; without the `{` the word would be empty there): the
 * word must end in one of the names, optionally followed by `S`.
 */
export function secretVariableAt(text: string, index: number): boolean {
  const start = text.charCodeAt(index + 1) === 0x7b ? index + 2 : index + 1
  const end = wordEnd(text, start)
  for (const name of NAMES) {
    if (end - name.length >= start && literalAt(text, end - name.length, name)) return true
    if (
      end - name.length - 1 >= start &&
      foldUnit(text.charCodeAt(end - 1)) === 0x73 &&
      literalAt(text, end - 1 - name.length, name)
    )
      return true
  }
  return false
}

/**
 * Ascending offsets where `SV` matches, computed once per scan. Each `$` is
 * tried once and reads only the word after it, so this is linear.
 */
export function secretVariableStarts(scan: HermesScan): readonly number[] {
  return memoise(scan, 'SV', () => scan.index.hits('$').filter((index) => secretVariableAt(scan.text, index)))
}
