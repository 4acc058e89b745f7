/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import type { NfkcText } from '../views/nfkc.js'
import type { ChainCache } from './chain.js'
import { KeywordIndex } from './keyword-index.js'
import { setup, work as workCounter } from './work.js'

// A module-local binding: hot paths add to it without an import look-up per call.
const work = workCounter

/** Every keyword the hermes matchers index (anchors and required words), lowercase. */
const keywords = new Set<string>()
/** `keywords` as a list, made once after the last registration (not per scan). */
let keywordList: readonly string[] | undefined

/** Register keywords a hermes matcher needs (called once per rule at module load). */
export function registerKeywords(words: readonly string[]): void {
  for (const word of words)
    if (!keywords.has(word)) {
      keywords.add(word)
      keywordList = undefined
    }
}

/**
 * Shared per-scan state of the hermes matchers over the NFKC text: the
 * keyword index (one pass), memoised "next occurrence" look-ups and code-point
 * distances. Obtain it with {@link hermesScanOf}.
 */
export class HermesScan implements ChainCache {
  readonly index: KeywordIndex
  /** Word steps of the chain fillers, shared by all rules of this scan (see {@link ChainCache}). */
  wordSteps: Int32Array | undefined
  // "Next occurrence" memo per character: [unit, from, at] triples (two characters are used).
  private readonly next: number[] = []
  private pairPrefix: Int32Array | undefined
  private pairs: boolean | undefined

  constructor(readonly text: string) {
    if (keywordList === undefined) {
      keywordList = [...keywords]
      setup.keywordLists++
    }
    this.index = new KeywordIndex(text, keywordList)
  }

  /**
   * First offset ≥ `from` of the single UTF-16 unit `char` (`text.length` when
   * none). Memoised per char: calls with non-decreasing `from` cost O(n) in all.
   */
  nextOf(char: string, from: number): number {
    const unit = char.charCodeAt(0)
    const next = this.next
    let k = 0
    while (k < next.length && next[k] !== unit) k += 3
    if (k < next.length && from >= next[k + 1]! && from <= next[k + 2]!) return next[k + 2]!
    const found = this.text.indexOf(char, from)
    const at = found === -1 ? this.text.length : found
    work.units += at - from + 1
    next[k] = unit
    next[k + 1] = from
    next[k + 2] = at
    return at
  }

  /** `true` when the text holds a surrogate pair (computed on first need). */
  private get hasPairs(): boolean {
    this.pairs ??= /[\ud800-\udbff][\udc00-\udfff]/.test(this.text)
    return this.pairs
  }

  /** Number of code points in `text.slice(start, end)` (both on code-point boundaries). */
  codePoints(start: number, end: number): number {
    if (!this.hasPairs) return end - start
    if (!this.pairPrefix) {
      const prefix = new Int32Array(this.text.length + 1)
      let pairs = 0
      for (let i = 0; i < this.text.length; i++) {
        const unit = this.text.charCodeAt(i)
        if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
          const high = this.text.charCodeAt(i - 1)
          if (high >= 0xd800 && high <= 0xdbff) pairs++
        }
        prefix[i + 1] = pairs
      }
      this.pairPrefix = prefix
    }
    return end - start - (this.pairPrefix[end]! - this.pairPrefix[start]!)
  }

  /** Largest offset `end` (≤ text length) with at most `count` code points in `[start, end)`. */
  advanceCodePoints(start: number, count: number): number {
    const limit = Math.min(this.text.length, start + 2 * count)
    if (!this.hasPairs) return Math.min(this.text.length, start + count)
    let low = start
    let high = limit
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (this.codePoints(start, mid) <= count) low = mid
      else high = mid - 1
    }
    return low
  }

  /** `true` when `text.slice(start, end)` has at most `max` code points. */
  withinCodePoints(start: number, end: number, max: number): boolean {
    const units = end - start
    if (units <= max) return true
    if (units > 2 * max || !this.hasPairs) return false
    return this.codePoints(start, end) <= max
  }
}

const scans = new WeakMap<NfkcText, HermesScan>()

/** The {@link HermesScan} of an NFKC view, created once per scan. */
export function hermesScanOf(nfkc: NfkcText): HermesScan {
  let scan = scans.get(nfkc)
  if (!scan) {
    scan = new HermesScan(nfkc.text)
    scans.set(nfkc, scan)
  }
  return scan
}

export { lowerBound } from '../engine/lower-bound.js'
