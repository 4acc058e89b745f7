/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { FoldedText } from './folded.js'
import { C } from './lexicon.js'
import { CONCEPT_WORDS, ELISION, lexiconMaps, typoKey, type Entry } from './lexicon-tables.js'
import { work } from './work.js'
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
  /** Token text (folded, joined, leetspeak-decoded) of token `i`, built on first use. */
  word(i: number): string
  /** 1 when a sentence ends between the previous token and this one. */
  readonly brk: Uint8Array
  /** 1 when a blank line (paragraph break) separates the previous token from this one. */
  readonly para: Uint8Array
  /**
   * Concept bits, {@link CONCEPT_WORDS} 32-bit words per token: concept `c`
   * of token `i` is bit `c % 32` of `concepts[i * CONCEPT_WORDS + (c >> 5)]`
   * (any number of concepts; use {@link has}).
   */
  readonly concepts: Uint32Array
  /** 1 when the token does not count towards gaps (determiners, continuation of a phrase). */
  readonly skip: Uint8Array
  /** Number of following tokens merged into a lexicon phrase that starts at this token (0 for single words). */
  readonly span: Uint8Array
}

export { CONCEPT_WORDS }

/** Where `matchTokens` keeps its per-stream index (on the stream itself: no weak map entry per small text). */
export const MATCH_INDEX: unique symbol = Symbol('matchTokens index')

/** `true` when token `i` has concept `c`. */
export function has(tokens: TokenStream, i: number, c: number): boolean {
  return (tokens.concepts[i * CONCEPT_WORDS + (c >> 5)]! & (1 << (c & 31))) !== 0
}

/**
 * Index of the token containing or starting after folded offset `offset` (a binary search over `tokens.end`), or
 * -1 when no token ends after it. Offsets are UTF-16 code units of the folded text.
 */
export function tokenAtOffset(tokens: TokenStream, offset: number): number {
  let lo = 0
  let hi = tokens.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (tokens.end[mid]! <= offset) lo = mid + 1
    else hi = mid
  }
  return lo < tokens.length ? lo : -1
}

/** `true` when token `i` has any concept. */
export function hasAnyConcept(tokens: TokenStream, i: number): boolean {
  for (let w = 0; w < CONCEPT_WORDS; w++) if (tokens.concepts[i * CONCEPT_WORDS + w] !== 0) return true
  return false
}

// The lexicon tables below are built on the first `tokenize` (see
// `buildTables`), not at import: importing the scanner costs no lexicon work
// (issue 11), and a host that never scans with the recommended preset never
// builds them. They are derived from whatever `LEXICON` holds (`lexiconMaps`:
// generated at build time while it matches the lexicon). Only the compact tables are kept: the maps
// `lexiconMaps` returns are dropped once the tables are built (memory, issue 11).
let maxCjk = 1
let stemLengthList!: number[]

/** A set of small integers as one bit each (the pre-check tables stay small enough for the CPU cache). */
const bitset = (size: number) => new Int32Array((size + 31) >>> 5)
const setBit = (bits: Int32Array, k: number) => {
  bits[k >>> 5] = bits[k >>> 5]! | (1 << (k & 31))
}
const hasBit = (bits: Int32Array, k: number): boolean => (bits[k >>> 5]! & (1 << (k & 31))) !== 0
/** First unit of every stem (a word starting otherwise has no stem). */
let stemFirstUnits!: Set<number>
/**
 * The ASCII stem look-ups a word can need, by its first {@link asciiStemPrefixLength} units (7 bits each): the
 * lengths, ascending, of {@link asciiStemLengths} at which a stem starting with those units exists (issue 11: every
 * ASCII word whose first unit starts some stem was looked up at every ASCII stem length up to its own, ~3 hashed
 * look-ups per word that find nothing). A word whose prefix is not a key needs none.
 */
let asciiStemPrefixes!: Map<number, number[]>
/** The prefix length of {@link asciiStemPrefixes}: 4 when every a–z stem has four or more units, else the shortest a–z stem's length. */
let asciiStemPrefixLength!: number

/** The first `length` (at most 4) units of `word` from `from`, 7 bits each (units below 128). */
function asciiPrefix(word: string, from: number, length: number): number {
  let code = 0
  for (let k = from; k < from + length; k++) code = (code << 7) | word.charCodeAt(k)
  return code
}
let asciiStemLengths!: number[]
/** One bit per (first letter, last letter, length < 32) of the typoglycemia keys: the first, cheapest pre-check. */
let typoEnds!: Int32Array
const typoEndIndex = (first: number, last: number, length: number) => (first << 12) | (last << 5) | length

/**
 * Order-free signatures (first, last, length, sum and sum of squares of the
 * inner units) of the typoglycemia keys, hashed to one bit of 2^20: a cheap
 * pre-check (a collision only costs the exact look-up).
 */
let typoSignatureBits!: Int32Array

/** Equal for words with the same first and last letters and the same inner letters in any order (in [0, 2^20)); 2^20 (no key's) for words of 256 units or more. */
function typoSignature(word: string, from = 0, n = word.length): number {
  if (n > 255) return 1 << 20
  let sum = 0
  let squares = 0
  for (let k = from + 1; k < from + n - 1; k++) {
    const c = word.charCodeAt(k)
    sum += c
    squares = (squares + c * c) | 0
  }
  let h =
    Math.imul(word.charCodeAt(from) * 128 + word.charCodeAt(from + n - 1), 0x9e3779b1) ^
    Math.imul(n, 0x85ebca6b) ^
    Math.imul(sum, 0xc2b2ae35) ^
    Math.imul(squares & 0xffff, 0x27d4eb2f)
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d)
  h ^= h >>> 13
  return h >>> 12
}
/**
 * The phrases as a trie of words (no key strings built per token). A node
 * with one child keeps it in `word`/`child`, a node with more in a map, a
 * leaf neither: most nodes have at most one child (memory, issue 11).
 */
interface PhraseNode {
  word?: string
  child?: PhraseNode
  next?: Map<string, PhraseNode>
  entry?: Entry
}
let phraseTrie!: PhraseNode

/** The child of `node` for `word`, if any. */
function phraseChild(node: PhraseNode, word: string): PhraseNode | undefined {
  return node.next ? node.next.get(word) : node.word === word ? node.child : undefined
}

/** The child of `node` for `word`, added when missing. */
function addPhraseChild(node: PhraseNode, word: string): PhraseNode {
  const existing = phraseChild(node, word)
  if (existing) return existing
  const child: PhraseNode = {}
  if (node.next) node.next.set(word, child)
  else if (node.child === undefined) {
    node.word = word
    node.child = child
  } else {
    node.next = new Map([
      [node.word!, node.child],
      [word, child],
    ])
    node.word = undefined
    node.child = undefined
  }
  return child
}

/**
 * Pre-check of the exact-word and the phrases' first words look-ups: one bit
 * per (first unit, second unit, length) of their keys whose two first units
 * are ASCII and whose length is under 32. A word with such a shape that is
 * not in the table is in neither set; other words are looked up directly.
 */
let knownShape!: Int32Array
const shapeOf = (c0: number, c1: number, length: number): number =>
  c0 < 128 && c1 < 128 && length < 32 ? (c0 << 12) | (c1 << 5) | length : -1

/**
 * Open-addressing hash table of strings, looked up by the units of a range
 * of another string: no string is built per look-up. `find` gives the same
 * answer as `Map#get` on the sliced range.
 */
class UnitTable {
  private readonly keys: (string | undefined)[]
  /** Per slot: 1 + the index of its value in {@link entries}, 0 for none (entries repeat: a small list). */
  private readonly valueIndex: Uint16Array | Uint32Array
  private readonly entries: Entry[] = []
  private readonly mask: number
  constructor(entries: Iterable<readonly [string, Entry | undefined]>) {
    const list = [...entries]
    let size = 16
    while (size < list.length * 4) size *= 2
    this.mask = size - 1
    this.keys = new Array<string | undefined>(size).fill(undefined)
    this.valueIndex = list.length < 65_535 ? new Uint16Array(size) : new Uint32Array(size)
    const indexOf = new Map<Entry, number>()
    for (const [key, value] of list) {
      let slot = UnitTable.hash(key, 0, key.length) & this.mask
      while (this.keys[slot] !== undefined && this.keys[slot] !== key) slot = (slot + 1) & this.mask
      this.keys[slot] = key
      if (value === undefined) this.valueIndex[slot] = 0
      else {
        let index = indexOf.get(value)
        if (index === undefined) indexOf.set(value, (index = this.entries.push(value) - 1))
        this.valueIndex[slot] = index + 1
      }
    }
  }
  static hash(src: string, from: number, len: number): number {
    let h = len
    for (let k = from; k < from + len; k++) h = Math.imul(h ^ src.charCodeAt(k), 0x01000193)
    return (h ^ (h >>> 15)) >>> 0
  }
  /** The slot of the key equal to `src[from, from + len)`, or -1. */
  find(src: string, from: number, len: number): number {
    let slot = UnitTable.hash(src, from, len) & this.mask
    for (;;) {
      const key = this.keys[slot]
      if (key === undefined) return -1
      if (key.length === len) {
        let k = 0
        while (k < len && key.charCodeAt(k) === src.charCodeAt(from + k)) k++
        if (k === len) return slot
      }
      slot = (slot + 1) & this.mask
    }
  }
  key(slot: number): string {
    return this.keys[slot]!
  }
  value(slot: number): Entry | undefined {
    const index = this.valueIndex[slot]!
    return index === 0 ? undefined : this.entries[index - 1]
  }
  /** The value of the key equal to `src[from, from + len)` (`Map#get` on the sliced range). */
  get(src: string, from = 0, len = src.length - from): Entry | undefined {
    const slot = this.find(src, from, len)
    return slot < 0 ? undefined : this.value(slot)
  }
}
/** The exact words and the first words of phrases (those with no exact entry map to `undefined`). */
let knownTable!: UnitTable
/** The stems. */
let stemTable!: UnitTable
/** The typoglycemia keys ({@link typoKey}). */
let typoTable!: UnitTable
/** Every word of the phrases (a token that is none cannot continue one). */
let phraseWords!: UnitTable

/** Trie of the CJK lexicon entries (by UTF-16 unit), for longest-match segmentation without slicing. */
interface CjkNode {
  next: Map<number, CjkNode> | undefined
  entry?: Entry
  /** The entry's text. */
  word?: string
}
let cjkTrie!: CjkNode

let tablesBuilt = false

/** Builds the lexicon tables above from `LEXICON`, once (on the first `tokenize`). */
function buildTables(): void {
  if (tablesBuilt) return
  // Set first (a re-entrant call sees the tables as in progress), cleared again when the build throws: one failed
  // first scan (a stack overflow, out of memory) must not leave half-built tables for every later scan.
  tablesBuilt = true
  try {
    buildTablesOnce()
  } catch (error) {
    tablesBuilt = false
    throw error
  }
}

function buildTablesOnce(): void {
  const { exact, stems, phrases, cjk, typo } = lexiconMaps()
  for (const key of cjk.keys()) maxCjk = Math.max(maxCjk, key.length)
  stemLengthList = [...new Set([...stems.keys()].map((k) => k.length))].sort((a, b) => a - b)

  stemFirstUnits = new Set([...stems.keys()].map((k) => k.charCodeAt(0)))
  const asciiStems = [...stems.keys()].filter((k) => /^[a-z]+$/.test(k))
  asciiStemLengths = [...new Set(asciiStems.map((k) => k.length))].sort((a, b) => a - b)
  // The look-ups the pre-checks below allowed, and no others: with every a–z stem four units or longer, a word whose
  // first four units start an a–z stem; otherwise one whose first unit starts any stem, each at every length of
  // `asciiStemLengths` up to its own. A look-up finds a stem only when the stem starts with the word's prefix.
  const fromFour = asciiStemLengths.every((length) => length >= 4)
  asciiStemPrefixLength = fromFour ? 4 : (asciiStemLengths[0] ?? 4)
  const prefixLength = asciiStemPrefixLength
  const isAscii = (k: string) => {
    for (let c = 0; c < prefixLength; c++) if (!(k.charCodeAt(c) < 128)) return false
    return true
  }
  asciiStemPrefixes = new Map()
  if (fromFour) for (const k of asciiStems) asciiStemPrefixes.set(asciiPrefix(k, 0, prefixLength), [])
  const asciiLengths = new Set(asciiStemLengths)
  for (const k of stems.keys()) {
    if (!asciiLengths.has(k.length) || !isAscii(k)) continue
    const key = asciiPrefix(k, 0, prefixLength)
    let lengths = asciiStemPrefixes.get(key)
    if (lengths === undefined) {
      if (fromFour) continue
      asciiStemPrefixes.set(key, (lengths = []))
    }
    if (!lengths.includes(k.length)) lengths.push(k.length)
  }
  for (const lengths of asciiStemPrefixes.values()) lengths.sort((a, b) => a - b)
  typoEnds = bitset(128 * 128 * 32)
  for (const key of typo.keys())
    if (key.length < 32) setBit(typoEnds, typoEndIndex(key.charCodeAt(0), key.charCodeAt(key.length - 1), key.length))
  typoSignatureBits = bitset((1 << 20) + 1)
  for (const key of typo.keys()) setBit(typoSignatureBits, typoSignature(key))

  /** First words of lexicon phrases. */
  const phraseStarts = new Set([...phrases.keys()].map((k) => k.split(' ')[0]!))
  phraseTrie = { next: new Map() }
  for (const [key, entry] of phrases) {
    let node = phraseTrie
    for (const word of key.split(' ')) node = addPhraseChild(node, word)
    node.entry = entry
  }
  knownShape = bitset(128 * 128 * 32)
  for (const key of [...exact.keys(), ...phraseStarts]) {
    const shape = shapeOf(key.charCodeAt(0), key.length > 1 ? key.charCodeAt(1) : 0, key.length)
    if (shape >= 0) setBit(knownShape, shape)
  }
  knownTable = new UnitTable([...[...phraseStarts].map((k) => [k, undefined] as const), ...exact])
  stemTable = new UnitTable(stems)
  typoTable = new UnitTable(typo)
  phraseWords = new UnitTable(
    [...new Set([...phrases.keys()].flatMap((k) => k.split(' ')))].map((k) => [k, undefined] as const),
  )

  cjkTrie = { next: undefined }
  for (const [key, entry] of cjk) {
    let node = cjkTrie
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(k)
      let child = node.next?.get(c)
      if (!child) (node.next ??= new Map()).set(c, (child = { next: undefined }))
      node = child
    }
    node.entry = entry
    node.word = key
  }
}

/**
 * The concepts of a filler token of a CJK run (characters between lexicon
 * entries): none. Lexicon words, stems and phrases with CJK characters are
 * all in the CJK trie, so the other look-ups cannot match such a token.
 */
const NO_CONCEPTS: Entry = new Uint32Array(CONCEPT_WORDS)
/** Filler strings by their two units, shared between tokens. */
const fillers = new Map<number, string>()

function filler(text: string, from: number, to: number): string {
  if (to - from !== 2) return text.slice(from, to)
  const key = text.charCodeAt(from) * 65536 + text.charCodeAt(from + 1)
  let word = fillers.get(key)
  if (word === undefined) {
    word = text.slice(from, to)
    if (fillers.size < 100_000) fillers.set(key, word)
  }
  return word
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' }
/** Leetspeak digits decoded (`1gn0r3` → `ignore`); other digits stay. */
function leet(word: string): string {
  let out = ''
  for (let k = 0; k < word.length; k++) {
    const ch = word[k]!
    out += LEET[ch] ?? ch
  }
  return out
}
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu
const LETTER = /\p{L}/u
const NUMBER_ONLY = /^\p{N}+$/u

/**
 * Raw tokens as parallel arrays (no object per token; the CJK entries only
 * once a token has one). A token's text is the source's units
 * [start, end) unless {@link texts} holds another one (a joined or
 * apostrophe-normalised word, a shared CJK string): no string per plain token.
 */
class RawTokens {
  /** @param capacity - expected number of tokens (the arrays grow past it) */
  constructor(capacity = 1024) {
    this.start = new Int32Array(capacity)
    this.end = new Int32Array(capacity)
    this.kinds = new Uint8Array(capacity)
  }
  start: Int32Array
  end: Int32Array
  /** Texts that differ from (or are shared instead of) the source slice; kept packed (undefined up to the last one). */
  texts: (string | undefined)[] | undefined
  entries: (Entry | undefined)[] | undefined
  /** Character classes of the plain ASCII words ({@link PLAIN} set), 0 for others. */
  kinds: Uint8Array
  length = 0
  push(start: number, end: number, text: string | undefined, entry: Entry | undefined, kind = 0): void {
    work.tokens++
    const i = this.length++
    if (i === this.start.length) {
      const grownStart = new Int32Array(i * 2)
      grownStart.set(this.start)
      this.start = grownStart
      const grownEnd = new Int32Array(i * 2)
      grownEnd.set(this.end)
      this.end = grownEnd
      const grownKinds = new Uint8Array(i * 2)
      grownKinds.set(this.kinds)
      this.kinds = grownKinds
    }
    this.start[i] = start
    this.end[i] = end
    this.kinds[i] = kind
    if (text !== undefined) {
      const texts = (this.texts ??= [])
      while (texts.length < i) texts.push(undefined)
      texts[i] = text
    }
    if (entry !== undefined) {
      this.entries ??= []
      this.entries[i] = entry
    }
  }
  entry(i: number): Entry | undefined {
    return this.entries?.[i]
  }
  /** The text given to token `i`, if any (otherwise the source's units [start, end)). */
  given(i: number): string | undefined {
    return this.texts?.[i]
  }
  /** The text of token `i` in `source`. */
  textOf(source: string, i: number): string {
    return this.texts?.[i] ?? source.slice(this.start[i], this.end[i])
  }
}

function segmentCjk(text: string, start: number, end: number, out: RawTokens): void {
  let i = start
  let fillerStart = -1
  // Characters between entries become tokens of two code points (a surrogate pair is one code point).
  const flush = (to: number) => {
    for (let f = fillerStart; f >= 0 && f < to;) {
      let e = f
      for (let k = 0; k < 2 && e < to; k++) e += codePointWidth(text, e)
      out.push(f, e, filler(text, f, e), NO_CONCEPTS)
      f = e
    }
    fillerStart = -1
  }
  while (i < end) {
    // Longest lexicon entry starting at i (the trie walk stops at the first unit no entry continues with).
    let matched = 0
    let best: CjkNode | undefined
    let node: CjkNode | undefined = cjkTrie
    for (let j = i; j < end && j - i < maxCjk; j++) {
      work.cjkSteps++
      node = node.next?.get(text.charCodeAt(j))
      if (!node) break
      if (node.entry) {
        matched = j - i + 1
        best = node
      }
    }
    if (best) {
      flush(i)
      out.push(i, i + matched, best.word!, best.entry)
      i += matched
    } else {
      if (fillerStart < 0) fillerStart = i
      i += codePointWidth(text, i)
    }
  }
  flush(end)
}

/** UTF-16 units of the code point at `i` (2 for a surrogate pair). */
function codePointWidth(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c < 0xd800 || c > 0xdbff || i + 1 >= text.length) return 1
  const d = text.charCodeAt(i + 1)
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1
}

/** ASCII classes for the word scanner: 1 letter or digit, 2 apostrophe, 0 anything else. */
const ASCII_CLASS = new Uint8Array(128)
for (let c = 0x30; c <= 0x39; c++) ASCII_CLASS[c] = 1
for (let c = 0x41; c <= 0x5a; c++) ASCII_CLASS[c] = 1
for (let c = 0x61; c <= 0x7a; c++) ASCII_CLASS[c] = 1
ASCII_CLASS[0x27] = 2

/** Kind bits of a plain ASCII word (letters and digits only, text = source units): any digit, any a–z, any non-digit; {@link PLAIN} marks the kind as set. */
const DIGIT = 1
const LOWER = 2
const NON_DIGIT = 4
const PLAIN = 8
const ASCII_KIND = new Uint8Array(128)
for (let c = 0x30; c <= 0x39; c++) ASCII_KIND[c] = DIGIT
for (let c = 0x41; c <= 0x5a; c++) ASCII_KIND[c] = NON_DIGIT
for (let c = 0x61; c <= 0x7a; c++) ASCII_KIND[c] = LOWER | NON_DIGIT

const HANGUL = /\p{Script=Hangul}/u
const LATIN_LETTER = /[a-z]/i
/** Runs of Hangul and runs of anything else (apostrophes and marks stay with their run). */
const HANGUL_OR_NOT = /\p{Script=Hangul}+|[^\p{Script=Hangul}]+/gu

/** Add a word (or part of one) without CJK: its text with `’` read as `'`. */
function addPlain(word: string, start: number, out: RawTokens): void {
  // lang: a Korean particle on a Latin word (`instructions를`, `API를`) is a word of its own.
  if (HANGUL.test(word) && LATIN_LETTER.test(word)) {
    for (const m of word.matchAll(HANGUL_OR_NOT)) addPlain(m[0], start + m.index, out)
    return
  }
  // harm8: an elided article or pronoun ("l'instruction", "dell'istruzione") is a token of its own, then the word.
  const elided = word.includes("'") || word.includes('’') ? ELISION.exec(word) : null
  if (elided) {
    const cut = elided[0].length
    out.push(start, start + cut, elided[0].includes('’') ? elided[0].replace('’', "'") : undefined, undefined)
    addPlain(word.slice(cut), start + cut, out)
    return
  }
  out.push(start, start + word.length, word.includes('’') ? word.replace(/’/g, "'") : undefined, undefined)
}

/** Add the tokens of one {@link WORD} match. */
function addWord(text: string, word: string, start: number, out: RawTokens): void {
  let hasCjk = false
  for (let k = 0; k < word.length && !hasCjk; k++)
    if (word.charCodeAt(k) >= 0xe00 && isCjk(word.codePointAt(k)!)) hasCjk = true
  if (!hasCjk) {
    addPlain(word, start, out)
    return
  }
  // Split into CJK and non-CJK sub-runs (by code point).
  let k = 0
  while (k < word.length) {
    const inCjk = isCjk(word.codePointAt(k)!)
    let j = k
    while (j < word.length && isCjk(word.codePointAt(j)!) === inCjk) j += codePointWidth(word, j)
    if (inCjk) segmentCjk(text, start + k, start + j, out)
    else addPlain(word.slice(k, j), start + k, out)
    k = j
  }
}

/**
 * The {@link WORD} matches of `text`, in order. ASCII words are scanned by
 * hand; the regex runs only from a word or gap that involves a non-ASCII
 * character or an apostrophe, so the result is the regex's own.
 */
function rawTokens(text: string): RawTokens {
  // About one word per six characters in prose; the arrays grow if there are more.
  const out = new RawTokens(Math.max(16, text.length >> 2))
  const n = text.length
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c < 0x80 && ASCII_CLASS[c] !== 1) {
      i++
      continue
    }
    if (c < 0x80) {
      // An ASCII letter or digit starts a word here (the previous word ended before a separator).
      let j = i + 1
      let kind = PLAIN | ASCII_KIND[c]!
      while (j < n) {
        const d = text.charCodeAt(j)
        if (d >= 0x80 || ASCII_CLASS[d] !== 1) break
        kind |= ASCII_KIND[d]!
        j++
      }
      const after = j < n ? text.charCodeAt(j) : 0
      if (after < 0x80 && after !== 0x27) {
        // Plain ASCII word: no CJK to split, no right single quotation mark to replace.
        out.push(i, j, undefined, undefined, kind)
        i = j
        continue
      }
    }
    // Non-ASCII character, or a word continued by one or by an apostrophe: the regex decides.
    WORD.lastIndex = i
    const m = WORD.exec(text)
    if (!m) break
    addWord(text, m[0], m.index, out)
    i = m.index + m[0].length
  }
  return out
}

/** `true` when raw token `i` (before joining: its text is its source units) is a single letter. */
const isSingleLetter = (text: string, raw: RawTokens, i: number) => {
  const start = raw.start[i]!
  const length = raw.end[i]! - start
  const c = text.charCodeAt(start)
  if (length === 1) return isAsciiLetterUnit(c) || (c >= 0x80 && LETTER.test(text[start]!))
  // One astral code point (a surrogate pair).
  return length === 2 && codePointWidth(text, start) === 2 && LETTER.test(text.slice(start, start + 2))
}
const isAsciiLetterUnit = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)

/** Join runs of three or more single-letter tokens separated by one repeated short separator. */
function joinSpacedLetters(text: string, raw: RawTokens): RawTokens {
  const n = raw.length
  let any = false
  const { start, end } = raw
  // Pre-check: three tokens in a row of one code point.
  const onePoint = (k: number) => {
    const length = end[k]! - start[k]!
    return length === 1 || (length === 2 && codePointWidth(text, start[k]!) === 2)
  }
  for (let i = 0; i + 2 < n && !any; i++) if (onePoint(i) && onePoint(i + 1) && onePoint(i + 2)) any = true
  if (!any) return raw
  const out = new RawTokens(raw.length)
  const pass = (k: number) => out.push(raw.start[k]!, raw.end[k]!, raw.given(k), raw.entry(k), raw.kinds[k])
  let i = 0
  while (i < n) {
    if (!isSingleLetter(text, raw, i)) {
      pass(i)
      i++
      continue
    }
    let j = i + 1
    const gaps: string[] = []
    while (j < n && isSingleLetter(text, raw, j)) {
      const gapStart = raw.end[j - 1]!
      const gapEnd = raw.start[j]!
      if (gapEnd - gapStart === 0 || gapEnd - gapStart > 3) break
      const gap = text.slice(gapStart, gapEnd)
      if (gap.includes('\n')) break
      gaps.push(gap)
      j++
    }
    if (j - i < 3) {
      pass(i)
      i++
      continue
    }
    // The most frequent separator (the first one seen among equals); usually all are the same.
    let inner = gaps[0]!
    if (gaps.some((gap) => gap !== inner)) {
      const counts = new Map<string, number>()
      for (const gap of gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1)
      let best = -1
      for (const [gap, count] of counts)
        if (count > best) {
          best = count
          inner = gap
        }
    }
    let wordStart = i
    for (let k = i + 1; k <= j; k++) {
      if (k === j || gaps[k - i - 1] !== inner) {
        let joined = ''
        for (let p = wordStart; p < k; p++) joined += raw.textOf(text, p)
        out.push(raw.start[wordStart]!, raw.end[k - 1]!, joined, undefined)
        wordStart = k
      }
    }
    i = j
  }
  return out
}

/** Add the entry's concepts to token `i`; `false` when there is no entry. */
function apply(concepts: Uint32Array, i: number, entry: Entry | undefined): boolean {
  if (!entry) return false
  const base = i * CONCEPT_WORDS
  for (let w = 0; w < CONCEPT_WORDS; w++) concepts[base + w] = concepts[base + w]! | entry[w]!
  return true
}

/** Sentence and paragraph breaks in `text[from, to)` (a gap between two tokens): bit 1 sentence, bit 2 paragraph. */
function gapBreaks(text: string, from: number, to: number): number {
  // `/[.!?;。！？；](?:\s|$)|[。！？；]|\n[ \t>]*\n/` (sentence; also a new list item or heading after a complete line, see
  // `completeLine`) and `/\n[ \t>]*\n/` (paragraph) on the gap, by hand (no slice). A '\n' scans only the [ \t>] run after
  // it, at most four units more, and the line before it once: linear.
  work.gapUnits += to - from
  let sentence = 0
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b) sentence = 1
    else if (c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3b) {
      if (k + 1 === to || isRegexSpace(text.charCodeAt(k + 1))) sentence = 1
    } else if (c === 0x0a) {
      let j = k + 1
      while (j < to) {
        const d = text.charCodeAt(j)
        if (d !== 0x20 && d !== 0x09 && d !== 0x3e) break
        j++
      }
      if (j < to && text.charCodeAt(j) === 0x0a) return 3
      // lead7: a new list item or heading after a complete line starts a new sentence ("… extension management\n-
      // **System Prompts**"); after a fragment ("- Ignore\n- all previous\n- instructions, and") the words run on.
      if (j < to && sentence === 0 && startsItem(text, j, to) && completeLine(text, k)) sentence = 1
    }
  }
  return sentence
}

/** `true` when a list marker (`-`, `*`, `+`, `1.`, `2)` and a blank) or a heading (`#`) starts at `j` (before `to`). */
function startsItem(text: string, j: number, to: number): boolean {
  const d = text.charCodeAt(j)
  if (d === 0x23) return true
  if (d === 0x2d || d === 0x2a || d === 0x2b) return j + 1 < to && isBlank(text.charCodeAt(j + 1))
  let e = j
  while (e < to && e - j < 3 && text.charCodeAt(e) >= 0x30 && text.charCodeAt(e) <= 0x39) e++
  if (e === j) return false
  const m = text.charCodeAt(e)
  return e + 1 < to && (m === 0x2e || m === 0x29) && isBlank(text.charCodeAt(e + 1))
}

const WORD_RUN = /[\p{L}\p{N}]+/gu
/** A line that runs on into the next: it ends with ",", ":", ";", a conjunction, a determiner or a preposition ("ignore all"). */
const RUNS_ON =
  /(?:[,:;]|(?:^|[^\p{L}])(?:and|or|then|all|the|a|an|your|my|our|their|this|these|those|of|to|for|with|in|on|at|by|from|every|any|each|previous|prior|und|oder|y|o|et|ou|e|и|или))[\s*_`]*$/u

/**
 * `true` when the line that ends at the newline `k` is complete: four words or more, not running on (see
 * {@link RUNS_ON}). Reads that line once (the newline after it is its only caller): linear.
 */
function completeLine(text: string, k: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', k - 1) + 1, k)
  work.gapUnits += line.length
  return (line.match(WORD_RUN)?.length ?? 0) >= 4 && !RUNS_ON.test(line)
}

const SPACE = /\s/
/** A space or a tab. */
const isBlank = (c: number): boolean => c === 0x20 || c === 0x09
/** `true` when `\s` matches unit `c`. */
const isRegexSpace = (c: number): boolean =>
  c < 0x80 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) : SPACE.test(String.fromCharCode(c))

/**
 * Tokenise a folded text (see {@link TokenStream}). Linear: one regex pass,
 * then constant work per token (a bounded number of map look-ups; CJK runs
 * are segmented with a trie walk of at most the longest entry's length).
 */
export function tokenize(text: string): TokenStream {
  buildTables()
  const raw = joinSpacedLetters(text, rawTokens(text))
  const total = raw.length
  let start = new Int32Array(total)
  let end = new Int32Array(total)
  // A token's string only when it was given or decoded; a lexicon key by its table slot (`refs`: slot + 1 of
  // `knownTable`, -(slot + 1) of `phraseWords`); otherwise sliced on first use (memory, issue 11).
  const words = new SparseWords(total)
  const refs = new Int32Array(total)
  let brk = new Uint8Array(total)
  let para = new Uint8Array(total)
  let concepts = new Uint32Array(total * CONCEPT_WORDS)
  let skip = new Uint8Array(total)
  let span = new Uint8Array(total)
  const known = new Uint8Array(total)
  let i = -1
  for (let r = 0; r < total; r++) {
    const tokenStart = raw.start[r]!
    const tokenEnd = raw.end[r]!
    let word = raw.given(r)
    // The token's units are src[from, from + len).
    let src = word ?? text
    let from = word === undefined ? tokenStart : 0
    let len = word === undefined ? tokenEnd - tokenStart : word.length
    const kind = raw.kinds[r]!
    let ascii = true
    let digit = (kind & DIGIT) !== 0
    let letter = (kind & LOWER) !== 0
    let otherAscii = (kind & NON_DIGIT) !== 0
    // Plain ASCII words were classified while scanning; others are classified here.
    if (kind === 0)
      for (let k = from; k < from + len; k++) {
        const c = src.charCodeAt(k)
        if (c >= 0x30 && c <= 0x39) digit = true
        else {
          if (c >= 0x61 && c <= 0x7a) letter = true
          else if (c >= 0x80) {
            ascii = false
            letter = true
          }
          if (c < 0x80) otherAscii = true
        }
      }
    // Number-only tokens (`\p{N}+`) are dropped.
    if (!otherAscii && (ascii || NUMBER_ONLY.test((word ??= src.slice(from, from + len))))) continue
    i++
    start[i] = tokenStart
    end[i] = tokenEnd
    if (digit && letter) {
      word = leet(word ?? src.slice(from, from + len))
      src = word
      from = 0
      len = word.length
    }
    if (i > 0) {
      const previousEnd = end[i - 1]!
      if (tokenStart - previousEnd !== 1 || text.charCodeAt(previousEnd) !== 0x20) {
        const breaks = gapBreaks(text, previousEnd, tokenStart)
        if (breaks & 1) brk[i] = 1
        if (breaks & 2) para[i] = 1
      }
    }
    const cjkEntry = raw.entry(r)
    if (cjkEntry) {
      if (word !== undefined) words.set(i, word)
      apply(concepts, i, cjkEntry)
      continue
    }
    const c0 = src.charCodeAt(from)
    const c1 = len > 1 ? src.charCodeAt(from + 1) : 0
    const shape = shapeOf(c0, c1, len)
    // `false` when the word is certainly neither an exact entry nor the first word of a phrase.
    // Exact entry, or first word of a phrase (the shape table first rules most words out).
    let exactEntry: Entry | undefined
    if (shape < 0 || hasBit(knownShape, shape)) {
      const slot = knownTable.find(src, from, len)
      if (slot >= 0) {
        known[i] = 1
        if (word === undefined) refs[i] = slot + 1
        exactEntry = knownTable.value(slot)
      }
    }
    if (
      !apply(concepts, i, exactEntry) &&
      ascii &&
      len >= 4 &&
      (len >= 32 || hasBit(typoEnds, typoEndIndex(c0, src.charCodeAt(from + len - 1), len))) &&
      hasBit(typoSignatureBits, typoSignature(src, from, len))
    )
      apply(concepts, i, typoTable.get(typoKey((word ??= src.slice(from, from + len)))))
    const stemLengths = ascii
      ? len >= asciiStemPrefixLength
        ? asciiStemPrefixes.get(asciiPrefix(src, from, asciiStemPrefixLength))
        : undefined
      : stemFirstUnits.has(c0)
        ? stemLengthList
        : undefined
    if (stemLengths !== undefined)
      for (const length of stemLengths) {
        if (length > len) break
        work.stemLookups++
        const slot = stemTable.find(src, from, length)
        if (slot >= 0) apply(concepts, i, stemTable.value(slot))
      }
    if (!ascii && len > 3 && (c0 === 0x648 || c0 === 0x641)) apply(concepts, i, knownTable.get(src, from + 1, len - 1))
    if (word !== undefined && refs[i] === 0) words.set(i, word)
  }
  const n = i + 1
  if (n < total) {
    start = start.subarray(0, n)
    end = end.subarray(0, n)
    brk = brk.subarray(0, n)
    para = para.subarray(0, n)
    concepts = concepts.subarray(0, n * CONCEPT_WORDS)
    skip = skip.subarray(0, n)
    span = span.subarray(0, n)
  }
  /** The word of token `k` when it was given or is a lexicon key. */
  const knownWordAt = (k: number): string | undefined => {
    const ref = refs[k]!
    return ref > 0 ? knownTable.key(ref - 1) : ref < 0 ? phraseWords.key(-ref - 1) : words.get(k)
  }
  const wordAt = (k: number): string => {
    const word = knownWordAt(k)
    if (word !== undefined) return word
    const sliced = text.slice(start[k], end[k])
    words.set(k, sliced)
    return sliced
  }
  /** The word of token `k` when it is a word of some phrase (no string built otherwise). */
  const phraseWordAt = (k: number): string | undefined => {
    const word = knownWordAt(k)
    if (word !== undefined) return word
    const slot = phraseWords.find(text, start[k]!, end[k]! - start[k]!)
    if (slot < 0) return undefined
    refs[k] = -(slot + 1)
    return phraseWords.key(slot)
  }
  // Lexicon phrases (no sentence break inside), as long as the lexicon's longest: the trie walk ends where no phrase continues.
  for (let i = 0; i < n; i++) {
    if (!known[i]) continue
    let node = phraseChild(phraseTrie, wordAt(i))
    if (!node) continue
    for (let k = 1; i + k < n && !brk[i + k]; k++) {
      const word = phraseWordAt(i + k)
      node = word === undefined ? undefined : phraseChild(node, word)
      if (!node) break
      const entry = node.entry
      if (entry) {
        apply(concepts, i, entry)
        for (let c = 1; c <= k; c++) skip[i + c] = 1
        span[i] = Math.max(span[i]!, k)
      }
    }
  }
  for (let i = 0; i < n; i++)
    for (let w = 0; w < CONCEPT_WORDS; w++)
      if ((concepts[i * CONCEPT_WORDS + w]! & SKIP_MASK[w]!) !== 0) {
        skip[i] = 1
        break
      }
  const stream = { length: n, start, end, word: wordAt, brk, para, concepts, skip, span, [MATCH_INDEX]: undefined }
  return stream as TokenStream
}

/** Concept bits of determiners, `all` and `your`: such tokens do not count towards gaps. */
const SKIP_MASK = new Uint32Array(CONCEPT_WORDS)
for (const c of [C.DET, C.ALL, C.YOUR]) SKIP_MASK[c >> 5] = SKIP_MASK[c >> 5]! | (1 << (c & 31))

/**
 * Strings by token index, few or many: a map while at most about one token in
 * eight has one (most texts: decoded and looked-up words), an array past that
 * (CJK text, where every token has one).
 */
class SparseWords {
  private map: Map<number, string> | undefined
  private array: (string | undefined)[] | undefined
  constructor(private readonly size: number) {}
  get(k: number): string | undefined {
    return this.array ? this.array[k] : this.map?.get(k)
  }
  set(k: number, word: string): void {
    if (this.array) {
      this.array[k] = word
      return
    }
    const map = (this.map ??= new Map())
    map.set(k, word)
    if (map.size > (this.size >> 3) + 64) {
      const array = new Array<string | undefined>(this.size)
      for (const [key, value] of map) array[key] = value
      this.array = array
      this.map = undefined
    }
  }
}

const cache = new WeakMap<FoldedText, TokenStream>()

/** The tokens of a folded text, computed once per folded text (the folded view is shared per scan). */
export function tokensOf(folded: FoldedText): TokenStream {
  let tokens = cache.get(folded)
  if (!tokens) cache.set(folded, (tokens = tokenize(folded.text)))
  return tokens
}
