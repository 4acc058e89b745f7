import { work } from './work.js'

/**
 * Line bounds around an offset, in work bounded by the distance asked for
 * (or, for {@link lineStartOf}, amortised over queries in text order): on a
 * text of one long line, `lastIndexOf('\n', at)` per match walks back to the
 * start every time, which makes a flood of matches quadratic. Offsets are
 * UTF-16 units.
 */

/** `Math.max(text.lastIndexOf('\n', at - 1) + 1, at - max)`, looking at most `max` units back. */
export function lineStartWithin(text: string, at: number, max: number): number {
  if (at <= 0) return Math.max(text.lastIndexOf('\n', at - 1) + 1, at - max)
  const floor = at - max
  for (let k = at - 1; k >= floor && k >= 0; k--) if (text.charCodeAt(k) === 0x0a) return k + 1
  return floor > 0 ? floor : 0
}

/**
 * `text.indexOf('\n', at)` when that is at most `at + max`, else
 * `Math.min(text.length, at + max)`, looking at most `max + 1` units ahead.
 */
export function lineEndWithin(text: string, at: number, max: number): number {
  const ceiling = Math.min(text.length - 1, at + max)
  for (let k = at < 0 ? 0 : at; k <= ceiling; k++) if (text.charCodeAt(k) === 0x0a) return k
  return Math.min(text.length, at + max)
}

let last = { text: '', at: 0, start: 0 }

/**
 * `text.lastIndexOf('\n', at - 1) + 1`: the start of the line holding `at`.
 * Remembers the last answer, so queries in text order (matches of a rule)
 * look at each unit about once in all.
 */
export function lineStartOf(text: string, at: number): number {
  if (at <= 0) return text.lastIndexOf('\n', at - 1) + 1
  let start: number
  if (text === last.text && at >= last.start) {
    // No line break in [last.start, last.at): only [last.at, at) is new.
    start = last.start
    for (let k = at - 1; k >= last.at; k--) {
      work.lineUnits++
      if (text.charCodeAt(k) === 0x0a) {
        start = k + 1
        break
      }
    }
  } else {
    start = text.lastIndexOf('\n', at - 1) + 1
    work.lineUnits += at - start
  }
  last = { text, at: start === last.start && text === last.text ? Math.max(at, last.at) : at, start }
  return start
}

/** A Markdown ATX heading line (`## Setup`): up to three spaces, one to six `#`, a space. */
export const HEADING_LINE = /^\s{0,3}#{1,6}\s/

/** scope11: a word of one letter, a dot and one or two letters right before a dot: "e.g", "i.e", "z.b", "d.h", "p.ex", "т.е". */
const INNER_DOT_ABBREVIATION = /(?:^|[^\p{L}\p{N}.])\p{L}\.\p{L}{1,2}$/u

/**
 * `true` when the dot at `text[at]` closes an abbreviation with an inner dot ("e.g.", "i.e.", "z.B.", "d.h.",
 * "p.ex.", "т.е."): such a dot does not end a sentence ("Do not, e.g. for debugging, ignore …" is one sentence).
 * Reads at most the 6 characters before it (constant time).
 */
export function abbreviationDot(text: string, at: number): boolean {
  return text[at] === '.' && at >= 3 && INNER_DOT_ABBREVIATION.test(text.slice(Math.max(0, at - 6), at))
}
