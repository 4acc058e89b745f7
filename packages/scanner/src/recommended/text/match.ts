/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { has, type TokenStream } from './tokens.js'

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
  /** Most matches returned. Default 50. */
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

/**
 * Find the token sequences matching `slots` in order, each slot within its
 * gap of the previous one. Linear in the number of tokens: the search from
 * one start token visits at most `3 × gap + 6` tokens per slot, and the
 * number of slots and their gaps are constants of the calling rule.
 */
export function matchTokens(tokens: TokenStream, slots: readonly Slot[], options: MatchOptions = {}): TokenMatch[] {
  const out: TokenMatch[] = []
  const limit = options.limit ?? 50
  const cross = options.crossSentences ?? false
  const n = tokens.length
  const search = (slotIndex: number, previous: number): number => {
    const slot = slots[slotIndex]!
    const gap = slot.gap ?? 0
    const span = gap * 3 + 6
    let counted = 0
    for (let k = previous + 1; k < n && k - previous <= span; k++) {
      if (tokens.para[k] || (!cross && tokens.brk[k])) return -1
      if (slotMatches(tokens, k, slot)) {
        const last = slotIndex + 1 === slots.length ? k : search(slotIndex + 1, k)
        if (last >= 0) return last
      }
      if (!tokens.skip[k]) counted++
      if (counted > gap) return -1
    }
    return -1
  }
  const first = slots[0]!
  for (let i = 0; i < n && out.length < limit; i++) {
    if (!slotMatches(tokens, i, first)) continue
    const last = slots.length === 1 ? i : search(1, i)
    if (last >= 0) {
      const end = Math.min(n - 1, last + tokens.span[last]!)
      out.push({ first: i, last: end })
      i = end
    }
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
