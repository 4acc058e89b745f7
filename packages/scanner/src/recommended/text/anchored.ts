import { firstMatchInWindow, literalMatcher, mayMatch, NO_MATCH, startMatcher, textMayMatch } from './triggers.js'

/**
 * Matches of a global expression `re` in `text`, as `[start, end)` pairs (at
 * most `limit`). With an `anchor` — a plain global expression for words
 * every match contains, at or after the match's start — `re` runs only on a
 * window of 160 characters before and 220 after each anchor hit, so text
 * without the anchor words costs one literal scan and each hit bounded work
 * (matches are sentence-sized); a window holding none of the literals every
 * match of `re` contains (`mayMatch`) is skipped without running `re`. Without an anchor, `re` scans the text.
 */
export function anchoredMatches(text: string, re: RegExp, anchor?: RegExp, limit = 50): [number, number][] {
  const out: [number, number][] = []
  // No match anywhere in the text: neither `re` nor the anchor runs (nor is compiled).
  if (!textMayMatch(re, text)) return out
  if (!anchor) {
    re.lastIndex = 0
    for (let m = re.exec(text); m && out.length < limit; m = re.exec(text)) {
      if (m[0].length === 0) re.lastIndex++
      else out.push([m.index, m.index + m[0].length])
    }
    return out
  }
  // An anchor of plain literals, or one whose matches all start with plain literals: its matches come from
  // the one-pass literal index (the same matches, without running the expression over the text once more
  // per rule, issue 11).
  const next = literalMatcher(anchor, text) ?? startMatcher(anchor, text)
  if (next === NO_MATCH) return out // no anchor word in the text (most anchors, in a short file)
  let done = 0
  let last = -Infinity
  /**
   * Runs `re` on the window around an anchor hit at `index` (after a window without a match, none for hits
   * within 60 characters: that window already covered them) and returns where the search for the next hit may resume.
   */
  const tryWindow = (index: number, resume: number): number => {
    if (index < done || index < last + 60) return resume
    last = index
    const from = Math.max(done, index - 160)
    const to = Math.min(text.length, index + 220)
    // No literal every match of `re` contains starts in the window: no match there (a binary search, not a regex run).
    if (!mayMatch(re, text, from, to)) return resume
    const m = firstMatchInWindow(re, text, from, to)
    if (!m || m[0].length === 0) return resume
    out.push([from + m.index, from + m.index + m[0].length])
    done = from + m.index + m[0].length
    // The window held a match, so it was searched only up to that match's end: the next hit opens its own
    // window, however close (else a second match right after the first is lost).
    last = -Infinity
    return Math.max(resume, done)
  }
  if (next !== undefined) {
    let a = next(0)
    while (a && out.length < limit) a = next(tryWindow(a[0], a[0] + a[1]))
    return out
  }
  anchor.lastIndex = 0
  for (let a = anchor.exec(text); a && out.length < limit; a = anchor.exec(text)) {
    if (a[0].length === 0) anchor.lastIndex++
    anchor.lastIndex = tryWindow(a.index, anchor.lastIndex)
  }
  return out
}
