/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { FoldedText } from './folded.js'
import { C, CONCEPTS, LEXICON } from './lexicon.js'
import { isCjk } from './unicode.js'

/**
 * The word tokens of a folded text, each with the set of lexicon concepts it
 * matches. Obfuscations are undone here: runs of single letters separated by
 * spaces, dots or hyphens are joined (`i g n o r e`, `i.g.n.o.r.e`), tokens
 * that mix letters and digits are also read as leetspeak (`1gn0r3`), and
 * English words of four letters or more also match their typoglycemia
 * scrambles (`igonre`). CJK runs are segmented against the lexicon.
 */
export interface TokenStream {
  /** Number of tokens. */
  readonly length: number
  /** Token start offsets in the folded text. */
  readonly start: Int32Array
  /** Token end offsets (exclusive) in the folded text. */
  readonly end: Int32Array
  /** Token text (folded, joined, leetspeak-decoded). */
  readonly text: readonly string[]
  /** 1 when a sentence ends between the previous token and this one. */
  readonly brk: Uint8Array
  /** 1 when a blank line (paragraph break) separates the previous token from this one. */
  readonly para: Uint8Array
  /** Concept bits 0–31. */
  readonly lo: Uint32Array
  /** Concept bits 32–63. */
  readonly hi: Uint32Array
  /** 1 when the token does not count towards gaps (determiners, continuation of a phrase). */
  readonly skip: Uint8Array
  /** Number of following tokens merged into a lexicon phrase that starts at this token (0 for single words). */
  readonly span: Uint8Array
}

/** `true` when token `i` has concept `c`. */
export function has(tokens: TokenStream, i: number, c: number): boolean {
  return c < 32 ? (tokens.lo[i]! & (1 << c)) !== 0 : (tokens.hi[i]! & (1 << (c - 32))) !== 0
}

interface Entry {
  lo: number
  hi: number
}

const exact = new Map<string, Entry>()
const stems = new Map<string, Entry>()
const phrases = new Map<string, Entry>()
const cjk = new Map<string, Entry>()
const typo = new Map<string, Entry>()
const stemLengths = new Set<number>()
let maxCjk = 1

const add = (map: Map<string, Entry>, key: string, concept: number) => {
  let entry = map.get(key)
  if (!entry) map.set(key, (entry = { lo: 0, hi: 0 }))
  if (concept < 32) entry.lo |= 1 << concept
  else entry.hi |= 1 << (concept - 32)
}

function typoKey(word: string): string {
  return word[0]! + [...word.slice(1, -1)].sort().join('') + word[word.length - 1]!
}

for (const name of CONCEPTS) {
  const concept = C[name]
  for (const raw of LEXICON[name]) {
    const entry = raw.toLowerCase()
    if ([...entry].some((ch) => isCjk(ch.codePointAt(0)!))) {
      add(cjk, entry, concept)
      maxCjk = Math.max(maxCjk, entry.length)
    } else if (entry.endsWith('*')) {
      const stem = entry.slice(0, -1)
      add(stems, stem, concept)
      stemLengths.add(stem.length)
    } else if (/[\s-]/.test(entry)) {
      add(phrases, entry.split(/[\s-]+/).join(' '), concept)
    } else {
      add(exact, entry, concept)
      if (/^[a-z]{4,}$/.test(entry)) add(typo, typoKey(entry), concept)
    }
  }
}
const stemLengthList = [...stemLengths].sort((a, b) => a - b)
const asciiStemLengths = [...new Set([...stems.keys()].filter((k) => /^[a-z]+$/.test(k)).map((k) => k.length))].sort((a, b) => a - b)
/** First and last letters of the words that have a typoglycemia key (cheap pre-check). */
const typoEnds = new Set([...typo.keys()].map((k) => k[0]! + k[k.length - 1]! + k.length))
/** First words of lexicon phrases. */
const phraseStarts = new Set([...phrases.keys()].map((k) => k.split(' ')[0]!))

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' }
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu
const SENTENCE_BREAK = /[.!?;。！？；](?:\s|$)|[。！？；]|\n[ \t>]*\n/

interface Raw {
  start: number
  end: number
  text: string
  cjkEntry?: Entry
}

function segmentCjk(text: string, start: number, end: number, out: Raw[]): void {
  let i = start
  let fillerStart = -1
  const flush = (to: number) => {
    for (let f = fillerStart; f >= 0 && f < to; f += 2)
      out.push({ start: f, end: Math.min(to, f + 2), text: text.slice(f, Math.min(to, f + 2)) })
    fillerStart = -1
  }
  while (i < end) {
    let matched = 0
    for (let len = Math.min(maxCjk, end - i); len >= 1; len--) {
      const entry = cjk.get(text.slice(i, i + len))
      if (entry) {
        flush(i)
        out.push({ start: i, end: i + len, text: text.slice(i, i + len), cjkEntry: entry })
        matched = len
        break
      }
    }
    if (matched) i += matched
    else {
      if (fillerStart < 0) fillerStart = i
      i++
    }
  }
  flush(end)
}

function rawTokens(text: string): Raw[] {
  const out: Raw[] = []
  WORD.lastIndex = 0
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const word = m[0]
    const start = m.index
    let hasCjk = false
    for (let k = 0; k < word.length && !hasCjk; k++)
      if (word.charCodeAt(k) >= 0xe00 && isCjk(word.codePointAt(k)!)) hasCjk = true
    if (!hasCjk) {
      out.push({ start, end: start + word.length, text: word.replace(/’/g, "'") })
      continue
    }
    // Split into CJK and non-CJK sub-runs.
    let k = 0
    while (k < word.length) {
      const inCjk = isCjk(word.codePointAt(k)!)
      let j = k
      while (j < word.length && isCjk(word.codePointAt(j)!) === inCjk) j++
      if (inCjk) segmentCjk(text, start + k, start + j, out)
      else out.push({ start: start + k, end: start + j, text: word.slice(k, j) })
      k = j
    }
  }
  return out
}

/** Join runs of three or more single-letter tokens separated by one repeated short separator. */
function joinSpacedLetters(text: string, raw: Raw[]): Raw[] {
  const out: Raw[] = []
  let i = 0
  const single = (t: Raw) => t.text.length === 1 && /\p{L}/u.test(t.text)
  while (i < raw.length) {
    if (!single(raw[i]!)) {
      out.push(raw[i]!)
      i++
      continue
    }
    let j = i + 1
    const gaps: string[] = []
    while (j < raw.length && single(raw[j]!)) {
      const gap = text.slice(raw[j - 1]!.end, raw[j]!.start)
      if (gap.length === 0 || gap.length > 3 || gap.includes('\n')) break
      gaps.push(gap)
      j++
    }
    if (j - i < 3) {
      out.push(raw[i]!)
      i++
      continue
    }
    const counts = new Map<string, number>()
    for (const gap of gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1)
    let inner = ''
    let best = -1
    for (const [gap, count] of counts) if (count > best) { best = count; inner = gap }
    let wordStart = i
    for (let k = i + 1; k <= j; k++) {
      if (k === j || gaps[k - i - 1] !== inner) {
        const parts = raw.slice(wordStart, k)
        out.push({ start: parts[0]!.start, end: parts[parts.length - 1]!.end, text: parts.map((p) => p.text).join('') })
        wordStart = k
      }
    }
    i = j
  }
  return out
}

function apply(lo: Uint32Array, hi: Uint32Array, i: number, entry: Entry | undefined): boolean {
  if (!entry) return false
  lo[i] = lo[i]! | entry.lo
  hi[i] = hi[i]! | entry.hi
  return true
}

/**
 * Tokenise a folded text (see {@link TokenStream}). Linear: one regex pass,
 * then constant work per token (a bounded number of map look-ups).
 */
export function tokenize(text: string): TokenStream {
  const raw = joinSpacedLetters(text, rawTokens(text)).filter((t) => !/^\p{N}+$/u.test(t.text))
  const n = raw.length
  const start = new Int32Array(n)
  const end = new Int32Array(n)
  const words: string[] = new Array<string>(n)
  const brk = new Uint8Array(n)
  const para = new Uint8Array(n)
  const lo = new Uint32Array(n)
  const hi = new Uint32Array(n)
  const skip = new Uint8Array(n)
  const span = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const t = raw[i]!
    start[i] = t.start
    end[i] = t.end
    let word = t.text
    let ascii = true
    let digit = false
    let letter = false
    for (let k = 0; k < word.length; k++) {
      const c = word.charCodeAt(k)
      if (c >= 0x30 && c <= 0x39) digit = true
      else if (c >= 0x61 && c <= 0x7a) letter = true
      else if (c >= 0x80) { ascii = false; letter = true }
    }
    if (digit && letter) word = word.replace(/[01345789]/g, (d) => LEET[d] ?? d)
    words[i] = word
    if (i > 0) {
      const previousEnd = raw[i - 1]!.end
      if (t.start - previousEnd !== 1 || text.charCodeAt(previousEnd) !== 0x20) {
        const gap = text.slice(previousEnd, t.start)
        if (SENTENCE_BREAK.test(gap)) brk[i] = 1
        if (/\n[ \t>]*\n/.test(gap)) para[i] = 1
      }
    }
    if (t.cjkEntry) {
      lo[i] = lo[i]! | t.cjkEntry.lo
      hi[i] = hi[i]! | t.cjkEntry.hi
      continue
    }
    if (!apply(lo, hi, i, exact.get(word)) && ascii && word.length >= 4 && typoEnds.has(word[0]! + word[word.length - 1]! + word.length)) apply(lo, hi, i, typo.get(typoKey(word)))
    for (const length of ascii ? asciiStemLengths : stemLengthList) {
      if (length > word.length) break
      apply(lo, hi, i, stems.get(word.slice(0, length)))
    }
    if (!ascii && word.length > 3 && (word[0] === 'و' || word[0] === 'ف')) apply(lo, hi, i, exact.get(word.slice(1)))
  }
  // Phrases of up to four tokens (no sentence break inside).
  for (let i = 0; i < n; i++) {
    if (!phraseStarts.has(words[i]!)) continue
    let key = words[i]!
    for (let k = 1; k < 4 && i + k < n && !brk[i + k]; k++) {
      key += ' ' + words[i + k]!
      const entry = phrases.get(key)
      if (entry) {
        lo[i] = lo[i]! | entry.lo
        hi[i] = hi[i]! | entry.hi
        for (let c = 1; c <= k; c++) skip[i + c] = 1
        span[i] = Math.max(span[i]!, k)
      }
    }
  }
  const detAll = (1 << C.DET) | (1 << C.ALL) | (1 << C.YOUR)
  for (let i = 0; i < n; i++) if ((lo[i]! & detAll) !== 0) skip[i] = 1
  return { length: n, start, end, text: words, brk, para, lo, hi, skip, span }
}

const cache = new WeakMap<FoldedText, TokenStream>()

/** The tokens of a folded text, computed once per folded text (the folded view is shared per scan). */
export function tokensOf(folded: FoldedText): TokenStream {
  let tokens = cache.get(folded)
  if (!tokens) cache.set(folded, (tokens = tokenize(folded.text)))
  return tokens
}
