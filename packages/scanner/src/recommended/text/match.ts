/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { CONCEPT_WORDS, has, MATCH_INDEX, type TokenStream } from './tokens.js'
import { work } from './work.js'

/** One slot of a token pattern: a token having any of the concepts. */
export interface Slot {
  /** Concept indices (see `C`); the token must have at least one. */
  readonly any: readonly number[]
  /**
   * Most tokens allowed between the previous slot's token and this one,
   * not counting determiners and phrase continuations. Default 0.
   */
  readonly gap?: number
}

/** Options of {@link matchTokens}. */
export interface MatchOptions {
  /** Allow the pattern to cross sentence ends (never blank lines). Default `false`. */
  readonly crossSentences?: boolean
  /**
   * Most matches returned. Default: every match (no fixed cap: a cap could
   * hide the one match that decides a verdict behind earlier ones a rule
   * dismisses). Matching is linear in the posting lists either way.
   */
  readonly limit?: number
}

/** A pattern match: indices of the first and last tokens. */
export interface TokenMatch {
  readonly first: number
  readonly last: number
}

function slotMatches(tokens: TokenStream, k: number, slot: Slot): boolean {
  for (const c of slot.any) if (has(tokens, k, c)) return true
  return false
}

/** Per-token-stream indexes for {@link matchTokens}: posting lists and prefix counts. */
interface Index {
  /** `offsets[c]`…`offsets[c + 1]` is the range of {@link Full.flat} holding concept `c`'s tokens. */
  readonly offsets: Int32Array
  /** The rest, built on the first pattern whose every slot some token has. */
  full?: Full
}

interface Full {
  /** Sorted token indices of every concept, one after the other (one allocation, not one per concept). */
  readonly flat: Int32Array
  /** Posting lists made so far: one concept by its index, concept sets (sorted unions) by `any.join(',')`. */
  readonly lists: Map<number | string, Int32Array>
  /** `hard[k]` = tokens `j < k` with a paragraph break (prefix count, length + 1). */
  readonly hard: Int32Array
  /** `soft[k]` = tokens `j < k` with a sentence or paragraph break. */
  readonly soft: Int32Array
  /** `counted[k]` = tokens `j < k` that count towards gaps (not `skip`). */
  readonly counted: Int32Array
}

/** The concept counts of a token stream (computed once per stream, kept on the stream: no weak map per small text). */
function indexOf(tokens: TokenStream): Index {
  const slot = tokens as unknown as { [MATCH_INDEX]?: Index }
  let index = slot[MATCH_INDEX]
  if (index) return index
  const n = tokens.length
  const words = CONCEPT_WORDS
  const { concepts } = tokens
  const offsets = new Int32Array(words * 32 + 1)
  for (let k = 0, i = 0; i < n; i++)
    for (let base = 1; base <= words * 32; base += 32, k++)
      for (let w = concepts[k]!; w !== 0; w &= w - 1) offsets[base + 31 - Math.clz32(w & -w)]!++
  for (let c = 1; c < offsets.length; c++) offsets[c] = offsets[c]! + offsets[c - 1]!
  work.matchSteps += n
  index = { offsets }
  slot[MATCH_INDEX] = index
  return index
}

/** The posting lists and prefix counts of a token stream (computed once per stream, when first needed). */
function fullOf(tokens: TokenStream, index: Index): Full {
  if (index.full) return index.full
  const n = tokens.length
  const words = CONCEPT_WORDS
  const { concepts } = tokens
  const { offsets } = index
  const flat = new Int32Array(offsets[offsets.length - 1]!)
  const fill = offsets.slice(0, -1)
  for (let k = 0, i = 0; i < n; i++)
    for (let base = 0; base < words * 32; base += 32, k++)
      for (let w = concepts[k]!; w !== 0; w &= w - 1) flat[fill[base + 31 - Math.clz32(w & -w)]!++] = i
  const hard = new Int32Array(n + 1)
  const soft = new Int32Array(n + 1)
  const counted = new Int32Array(n + 1)
  for (let i = 0; i < n; i++) {
    hard[i + 1] = hard[i]! + (tokens.para[i] ? 1 : 0)
    soft[i + 1] = soft[i]! + (tokens.para[i] || tokens.brk[i] ? 1 : 0)
    counted[i + 1] = counted[i]! + (tokens.skip[i] ? 0 : 1)
  }
  work.matchSteps += n
  return (index.full = { flat, lists: new Map(), hard, soft, counted })
}

/** Number of tokens having concept `c`. */
const countOf = (index: Index, c: number): number => index.offsets[c + 1]! - index.offsets[c]!

/** Sorted token indices having concept `c`. */
function conceptList(index: Index, full: Full, c: number): Int32Array {
  let list = full.lists.get(c)
  if (!list) full.lists.set(c, (list = full.flat.subarray(index.offsets[c], index.offsets[c + 1])))
  return list
}

/** The look-up key of a concept set (cached per `any` array: patterns are built once). */
const slotKeys = new WeakMap<readonly number[], string>()

/** Sorted token indices having any concept of `slot`. */
function postings(index: Index, full: Full, slot: Slot): Int32Array {
  if (slot.any.length === 1) return conceptList(index, full, slot.any[0]!)
  let key = slotKeys.get(slot.any)
  if (key === undefined) slotKeys.set(slot.any, (key = slot.any.join(',')))
  let list = full.lists.get(key)
  if (list) return list
  const parts = slot.any.map((c) => conceptList(index, full, c))
  let total = 0
  for (const part of parts) total += part.length
  const merged = new Int32Array(total)
  let size = 0
  for (const part of parts) merged.set(part, (size += part.length) - part.length)
  merged.sort()
  // Remove duplicates (a token having several of the concepts).
  let unique = 0
  for (let k = 0; k < size; k++) if (unique === 0 || merged[unique - 1] !== merged[k]) merged[unique++] = merged[k]!
  list = merged.subarray(0, unique)
  work.matchSteps += total
  full.lists.set(key, list)
  return list
}

/**
 * Find the token sequences matching `slots` in order, each slot within its
 * gap of the previous one. The result is the one of a depth-first search
 * from each start token (the first token of each later slot that lets the
 * rest of the pattern match; at most `3 × gap + 6` tokens and `gap` counted
 * tokens after the previous slot, no break in between), computed from the
 * last slot backwards over the posting lists of the slots' concepts, with
 * prefix counts deciding each slot's window in constant time. Linear in the
 * number of tokens having the slots' concepts (after one linear index per
 * token stream).
 */
export function matchTokens(tokens: TokenStream, slots: readonly Slot[], options: MatchOptions = {}): TokenMatch[] {
  const out: TokenMatch[] = []
  const limit = options.limit ?? Infinity
  const cross = options.crossSentences ?? false
  const n = tokens.length
  if (n === 0 || slots.length === 0) return out
  const index = indexOf(tokens)
  // A slot no token has: no match (most texts, and most small ones such as a comment's body, stop here).
  for (const slot of slots) {
    let count = 0
    for (const c of slot.any) count += countOf(index, c)
    if (count === 0) return out
  }
  const full = fullOf(tokens, index)
  const breaks = cross ? full.hard : full.soft
  const { counted } = full
  // last[s][p] = the pattern's last token when slot s matches at postings[s][p] and the rest follows (-1: it does not).
  // Slot s + 1 follows token `previous` at its first valid position k after `previous` (the depth-first order):
  // k - previous <= span, no break in (previous, k], at most `gap` counted tokens in (previous, k).
  const lists = slots.map((slot) => postings(index, full, slot))
  let nextList = lists[slots.length - 1]!
  let nextLast: Int32Array = nextList
  for (let s = slots.length - 2; s >= 0; s--) {
    const list = lists[s]!
    const result = new Int32Array(list.length)
    const slot = slots[s + 1]!
    const gap = slot.gap ?? 0
    const span = gap * 3 + 6
    let q = 0
    work.matchSteps += list.length + nextList.length
    for (let p = 0; p < list.length; p++) {
      const previous = list[p]!
      while (q < nextList.length && (nextList[q]! <= previous || nextLast[q]! < 0)) q++
      result[p] = -1
      if (q >= nextList.length) continue
      const k = nextList[q]!
      if (k - previous > span) continue
      if (breaks[k + 1]! - breaks[previous + 1]! > 0) continue
      if (counted[k]! - counted[previous + 1]! > gap) continue
      result[p] = nextLast[q]!
    }
    nextList = list
    nextLast = result
  }
  let end = -1
  for (let p = 0; p < nextList.length && out.length < limit; p++) {
    const i = nextList[p]!
    if (i <= end) continue
    const last = nextLast[p]!
    if (last < 0) continue
    end = Math.min(n - 1, last + tokens.span[last]!)
    out.push({ first: i, last: end })
  }
  return out
}

/**
 * Index of a token within `window` tokens of `from` (either side, same
 * paragraph, and same sentence unless `crossSentences`) that has any of the
 * concepts, or -1.
 */
export function nearby(
  tokens: TokenStream,
  from: number,
  to: number,
  concepts: readonly number[],
  window: number,
  crossSentences = false,
): number {
  const slot = { any: concepts }
  for (let k = from - 1; k >= 0 && from - k <= window; k--) {
    if (tokens.para[k + 1] || (!crossSentences && tokens.brk[k + 1])) break
    if (slotMatches(tokens, k, slot)) return k
  }
  for (let k = to + 1; k < tokens.length && k - to <= window; k++) {
    if (tokens.para[k] || (!crossSentences && tokens.brk[k])) break
    if (slotMatches(tokens, k, slot)) return k
  }
  return -1
}
