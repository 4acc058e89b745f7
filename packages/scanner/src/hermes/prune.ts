/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import * as chars from './char-classes.js'
import type { Step } from './chain.js'
import { work as workCounter } from './work.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { isBoundary, isSpaceUnit, literalAt, spaceEnd, wordBefore, wordEnd } = chars
const work = workCounter

/**
 * Candidate pruning by a later, rarer part of the pattern (the "tail"): every
 * match starting at `s` contains a tail occurrence at some `h ≥ s`, and the
 * stretch `[s, h)` is short — at most `units` UTF-16 units of a bounded
 * window followed (backwards) by at most `tokens` tokens, a token being a
 * maximal run of word characters, a maximal run of white space, or any other
 * single unit. So a start is a candidate only when it lies in the "reach" of
 * some tail occurrence; anchors far from every tail (a flood of a pattern's
 * first words with its last word nowhere near) are dropped in one merge,
 * before any of them is decided. Pruning only removes starts that cannot
 * match: results are unchanged.
 */

/**
 * Fewer candidates than `min` are decided directly, without pruning (the
 * reaches would cost more than they save). Mutable for tests only: `0` prunes
 * every text.
 */
export const pruning = { min: 32 }

/**
 * Start of the reach of the tail at `h`: `units` units back, then `tokens`
 * tokens back (never below `floor`, where the walk may stop early). Walking
 * back from an earlier point never ends later, so reaches are monotone in `h`.
 */
function reachStart(text: string, h: number, units: number, tokens: number, floor: number): number {
  let pos = h - units
  if (pos <= floor) return floor
  const from = pos
  // Each token is walked unit by unit down to `floor` at most (a run longer than the gap costs the gap, not the run).
  for (let k = 0; k < tokens && pos > floor; k++) {
    const unit = text.charCodeAt(pos - 1)
    if (wordBefore(text, pos)) {
      while (pos > floor && wordBefore(text, pos)) {
        const low = text.charCodeAt(pos - 1)
        pos -= low >= 0xdc00 && low <= 0xdfff && pos >= 2 && isHigh(text.charCodeAt(pos - 2)) ? 2 : 1
      }
    } else if (isSpaceUnit(unit)) while (pos > floor && isSpaceUnit(text.charCodeAt(pos - 1))) pos--
    else pos--
  }
  work.units += from - pos + 1
  return pos < floor ? floor : pos
}

function isHigh(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}

/**
 * Merged reaches `[lo, hi]` of the ascending tail starts, flattened: a start
 * `s` may match only when `lo ≤ s ≤ hi` for one of them. Linear: a walk back
 * stops at the previous tail (whose reach already covers what lies before it).
 */
export function tailReaches(text: string, tails: ArrayLike<number>, units: number, tokens: number): Int32Array {
  const out = new Int32Array(2 * tails.length)
  let size = 0
  let prevHi = -1
  for (let i = 0; i < tails.length; i++) {
    const h = tails[i]!
    if (h < prevHi) continue
    const lo = prevHi < 0 ? reachStart(text, h, units, tokens, 0) : reachStart(text, h, units, tokens, prevHi)
    if (size > 0 && lo <= prevHi) out[size - 1] = h
    else {
      out[size] = lo
      out[size + 1] = h
      size += 2
    }
    prevHi = h
  }
  work.units += tails.length
  return out.subarray(0, size)
}

/** The ascending `starts` that lie in one of the merged `reaches` (the same array when all do). */
export function startsWithin(starts: ArrayLike<number>, reaches: Int32Array): ArrayLike<number> {
  const out: number[] = []
  let r = 0
  for (let i = 0; i < starts.length; i++) {
    const s = starts[i]!
    while (r < reaches.length && reaches[r + 1]! < s) r += 2
    if (r >= reaches.length) break
    if (s >= reaches[r]!) out.push(s)
  }
  work.units += starts.length
  return out.length === starts.length ? starts : out
}

/** How a chain rule's candidates can be pruned: the tail literals and the longest stretch before them. */
export interface ChainTail {
  /** Literals one of which the match holds where the chosen step matches. */
  readonly literals: readonly string[]
  /** At most this many tokens lie between the match start and that literal. */
  readonly tokens: number
  /** The steps after the literal, compiled: a tail occurrence counts only when they can match after it. */
  readonly rest: RestMatcher
}

/** Tokens of a literal: runs of ASCII word characters count once, any other unit once each. */
function literalTokens(text: string): number {
  let count = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (isSpaceUnit(unit)) throw new Error(`chain literal "${text}" holds white space`)
    const word = chars.isWordCode(unit)
    if (!word || !inWord) count++
    inWord = word
  }
  return count
}

/** Most tokens a step's match can touch. */
function stepTokens(step: Step): number {
  switch (step.kind) {
    case 'lit':
      return literalTokens(step.text)
    case 'ws':
    case 'word':
    case 'optChar':
      return 1
    case 'fill':
      return 2 * step.max
    case 'boundary':
      return 0
    case 'opt':
      return step.steps.reduce((sum, inner) => sum + stepTokens(inner), 0)
    case 'alt':
      return Math.max(...step.options.map((option) => option.reduce((sum, inner) => sum + stepTokens(inner), 0)))
  }
}

/** The literals of a step that is a literal or an alternation of single literals, else `undefined`. */
function literalsOf(step: Step): readonly string[] | undefined {
  if (step.kind === 'lit') return [step.text]
  if (step.kind !== 'alt') return undefined
  const out: string[] = []
  for (const option of step.options) {
    const only = option.length === 1 ? option[0]! : undefined
    if (only?.kind !== 'lit') return undefined
    out.push(only.text)
  }
  return out
}

/**
 * The pruning tail of a chain: its last literal step (literals of at least
 * `minLength` units or already `known` keywords, so the keyword pass stays
 * cheap) after the first literal step (the anchors); `undefined` when there
 * is none.
 */
export function chainTail(steps: readonly Step[], known: ReadonlySet<string>, minLength = 4): ChainTail | undefined {
  const first = steps.findIndex((step) => literalsOf(step) !== undefined)
  for (let k = steps.length - 1; k > first; k--) {
    const literals = literalsOf(steps[k]!)
    if (!literals?.every((literal) => literal.length >= minLength || known.has(literal))) continue
    let tokens = 0
    for (let j = 0; j < k; j++) tokens += stepTokens(steps[j]!)
    return { literals, tokens, rest: compileRest(steps.slice(k + 1)) }
  }
  return undefined
}

/** `true` unless the steps it was compiled from certainly cannot match at `p`. */
type RestMatcher = (text: string, p: number) => boolean

const always: RestMatcher = () => true

/**
 * Compile the short, filler-free end of a chain into a small backtracking
 * check (a filler is taken as "can match"). White space is taken whole, as in
 * the chain (a white-space step is never followed by one that can start with
 * white space). Bounded work per call: no repetition, a few alternatives.
 */
export function compileRest(steps: readonly Step[]): RestMatcher {
  if (steps.length === 0) return always
  const step = steps[0]!
  const more = steps.slice(1)
  const next = compileRest(more)
  switch (step.kind) {
    case 'lit': {
      const literal = step.text
      const length = literal.length
      return (text, p) => literalAt(text, p, literal) && next(text, p + length)
    }
    case 'ws': {
      const min = step.min
      return (text, p) => {
        const end = spaceEnd(text, p)
        return end - p >= min && next(text, end)
      }
    }
    case 'word': {
      const min = step.min
      return (text, p) => {
        const end = wordEnd(text, p)
        return end - p >= min && next(text, end)
      }
    }
    case 'boundary':
      return (text, p) => isBoundary(text, p) && next(text, p)
    case 'fill':
      return always
    case 'optChar': {
      const test = step.test
      return (text, p) => (p < text.length && test(text.charCodeAt(p)) && next(text, p + 1)) || next(text, p)
    }
    case 'opt': {
      const inner = compileRest([...step.steps, ...more])
      return (text, p) => inner(text, p) || next(text, p)
    }
    case 'alt': {
      const options = step.options.map((option) => compileRest([...option, ...more]))
      return (text, p) => {
        for (const option of options) if (option(text, p)) return true
        return false
      }
    }
  }
}

/**
 * The ascending tail starts (occurrences of one of `literals`) after which
 * `rest` (see {@link compileRest}) may match: a flood of a chain's last
 * literal followed by the wrong words prunes nothing by itself, but its
 * occurrences do not count.
 */
export function viableTails(
  text: string,
  tails: ArrayLike<number>,
  literals: readonly string[],
  rest: RestMatcher,
): ArrayLike<number> {
  if (rest === always) return tails
  const out: number[] = []
  for (let i = 0; i < tails.length; i++) {
    const h = tails[i]!
    for (const literal of literals)
      if (literalAt(text, h, literal) && rest(text, h + literal.length)) {
        out.push(h)
        break
      }
  }
  work.units += tails.length
  return out
}
