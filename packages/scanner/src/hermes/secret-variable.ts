import * as chars from './char-classes.js'
import type { HermesScan } from './hermes-scan.js'
import * as scanModule from './hermes-scan.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { foldUnit, literalAt, wordAt, wordStart } = chars
const { lowerBound } = scanModule

/** Keywords the `SV` tail needs: the secret-ish words. */
export const SV_KEYWORDS = ['key', 'token', 'secret', 'password', 'credential'] as const

/**
 * The first `SV` (§6: `\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b`)
 * start at or after `from` (-1 when none), found lazily for
 * the window rules: an `SV` start at or after `from` comes from a name hit at
 * or after `from` (the name follows its `$` in the same word, and `from`,
 * the end of a white-space run, cannot lie inside such a word). Each hit is
 * checked at most once: kept only when the word ends right after the name
 * (or after one more `s`; the name and `S` must end the word that follows `$`
 * or `${`), and only then is that word's start looked up; queries with non-decreasing `from` (ascending
 * candidates) skip stretches already known to hold none, so a flood of names
 * far from any `curl` costs nothing and a scan stays linear.
 */
export function secretVariableFinder(scan: HermesScan): (from: number) => number {
  const text = scan.text
  const hits = scan.index.hitsOfAny(SV_KEYWORDS)
  // Per hit: 0 = not checked, else 1 + the SV start it gives, or -1 (none).
  const starts = new Int32Array(hits.length)
  let lastK = -1
  let lastFound = -1
  let clearTo = 0 // with lastFound < 0: no SV from the hits in [lastK, clearTo)
  const startOf = (m: number): number => {
    if (starts[m] === 0) {
      const k = hits[m] ?? 0
      let after = -1
      for (const name of SV_KEYWORDS) if (literalAt(text, k, name)) after = Math.max(after, k + name.length)
      let sv = -1
      if (
        after >= 0 &&
        !(wordAt(text, after) && (foldUnit(text.charCodeAt(after)) !== 0x73 || wordAt(text, after + 1)))
      ) {
        const start = wordStart(text, k)
        if (text.charCodeAt(start - 1) === 0x24) sv = start - 1
        else if (text.charCodeAt(start - 1) === 0x7b && text.charCodeAt(start - 2) === 0x24) sv = start - 2
      }
      starts[m] = sv < 0 ? -1 : sv + 1
    }
    const known = starts[m] ?? 0
    return known < 0 ? -1 : known - 1
  }
  return (from) => {
    const k = lowerBound(hits, from)
    if (k >= lastK && lastFound >= k) return startOf(lastFound)
    let m = k >= lastK && lastFound < 0 ? Math.max(k, clearTo) : k
    for (; m < hits.length; m++)
      if (startOf(m) >= 0) {
        lastK = k
        lastFound = m
        return startOf(m)
      }
    lastK = k
    lastFound = -1
    clearTo = m
    return -1
  }
}
