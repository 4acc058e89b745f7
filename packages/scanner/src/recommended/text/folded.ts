/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { lowerBound } from '../../engine/lower-bound.js'
import type { ScanView } from '@hermes/core'
import {
  isAsciiLetter,
  isBidiControl,
  isBidiMark,
  isBlankLetter,
  isCompatLookalike,
  isFullwidthPunctuation,
  isInvisibleFormat,
  isLetterOrMark,
  isTag,
  isVariationSelector,
  latinSkeleton,
  mayFoldNfkc,
} from './unicode.js'

/**
 * The scanned text folded for keyword matching, with a map back to the
 * scanned text. Folding, per code point: invisible format characters, bidi
 * controls and marks, tag characters and variation selectors are dropped;
 * blank-rendering letters (U+3164, U+2800…) become a space; full-width,
 * mathematical and other compatibility forms are NFKC-folded; Cyrillic, Greek
 * (…) look-alike letters inside a word that also has ASCII letters are
 * replaced by their UTS #39 skeleton; then everything is lower-cased.
 * Markdown punctuation is kept (tokenisers treat it as a separator).
 */
export interface FoldedText {
  /** The folded text. */
  readonly text: string
  /**
   * For each UTF-16 unit of {@link text}: the UTF-16 offset in the scanned text of the code point it came from.
   * Built on first read when the folding kept every offset (4 bytes per unit: prefer {@link originalStart}).
   */
  readonly origin: Int32Array
  /**
   * Prefix counts over the scanned text: `invisible[i]` = dropped invisible characters before offset `i` (length + 1
   * entries). Built on first read when the text has none (prefer {@link invisibleIn}).
   */
  readonly invisible: Int32Array
  /**
   * Prefix counts over the scanned text of look-alike letters and compatibility forms that were folded. Built on
   * first read when the text has none (prefer {@link lookalikeIn}).
   */
  readonly lookalike: Int32Array
  /** Dropped invisible characters in scanned-text range [`start`, `end`) (0 ≤ start ≤ end ≤ length); no allocation. */
  invisibleIn(start: number, end: number): number
  /** Folded look-alike letters and compatibility forms in scanned-text range [`start`, `end`); no allocation. */
  lookalikeIn(start: number, end: number): number
  /** Offset in the scanned text where folded offset `start` begins. */
  originalStart(start: number): number
  /** Offset in the scanned text where a folded range ending (exclusive) at `end` ends. */
  originalEnd(end: number): number
}

/**
 * First folded offset whose origin is at or after scanned-text offset `offset`
 * (binary search: `origin` ascends), i.e. where a range of the scanned text
 * starts in the folded text. Returns `origin.length` past the end.
 */
export function foldedOffsetOf(origin: Int32Array, offset: number): number {
  return lowerBound(origin, offset)
}

const foldedNfkc = new Map<number, string>()
const foldedCase = new Map<number, string>()

/** The code point lower-cased, after NFKC when `nfkc` (cached per code point: the folding of one character does not depend on its neighbours). */
function foldedCodePoint(cp: number, nfkc: boolean): string {
  const cache = nfkc ? foldedNfkc : foldedCase
  let piece = cache.get(cp)
  if (piece === undefined) {
    piece = String.fromCodePoint(cp)
    if (nfkc) piece = piece.normalize('NFKC')
    piece = piece.toLowerCase()
    cache.set(cp, piece)
  }
  return piece
}

// eslint-disable-next-line no-control-regex -- the class is 'anything outside ASCII'
const NON_ASCII = /[^\u0000-\u007f]/

/** `true` when every unit of `source` is ASCII or {@link isPlain}: the folding is `toLowerCase()` and keeps every offset. */
function keepsOffsets(source: string): boolean {
  NON_ASCII_RUN.lastIndex = 0
  for (let m = NON_ASCII_RUN.exec(source); m; m = NON_ASCII_RUN.exec(source)) {
    const end = m.index + m[0].length
    for (let k = m.index; k < end; k++) if (!isPlain(source.charCodeAt(k))) return false
  }
  return true
}
// eslint-disable-next-line no-control-regex -- the class is 'anything outside ASCII'
const NON_ASCII_RUN = /[^\u0000-\u007f]+/g

/**
 * The folding of a text whose offsets all map one to one (see {@link keepsOffsets}): no origin map or prefix
 * counts are kept (they are built only if read: memory, issue 11).
 */
function identityFolding(source: string): FoldedText {
  const n = source.length
  const text = source.toLowerCase()
  let identity: Int32Array | undefined
  let zeros: Int32Array | undefined
  return {
    text,
    get origin() {
      if (!identity) {
        identity = new Int32Array(n)
        for (let k = 0; k < n; k++) identity[k] = k
      }
      return identity
    },
    get invisible() {
      return (zeros ??= new Int32Array(n + 1))
    },
    get lookalike() {
      return (zeros ??= new Int32Array(n + 1))
    },
    invisibleIn: () => 0,
    lookalikeIn: () => 0,
    originalStart: (start) => (start >= n ? n : start),
    originalEnd: (end) => (end <= 0 ? 0 : Math.min(n, end)),
  }
}

/** Per BMP unit, computed a page at a time: 1 when the folding copies it unchanged whatever surrounds it. */
const plainPages: (Uint8Array | undefined)[] = []

/**
 * `true` for a BMP character the folding keeps as it is in every context:
 * not a surrogate, not dropped or blanked, not NFKC-folded, no Latin
 * skeleton, and lower-casing leaves it unchanged.
 */
function isPlain(unit: number): boolean {
  const p = unit >> 8
  let page = plainPages[p]
  if (page === undefined) {
    page = new Uint8Array(256)
    for (let k = 0; k < 256; k++) {
      const c = (p << 8) | k
      const ch = String.fromCharCode(c)
      page[k] =
        (c >= 0xd800 && c <= 0xdfff) ||
        isInvisibleFormat(c) ||
        isBidiControl(c) ||
        isBidiMark(c) ||
        isVariationSelector(c) ||
        isBlankLetter(c) ||
        mayFoldNfkc(c) ||
        latinSkeleton(c) !== undefined ||
        ch.toLowerCase() !== ch
          ? 0
          : 1
    }
    plainPages[p] = page
  }
  return page[unit & 0xff] === 1
}

/**
 * Fold `text` (see {@link FoldedText}). Linear in the length of the text:
 * one pass over the code points, with a look-ahead over each word to decide
 * whether it mixes scripts.
 */
export function foldText(source: string): FoldedText {
  const n = source.length
  // ASCII and characters the folding copies (most texts): the folding is lower-casing, offsets map one to one.
  if (!NON_ASCII.test(source) || keepsOffsets(source)) return identityFolding(source)
  const out: string[] = []
  let origin = new Int32Array(n + 16)
  let size = 0
  const emit = (piece: string, from: number) => {
    if (size + piece.length > origin.length) {
      const grown = new Int32Array(Math.max(origin.length * 2, size + piece.length + 16))
      grown.set(origin.subarray(0, size))
      origin = grown
    }
    out.push(piece)
    for (let k = 0; k < piece.length; k++) origin[size++] = from
  }
  // Prefix counts, allocated at the first invisible or look-alike character (most texts have none).
  let invisible: Int32Array | undefined
  let lookalike: Int32Array | undefined
  let invisibleCount = 0
  let lookalikeCount = 0
  const countInvisible = () => {
    invisible ??= new Int32Array(n + 1)
    invisibleCount++
  }
  const countLookalike = () => {
    lookalike ??= new Int32Array(n + 1)
    lookalikeCount++
  }
  // Word look-ahead: whether the current letter run mixes ASCII and look-alikes.
  let wordEnd = -1
  let wordMixed = false
  const inWord = (cp: number) => isAsciiLetter(cp) || (cp >= 0x80 && (isLetterOrMark(cp) || isInvisibleFormat(cp)))
  const scanWord = (from: number) => {
    let ascii = false
    let other = false
    let i = from
    // Walk back to the start of the word (each word is walked at most twice).
    while (i > 0) {
      // A low surrogate is the end of a pair only after a high surrogate (a lone one is a code point of its own).
      const previous = source.charCodeAt(i - 1)
      const before = i >= 2 ? source.charCodeAt(i - 2) : 0
      const back = previous >= 0xdc00 && previous <= 0xdfff && before >= 0xd800 && before <= 0xdbff ? 2 : 1
      if (!inWord(source.codePointAt(i - back)!)) break
      i -= back
    }
    while (i < n) {
      const cp = source.codePointAt(i)!
      if (isAsciiLetter(cp)) ascii = true
      else if (cp >= 0x80 && latinSkeleton(cp) !== undefined) other = true
      else if (!inWord(cp)) break
      i += cp > 0xffff ? 2 : 1
    }
    wordEnd = i
    wordMixed = ascii && other
  }

  let i = 0
  while (i < n) {
    // ASCII run: lower-cased in one piece, offsets map one to one.
    let j = i
    while (j < n && source.charCodeAt(j) < 0x80) j++
    if (j > i) {
      const piece = source.slice(i, j).toLowerCase()
      if (size + piece.length > origin.length) {
        const grown = new Int32Array(Math.max(origin.length * 2, size + piece.length + 16))
        grown.set(origin.subarray(0, size))
        origin = grown
      }
      out.push(piece)
      for (let k = i; k < j; k++) origin[size++] = k
      if (invisible) invisible.fill(invisibleCount, i, j)
      if (lookalike) lookalike.fill(lookalikeCount, i, j)
      i = j
      continue
    }
    // Run of plain BMP characters (no case, nothing to drop or fold): copied in one piece.
    j = i
    while (j < n) {
      const c = source.charCodeAt(j)
      if (c < 0x80 || !isPlain(c)) break
      j++
    }
    if (j > i) {
      if (size + (j - i) > origin.length) {
        const grown = new Int32Array(Math.max(origin.length * 2, size + (j - i) + 16))
        grown.set(origin.subarray(0, size))
        origin = grown
      }
      out.push(source.slice(i, j))
      for (let k = i; k < j; k++) origin[size++] = k
      if (invisible) invisible.fill(invisibleCount, i, j)
      if (lookalike) lookalike.fill(lookalikeCount, i, j)
      i = j
      continue
    }
    if (invisible) invisible[i] = invisibleCount
    if (lookalike) lookalike[i] = lookalikeCount
    const cp = source.codePointAt(i)!
    const width = cp > 0xffff ? 2 : 1
    if (width === 2) {
      if (invisible) invisible[i + 1] = invisibleCount
      if (lookalike) lookalike[i + 1] = lookalikeCount
    }
    if (isInvisibleFormat(cp) || isBidiControl(cp) || isBidiMark(cp) || isTag(cp) || isVariationSelector(cp)) {
      if (cp !== 0xfe0f && cp !== 0xfe0e) countInvisible()
      i += width
      continue
    }
    if (isBlankLetter(cp)) {
      countInvisible()
      emit(' ', i)
      i += width
      continue
    }
    let piece: string
    if (mayFoldNfkc(cp)) {
      piece = foldedCodePoint(cp, true)
      // fp6: `（`, `：` … are the punctuation of CJK text, not look-alike letters.
      if (isCompatLookalike(cp) && !isFullwidthPunctuation(cp)) countLookalike()
    } else if (latinSkeleton(cp) !== undefined) {
      if (i >= wordEnd) scanWord(i)
      if (wordMixed) {
        piece = latinSkeleton(cp)! // already lower-case
        countLookalike()
      } else piece = foldedCodePoint(cp, false)
    } else piece = foldedCodePoint(cp, false)
    emit(piece, i)
    i += width
  }
  if (invisible) invisible[n] = invisibleCount
  if (lookalike) lookalike[n] = lookalikeCount
  const text = out.join('')
  const originArray = origin.subarray(0, size)
  const codePointEnd = (offset: number) => {
    const cp = source.codePointAt(offset)
    return offset + (cp !== undefined && cp > 0xffff ? 2 : 1)
  }
  const invisibleCounts = invisible
  const lookalikeCounts = lookalike
  let zeros: Int32Array | undefined
  return {
    text,
    origin: originArray,
    get invisible() {
      return invisibleCounts ?? (zeros ??= new Int32Array(n + 1))
    },
    get lookalike() {
      return lookalikeCounts ?? (zeros ??= new Int32Array(n + 1))
    },
    invisibleIn: (start, end) => (invisibleCounts ? invisibleCounts[end]! - invisibleCounts[start]! : 0),
    lookalikeIn: (start, end) => (lookalikeCounts ? lookalikeCounts[end]! - lookalikeCounts[start]! : 0),
    originalStart: (start) => (start >= text.length ? n : originArray[start]!),
    originalEnd: (end) => (end <= 0 ? 0 : Math.min(n, codePointEnd(originArray[end - 1]!))),
  }
}

/** Shared view: the folded text of the scanned text (computed once per scan). */
export const foldedView: ScanView<FoldedText> = {
  id: '@hermes/scanner/recommended:folded',
  compute: foldText,
}
