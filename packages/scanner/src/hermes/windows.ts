import * as chars from './char-classes.js'
import * as scanModule from './hermes-scan.js'
import { type HermesScan } from './hermes-scan.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { lowerBound } = scanModule
const { spaceEnd } = chars

/**
 * Matching of the §6 patterns with a bounded "any character" window,
 * `head\s+[^\n]{0,N}tail`: instead of trying every split of the window (up to
 * N steps for each start, quadratic on `curl curl curl …`), the tail's
 * possible starts are found once per scan and each candidate head is decided
 * by one binary search.
 */

/**
 * Decide `head\s+[^\n]{0,max}Tail` at a candidate `start` whose head literal
 * has `headLength` units, given the ascending starts of `Tail` matches
 * (`tails`, or a function giving the first tail start at or after an offset,
 * -1 for none; a tail never starts with white space). The `\s+` is best taken
 * whole (the window then starts latest), so the pattern matches iff the first
 * tail start `p` at or after the end `e` of that white-space run has no `\n`
 * in `[e, p)` and at most `max` code points there.
 */
export function windowAcceptor(
  scan: HermesScan,
  headLength: number,
  tails: ArrayLike<number> | ((from: number) => number),
  max: number,
): (start: number) => boolean {
  const text = scan.text
  // The first tail start at or after `e`, or -1.
  const firstTail =
    typeof tails === 'function'
      ? tails
      : (e: number) => {
          const i = lowerBound(tails, e)
          return i === tails.length ? -1 : (tails[i] ?? -1)
        }
  return (start) => {
    const afterHead = start + headLength
    const e = spaceEnd(text, afterHead)
    if (e === afterHead) return false
    const p = firstTail(e)
    if (p < 0) return false
    return scan.nextOf('\n', e) >= p && scan.withinCodePoints(e, p, max)
  }
}

const memo = new WeakMap<HermesScan, Map<string, unknown>>()

/** Per-scan memo for derived position lists (e.g. where a tail regex matches). */
export function memoise<T>(scan: HermesScan, key: string, compute: () => T): T {
  let map = memo.get(scan)
  if (!map) {
    map = new Map()
    memo.set(scan, map)
  }
  if (map.has(key)) return map.get(key) as T
  const value = compute()
  map.set(key, value)
  return value
}

/** Ascending offsets among `candidates` where the sticky regex matches. */
export function stickyMatches(text: string, sticky: RegExp, candidates: ArrayLike<number>): number[] {
  const out: number[] = []
  for (let i = 0; i < candidates.length; i++) {
    const at = candidates[i] ?? 0
    sticky.lastIndex = at
    if (sticky.test(text)) out.push(at)
  }
  return out
}
