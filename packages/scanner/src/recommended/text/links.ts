/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction */
import { work } from './work.js'

/**
 * The matches of a Markdown inline-link expression, the ones a global
 * `exec` loop of it would return, in linear time on floods of `[`.
 *
 * `re` must be a sticky (`y`) expression whose link alternative starts with
 * `!?\[[^\]\n]{0,label}\]\(`: such a match can start only at a `[` (or the
 * `!` before one) whose first `]` or line end, within `label + 1` units, is a
 * `]` followed by `(`; and whether the rest matches depends only on where
 * that `](` is. So `re` runs only at those starts, and once per `](` that
 * fails (a run of `[` before one `](` costs one attempt, not one scan of up
 * to `label` units per `[`). `also` (global) finds the starts of the other
 * alternatives of `re` (e.g. `<img\s`), where `re` runs too.
 *
 * Units are UTF-16 offsets. Never throws.
 */
export function linkMatches(
  text: string,
  re: RegExp,
  label: number,
  options: { readonly also?: RegExp; readonly tail?: (text: string, close: number) => boolean } = {},
): RegExpExecArray[] {
  if (!re.sticky) throw new TypeError('linkMatches needs a sticky expression')
  const { also, tail } = options
  const out: RegExpExecArray[] = []
  const n = text.length
  // Most texts (and the many small ones of comments and decoded payloads) have no `](` and no other start.
  const anyLink = text.indexOf('](') >= 0
  if (!anyLink && !also) return out
  // Starts of the other alternatives, in order.
  const others: number[] = []
  if (also) {
    also.lastIndex = 0
    for (let m = also.exec(text); m; m = also.exec(text)) {
      others.push(m.index)
      if (m[0].length === 0) also.lastIndex++
    }
  }
  // Candidate `[` offsets (descending) and the `](` each reaches, from one backward pass.
  const brackets: number[] = []
  const stops: number[] = []
  let nextStop = n
  for (let i = anyLink ? n - 1 : -1; i >= 0; i--) {
    const c = text.charCodeAt(i)
    if (c === 0x5d || c === 0x0a) nextStop = i
    else if (
      c === 0x5b &&
      nextStop < n &&
      nextStop - i - 1 <= label &&
      text.charCodeAt(nextStop) === 0x5d &&
      text.charCodeAt(nextStop + 1) === 0x28
    ) {
      brackets.push(i)
      stops.push(nextStop)
    }
  }
  work.linkUnits += n
  let from = 0
  let failed = -1
  let b = brackets.length - 1
  let o = 0
  const attempt = (at: number): boolean => {
    work.linkAttempts++
    re.lastIndex = at
    const m = re.exec(text)
    if (!m || m[0].length === 0) return false
    out.push(m)
    from = m.index + m[0].length
    return true
  }
  for (;;) {
    while (b >= 0 && brackets[b]! < from) b--
    while (o < others.length && others[o]! < from) o++
    if (b < 0 && o >= others.length) break
    const bracket = b >= 0 ? brackets[b]! : n
    // A `!` right before the bracket starts the match one unit earlier (when that is not before `from`).
    const start = bracket > from && text.charCodeAt(bracket - 1) === 0x21 ? bracket - 1 : bracket
    if (o < others.length && others[o]! < start) {
      attempt(others[o++]!)
      continue
    }
    const stop = stops[b--]!
    // Every start before the same `](` fails alike: one attempt per `](`, none when `tail` rules it out.
    if (stop === failed) continue
    if ((tail && !tail(text, stop)) || !attempt(start)) failed = stop
  }
  return out
}

/** `true` when `\s` matches unit `c`. */
export function isSpaceUnit(c: number): boolean {
  return c < 0x80
    ? c === 0x20 || (c >= 0x09 && c <= 0x0d)
    : c === 0xa0 || c === 0xfeff || SPACE.test(String.fromCharCode(c))
}
const SPACE = /\s/

/** Units matching `\s` from `at`, counting at most `max + 1`. */
function spaces(text: string, at: number, max: number): number {
  let k = 0
  while (k <= max && at + k < text.length && isSpaceUnit(text.charCodeAt(at + k))) k++
  return k
}

/**
 * End of the run of units of a class from `at` (first offset not in it, or
 * the text length), remembering the last run so that starts inside it cost
 * nothing (the starts of a flood share one scan). One finder per text.
 */
function runFinder(text: string, inClass: (c: number) => boolean): (at: number) => number {
  let runStart = 0
  let runEnd = -1
  return (at) => {
    if (at >= runStart && at < runEnd) return runEnd
    let k = at
    while (k < text.length && inClass(text.charCodeAt(k))) {
      if (k === runStart && runEnd > k) {
        k = runEnd
        break
      }
      k++
    }
    runStart = at
    runEnd = k
    return k
  }
}
const inUrl = (c: number) => c !== 0x29 && c !== 0x3c && c !== 0x3e && !isSpaceUnit(c)
const inTitle = (c: number) => c !== 0x22 && c !== 0x27 && c !== 0x0a

/**
 * A `tail` for {@link linkMatches} (one per text): whether
 * `\]\(\s{0,4}<?[^\s)<>]{1,2048}>?\s{1,4}["']([^"'\n]{1,300})["']\s{0,4}\)`
 * matches at `close` (the `]`), decided from runs instead of backtracking:
 * each part is a maximal run (a shorter one is followed by a unit of its own
 * class, which the next part cannot match). Exact, so a titled-link
 * expression runs only where it matches.
 */
export function titledTail(text: string): (text: string, close: number) => boolean {
  let urlRun: ((at: number) => number) | undefined
  let titleRun: ((at: number) => number) | undefined
  return (_text, close) => {
    urlRun ??= runFinder(text, inUrl)
    titleRun ??= runFinder(text, inTitle)
    let at = close + 2
    const lead = spaces(text, at, 4)
    if (lead > 4) return false
    at += lead
    if (text.charCodeAt(at) === 0x3c) at++
    const urlEnd = urlRun(at)
    if (urlEnd - at < 1 || urlEnd - at > 2048) return false
    at = urlEnd
    if (text.charCodeAt(at) === 0x3e) at++
    const gap = spaces(text, at, 4)
    if (gap < 1 || gap > 4) return false
    at += gap
    const quote = text.charCodeAt(at)
    if (quote !== 0x22 && quote !== 0x27) return false
    at++
    const titleEnd = titleRun(at)
    if (titleEnd - at < 1 || titleEnd - at > 300 || titleEnd >= text.length || text.charCodeAt(titleEnd) === 0x0a)
      return false
    at = titleEnd + 1
    const trail = spaces(text, at, 4)
    return trail <= 4 && text.charCodeAt(at + trail) === 0x29
  }
}
