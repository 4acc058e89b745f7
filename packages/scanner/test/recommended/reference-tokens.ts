/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction */
/**
 * A slow, obviously correct reference of the folding (src/recommended/text/folded.ts),
 * the tokenizer (src/recommended/text/tokens.ts) and the token matcher
 * (src/recommended/text/match.ts), written straight from
 * their documentation: whole strings, regular expressions and plain loops, no
 * tables, tries, pre-checks or posting lists. The property tests compare the
 * tuned code with it on random and adversarial text.
 */
import { C, CONCEPTS, LEXICON } from '../../src/recommended/text/lexicon.js'
import {
  isAsciiLetter,
  isBidiControl,
  isBidiMark,
  isBlankLetter,
  isCjk,
  isCompatLookalike,
  isInvisibleFormat,
  isLetterOrMark,
  isTag,
  isVariationSelector,
  latinSkeleton,
  mayFoldNfkc,
} from '../../src/recommended/text/unicode.js'

/** One token of the reference. */
export interface RefToken {
  start: number
  end: number
  word: string
  brk: boolean
  para: boolean
  /** Concept indices, ascending. */
  concepts: number[]
  skip: boolean
  span: number
}

type Lexicon = {
  exact: Map<string, Set<number>>
  stems: Map<string, Set<number>>
  phrases: Map<string, Set<number>>
  cjk: Map<string, Set<number>>
  typo: Map<string, Set<number>>
}

const typoKey = (word: string) => word[0]! + [...word.slice(1, -1)].sort().join('') + word.at(-1)!

let lexicon: Lexicon | undefined
function lexiconOf(): Lexicon {
  if (lexicon) return lexicon
  const lex: Lexicon = { exact: new Map(), stems: new Map(), phrases: new Map(), cjk: new Map(), typo: new Map() }
  const add = (map: Map<string, Set<number>>, key: string, c: number) => {
    if (!map.has(key)) map.set(key, new Set())
    map.get(key)!.add(c)
  }
  for (const name of CONCEPTS)
    for (const raw of LEXICON[name]) {
      const entry = splitElidedEntry(raw.toLowerCase())
      const c = C[name]
      if ([...entry].some((ch) => isCjk(ch.codePointAt(0)!))) add(lex.cjk, entry, c)
      else if (entry.endsWith('*')) add(lex.stems, entry.slice(0, -1), c)
      else if (/[\s-]/.test(entry)) add(lex.phrases, entry.split(/[\s-]+/).join(' '), c)
      else {
        add(lex.exact, entry, c)
        if (/^[a-z]{5,}$/.test(entry)) add(lex.typo, typoKey(entry), c)
      }
    }
  return (lexicon = lex)
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g' }

interface Raw {
  start: number
  end: number
  text: string
  /** Concepts of a CJK segment (undefined for other tokens). */
  cjk?: Set<number>
}

/** Code points of `s` with their UTF-16 offsets (relative to `base`). */
function codePoints(s: string, base: number): { ch: string; at: number }[] {
  const out: { ch: string; at: number }[] = []
  let at = base
  for (const ch of s) {
    out.push({ ch, at })
    at += ch.length
  }
  return out
}

/** Longest-match dictionary segmentation of a CJK run; characters between entries become tokens of two code points. */
function segment(run: string, base: number, out: Raw[]): void {
  const { cjk } = lexiconOf()
  let i = 0
  let filler: { ch: string; at: number }[] = []
  const flush = () => {
    for (let k = 0; k < filler.length; k += 2) {
      const pair = filler.slice(k, k + 2)
      const text = pair.map((p) => p.ch).join('')
      out.push({ start: pair[0]!.at, end: pair[0]!.at + text.length, text, cjk: new Set() })
    }
    filler = []
  }
  while (i < run.length) {
    let best = ''
    for (const entry of cjk.keys()) if (run.startsWith(entry, i) && entry.length > best.length) best = entry
    if (best) {
      flush()
      out.push({ start: base + i, end: base + i + best.length, text: best, cjk: cjk.get(best)! })
      i += best.length
    } else {
      const ch = String.fromCodePoint(run.codePointAt(i)!)
      filler.push({ ch, at: base + i })
      i += ch.length
    }
  }
  flush()
}

/** Word matches split into CJK and other runs (by code point). */
function rawTokens(text: string): Raw[] {
  const out: Raw[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu)) {
    const points = codePoints(m[0], m.index)
    let k = 0
    while (k < points.length) {
      const cjkRun = isCjk(points[k]!.ch.codePointAt(0)!)
      let j = k
      while (j < points.length && isCjk(points[j]!.ch.codePointAt(0)!) === cjkRun) j++
      const run = points
        .slice(k, j)
        .map((p) => p.ch)
        .join('')
      const start = points[k]!.at
      if (cjkRun) segment(run, start, out)
      // A Korean particle on a Latin word (`instructions를`) is a word of its own: Hangul and other runs split.
      else if (/\p{Script=Hangul}/u.test(run) && /[a-z]/i.test(run))
        for (const m of run.matchAll(/\p{Script=Hangul}+|[^\p{Script=Hangul}]+/gu))
          plainWord(m[0], start + m.index, out)
      else plainWord(run, start, out)
      k = j
    }
  }
  return out
}

/** French and Italian elided words (`l'`, `qu'`, `dell'` …) before a letter: a token of their own, then the rest. */
const ELIDED = new Set(
  'l d j m t s n c qu jusqu lorsqu puisqu quoiqu presqu dell dall nell sull all coll un quest quell anch nessun tutt'.split(
    ' ',
  ),
)

/**
 * A lexicon entry with each word's leading elided word split off as the text is ("n'étaient qu'un test" → "n'
 * étaient qu' un test"), `’` read as `'`: such an entry is a phrase of the split words.
 */
function splitElidedEntry(entry: string): string {
  if (!/['’]/.test(entry)) return entry
  return entry
    .split(' ')
    .map((word) => {
      const m = /^(\p{L}+)['’](?=\p{L})/u.exec(word)
      return m && ELIDED.has(m[1]!) ? `${m[1]}' ${word.slice(m[0].length)}` : word
    })
    .join(' ')
}

/** Push `word` (no CJK) at `start`, splitting off leading elided words; `’` is read as `'`. */
function plainWord(word: string, start: number, out: Raw[]): void {
  let rest = word
  let at = start
  for (;;) {
    const apostrophe = rest.search(/['’]/)
    if (
      apostrophe <= 0 ||
      !ELIDED.has(rest.slice(0, apostrophe).toLowerCase()) ||
      !/\p{L}/u.test(rest[apostrophe + 1] ?? '')
    )
      break
    out.push({ start: at, end: at + apostrophe + 1, text: rest.slice(0, apostrophe + 1).replace(/’/g, "'") })
    at += apostrophe + 1
    rest = rest.slice(apostrophe + 1)
  }
  out.push({ start: at, end: at + rest.length, text: rest.replace(/’/g, "'") })
}

const isSingleLetter = (t: Raw) => [...t.text].length === 1 && /^\p{L}$/u.test(t.text)

/** Runs of three or more single letters, separated by 1–3 characters without a newline, become words. */
function joinSpacedLetters(text: string, raw: Raw[]): Raw[] {
  const out: Raw[] = []
  let i = 0
  while (i < raw.length) {
    let j = i + 1
    const gaps: string[] = []
    if (isSingleLetter(raw[i]!))
      while (j < raw.length && isSingleLetter(raw[j]!)) {
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
    // The most frequent separator, the first seen among equally frequent ones.
    const counts = new Map<string, number>()
    for (const gap of gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1)
    const inner = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]
    let from = i
    for (let k = i + 1; k <= j; k++)
      if (k === j || gaps[k - i - 1] !== inner) {
        const letters = raw.slice(from, k)
        out.push({ start: letters[0]!.start, end: letters.at(-1)!.end, text: letters.map((t) => t.text).join('') })
        from = k
      }
    i = j
  }
  return out
}

function conceptsOf(word: string): Set<number> {
  const { exact, stems, typo } = lexiconOf()
  const found = new Set<number>(exact.get(word) ?? [])
  const ascii = ![...word].some((ch) => ch.charCodeAt(0) >= 0x80)
  if (!exact.has(word) && ascii && word.length >= 4) for (const c of typo.get(typoKey(word)) ?? []) found.add(c)
  for (const [stem, cs] of stems) if (word.startsWith(stem)) for (const c of cs) found.add(c)
  // Arabic conjunction prefixes و / ف on an exact word.
  if (!ascii && word.length > 3 && /^[وف]/.test(word)) for (const c of exact.get(word.slice(1)) ?? []) found.add(c)
  return found
}

/**
 * A list item or heading that starts after a complete line (four words or more, not ending in ",", ":", ";" or a
 * conjunction) in the gap starting at `from`: any newline of the gap followed by a marker.
 */
function itemAfterCompleteLine(text: string, from: number, gap: string): boolean {
  for (const m of gap.matchAll(/\n(?=[ \t>]*(?:[-*+][ \t]|\d{1,3}[.)][ \t]|#))/g)) {
    const k = from + m.index
    const line = text.slice(text.lastIndexOf('\n', k - 1) + 1, k)
    const words = line.match(/[\p{L}\p{N}]+/gu)?.length ?? 0
    if (
      words >= 4 &&
      !/(?:[,:;]|(?:^|[^\p{L}])(?:and|or|then|all|the|a|an|your|my|our|their|this|these|those|of|to|for|with|in|on|at|by|from|every|any|each|previous|prior|und|oder|y|o|et|ou|e|и|или))[\s*_`]*$/u.test(
        line,
      )
    )
      return true
  }
  return false
}

/** The reference tokens of `text` (see `TokenStream`). */
export function referenceTokens(text: string): RefToken[] {
  const { phrases } = lexiconOf()
  const kept = joinSpacedLetters(text, rawTokens(text)).filter((t) => !/^\p{N}+$/u.test(t.text))
  const tokens: RefToken[] = kept.map((t, i) => {
    let word = t.text
    // Leetspeak: an ASCII digit together with a letter (any non-ASCII character counts as one).
    if (/[0-9]/.test(word) && [...word].some((ch) => (ch >= 'a' && ch <= 'z') || ch.charCodeAt(0) >= 0x80))
      word = [...word].map((ch) => LEET[ch] ?? ch).join('')
    const gap = i === 0 ? '' : text.slice(kept[i - 1]!.end, t.start)
    const para = /\n[ \t>]*\n/.test(gap)
    const brk =
      para ||
      /[.!?;。！？；](?:\s|$)|[。！？；]/.test(gap) ||
      itemAfterCompleteLine(text, i === 0 ? 0 : kept[i - 1]!.end, gap)
    const concepts = t.cjk ?? conceptsOf(word)
    return {
      start: t.start,
      end: t.end,
      word,
      brk: i > 0 && brk,
      para: i > 0 && para,
      concepts: [...concepts],
      skip: false,
      span: 0,
    }
  })
  // Phrases: consecutive words of one sentence, any length.
  const { exact } = lexiconOf()
  const starts = new Set([...phrases.keys()].map((k) => k.split(' ')[0]!))
  for (let i = 0; i < tokens.length; i++) {
    if (kept[i]!.cjk || !(exact.has(tokens[i]!.word) || starts.has(tokens[i]!.word))) continue
    let key = tokens[i]!.word
    for (let k = 1; i + k < tokens.length && !tokens[i + k]!.brk; k++) {
      key += ' ' + tokens[i + k]!.word
      const entry = phrases.get(key)
      if (!entry) continue
      tokens[i]!.concepts.push(...entry)
      for (let c = 1; c <= k; c++) tokens[i + c]!.skip = true
      tokens[i]!.span = Math.max(tokens[i]!.span, k)
    }
  }
  for (const t of tokens) {
    t.concepts = [...new Set(t.concepts)].sort((a, b) => a - b)
    if ([C.DET, C.ALL, C.YOUR].some((c) => t.concepts.includes(c))) t.skip = true
  }
  return tokens
}

/** A slot of the reference matcher (as `Slot` of match.ts). */
export interface RefSlot {
  any: readonly number[]
  gap?: number
}

/**
 * The matches of `slots` (as `matchTokens`): from each start token in order
 * (after the last match's end), a depth-first search that takes, for each
 * later slot, the first token after the previous one within `3 × gap + 6`
 * tokens and `gap` counted (not skipped) tokens, with no break in between,
 * from which the rest of the pattern matches.
 */
export function referenceMatch(
  tokens: RefToken[],
  slots: readonly RefSlot[],
  crossSentences = false,
): [number, number][] {
  const has = (k: number, slot: RefSlot) => slot.any.some((c) => tokens[k]!.concepts.includes(c))
  const isBreak = (k: number) => tokens[k]!.para || (!crossSentences && tokens[k]!.brk)
  // The last token of the pattern when slot s matches at token k, or -1.
  const lastFrom = (s: number, k: number): number => {
    if (s === slots.length - 1) return k
    const gap = slots[s + 1]!.gap ?? 0
    let counted = 0
    for (let j = k + 1; j < tokens.length && j - k <= gap * 3 + 6; j++) {
      if (isBreak(j)) return -1
      if (has(j, slots[s + 1]!)) {
        const last = lastFrom(s + 1, j)
        if (last >= 0) return last
      }
      if (!tokens[j]!.skip) counted++
      if (counted > gap) return -1
    }
    return -1
  }
  const out: [number, number][] = []
  if (slots.length === 0) return out
  let end = -1
  for (let i = 0; i < tokens.length; i++) {
    if (i <= end || !has(i, slots[0]!)) continue
    const last = lastFrom(0, i)
    if (last < 0) continue
    end = Math.min(tokens.length - 1, last + tokens[last]!.span)
    out.push([i, end])
  }
  return out
}

/** The reference folding of `source` (see `FoldedText`), one code point at a time. */
export function referenceFold(source: string): {
  text: string
  origin: number[]
  invisible: number[]
  lookalike: number[]
} {
  const points = codePoints(source, 0)
  const cps = points.map((p) => p.ch.codePointAt(0)!)
  // Word characters: letters, marks, invisible format characters, and any symbol with a Latin skeleton (𝈍 looks
  // like v: a look-alike symbol inside a Latin word is folded like a look-alike letter).
  const inWord = (cp: number) =>
    isAsciiLetter(cp) ||
    (cp >= 0x80 && (isLetterOrMark(cp) || isInvisibleFormat(cp) || latinSkeleton(cp) !== undefined))
  // For each code point: whether its word (maximal run of word characters) mixes ASCII letters and look-alikes.
  const mixed = new Array<boolean>(points.length).fill(false)
  for (let k = 0; k < points.length;) {
    if (!inWord(cps[k]!)) {
      k++
      continue
    }
    let j = k
    while (j < points.length && inWord(cps[j]!)) j++
    const word = cps.slice(k, j)
    const isMixed = word.some(isAsciiLetter) && word.some((cp) => cp >= 0x80 && latinSkeleton(cp) !== undefined)
    for (let m = k; m < j; m++) mixed[m] = isMixed
    k = j
  }
  let text = ''
  const origin: number[] = []
  const invisible: number[] = []
  const lookalike: number[] = []
  let invisibleCount = 0
  let lookalikeCount = 0
  points.forEach(({ ch, at }, k) => {
    const cp = cps[k]!
    for (let u = 0; u < ch.length; u++) {
      invisible.push(invisibleCount)
      lookalike.push(lookalikeCount)
    }
    let piece: string
    if (isInvisibleFormat(cp) || isBidiControl(cp) || isBidiMark(cp) || isTag(cp) || isVariationSelector(cp)) {
      if (cp !== 0xfe0f && cp !== 0xfe0e) invisibleCount++
      return
    } else if (isBlankLetter(cp)) {
      invisibleCount++
      piece = ' '
    } else if (mayFoldNfkc(cp)) {
      piece = ch.normalize('NFKC').toLowerCase()
      // Full-width punctuation (U+FF01–U+FF5E that is no letter or digit) is CJK punctuation, not a look-alike.
      if (isCompatLookalike(cp) && !(cp >= 0xff01 && cp <= 0xff5e && !/[\p{L}\p{N}]/u.test(ch))) lookalikeCount++
    } else if (cp >= 0x80 && latinSkeleton(cp) !== undefined && mixed[k]) {
      piece = latinSkeleton(cp)!
      lookalikeCount++
    } else piece = ch.toLowerCase()
    text += piece
    for (let u = 0; u < piece.length; u++) origin.push(at)
  })
  invisible.push(invisibleCount)
  lookalike.push(lookalikeCount)
  return { text, origin, invisible, lookalike }
}
