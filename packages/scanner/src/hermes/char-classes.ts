/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
/**
 * Character classes of the `hermes` preset (§6) as code-point predicates,
 * identical to the regex classes of {@link compileSpecPattern} under the `iu`
 * flags: word = `[\p{L}\p{N}_]` (case-closed), space = Unicode `White_Space`.
 */
import { work as workCounter } from './work.js'

// A module-local binding: hot paths add to it without an import look-up per call.
const work = workCounter

const WORD_RE = /^[\p{L}\p{N}_]$/iu
// 0 = not computed yet, 1 = word, 2 = not a word character. Filled lazily.
const wordCache = new Uint8Array(0x110000)

const ASCII_WORD = Uint8Array.from({ length: 0x80 }, (_, unit) =>
  (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x5f
    ? 1
    : 0,
)

/** `true` when the code point matches `[\p{L}\p{N}_]` under the `iu` flags. */
export function isWordCode(codePoint: number): boolean {
  if (codePoint < 0x80)
    return (
      (codePoint >= 0x61 && codePoint <= 0x7a) ||
      (codePoint >= 0x41 && codePoint <= 0x5a) ||
      (codePoint >= 0x30 && codePoint <= 0x39) ||
      codePoint === 0x5f
    )
  let known = wordCache[codePoint]!
  if (known === 0) {
    known = WORD_RE.test(String.fromCodePoint(codePoint)) ? 1 : 2
    wordCache[codePoint] = known
  }
  return known === 1
}

/** `true` when the UTF-16 unit is Unicode `White_Space` (all such code points are in the BMP). */
export function isSpaceUnit(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d)
  if (unit < 0x85) return false
  return (
    unit === 0x85 ||
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000
  )
}

/** The code point starting at UTF-16 offset `index` (a lone surrogate is itself), or -1 at the end. */
export function codePointAtOffset(text: string, index: number): number {
  return index < text.length ? text.codePointAt(index)! : -1
}

/** Width in UTF-16 units of a code point returned by {@link codePointAtOffset}. */
export function unitWidth(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1
}

/** `true` when the code point just before `index` is a word character (reads a surrogate pair whole). */
export function wordBefore(text: string, index: number): boolean {
  if (index <= 0) return false
  const unit = text.charCodeAt(index - 1)
  if (unit >= 0xdc00 && unit <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2)
    if (high >= 0xd800 && high <= 0xdbff) return isWordCode(((high - 0xd800) << 10) + (unit - 0xdc00) + 0x10000)
  }
  return isWordCode(unit)
}

/** `true` when the code point at `index` is a word character. */
export function wordAt(text: string, index: number): boolean {
  return index < text.length && isWordCode(text.codePointAt(index)!)
}

/** `\b` at `index`: a word character on exactly one side. */
export function isBoundary(text: string, index: number): boolean {
  return wordBefore(text, index) !== wordAt(text, index)
}

/** End (UTF-16 offset) of the run of word characters starting at `index` (`index` when none). */
export function wordEnd(text: string, index: number): number {
  let i = index
  while (i < text.length) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) {
      if (ASCII_WORD[unit] === 0) break
      i++
      continue
    }
    const codePoint = text.codePointAt(i)!
    if (!isWordCode(codePoint)) break
    i += codePoint > 0xffff ? 2 : 1
  }
  work.units += i - index + 1
  return i
}

/** Start (UTF-16 offset) of the run of word characters ending at `index` (`index` when none). */
export function wordStart(text: string, index: number): number {
  let i = index
  while (i > 0) {
    const unit = text.charCodeAt(i - 1)
    if (unit < 0x80) {
      if (ASCII_WORD[unit] === 0) break
      i--
      continue
    }
    if (!wordBefore(text, i)) break
    const high = i >= 2 ? text.charCodeAt(i - 2) : 0
    i -= unit >= 0xdc00 && unit <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? 2 : 1
  }
  work.units += index - i + 1
  return i
}

/** End (UTF-16 offset) of the run of white space starting at `index` (`index` when none). */
export function spaceEnd(text: string, index: number): number {
  let i = index
  while (i < text.length && isSpaceUnit(text.charCodeAt(i))) i++
  work.units += i - index + 1
  return i
}

/** Start (UTF-16 offset) of the run of white space ending at `index` (`index` when none). */
export function spaceStart(text: string, index: number): number {
  let i = index
  while (i > 0 && isSpaceUnit(text.charCodeAt(i - 1))) i--
  work.units += index - i + 1
  return i
}

/** Case-insensitive (`iu`) fold of a UTF-16 unit for comparison with a lowercase ASCII literal. */
export function foldUnit(unit: number): number {
  if (unit >= 0x41 && unit <= 0x5a) return unit + 0x20
  if (unit === 0x212a) return 0x6b // KELVIN SIGN ~ k
  if (unit === 0x17f) return 0x73 // LATIN SMALL LETTER LONG S ~ s
  return unit
}

/** `true` when `text` at `index` equals the lowercase ASCII `literal` case-insensitively (`iu`). */
export function literalAt(text: string, index: number, literal: string): boolean {
  if (index + literal.length > text.length) return false
  work.units += literal.length
  for (let j = 0; j < literal.length; j++)
    if (foldUnit(text.charCodeAt(index + j)) !== literal.charCodeAt(j)) return false
  return true
}
