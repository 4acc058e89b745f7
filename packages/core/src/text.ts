/**
 * Code-point text helpers. Every length in hermes-context is counted in Unicode
 * code points (an emoji is one character), never UTF-16 code units or bytes.
 */

/** Made on first use: a `\p{…}` class costs its parse when built, and importing the package should not (issue 11). */
let whiteSpace: RegExp | undefined

/**
 * `true` when the code point has the Unicode `White_Space` property.
 * U+FEFF (BOM) and U+200B (ZERO WIDTH SPACE) are *not* white space.
 */
export function isWhiteSpace(codePoint: number): boolean {
  // Fast path for ASCII.
  if (codePoint < 0x80) return codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d)
  return (whiteSpace ??= /^\p{White_Space}$/u).test(String.fromCodePoint(codePoint))
}

/**
 * Remove Unicode `White_Space` characters from both ends (spec §4.1).
 * Unlike `String.prototype.trim`, U+FEFF is kept. Linear in the length.
 */
export function trimWhiteSpace(text: string): string {
  let start = 0
  let end = text.length
  // White_Space characters are all in the BMP, so code units suffice.
  while (start < end && isWhiteSpace(text.charCodeAt(start))) start++
  while (end > start && isWhiteSpace(text.charCodeAt(end - 1))) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
}

/** Replace `\r\n` and lone `\r` with `\n` (spec §4.1). */
export function normaliseLineEndings(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text
}

/** Remove one leading U+FEFF (byte order mark), if present. */
export function stripLeadingBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * The §4.1 text normalisation applied to every context file after decoding:
 * line endings to `\n`, one leading BOM removed, then Unicode white space
 * trimmed from both ends.
 *
 * @param text - decoded file text
 * @returns normalised text (possibly empty)
 */
export function normaliseContextText(text: string): string {
  return trimWhiteSpace(stripLeadingBom(normaliseLineEndings(text)))
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Decode strict UTF-8 (spec §4.1). A leading BOM is kept in the result
 * (remove it with {@link stripLeadingBom}).
 *
 * @returns the text, or `undefined` when the bytes are not valid UTF-8
 */
export function decodeUtf8Strict(bytes: Uint8Array): string | undefined {
  try {
    return strictDecoder.decode(bytes)
  } catch {
    return undefined
  }
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/

/** Number of Unicode code points in `text` (a surrogate pair counts once). */
export function codePointLength(text: string): number {
  // Fast path: without a high surrogate every code unit is a code point (a native scan, not a JS loop).
  if (!HIGH_SURROGATE.test(text)) return text.length
  let count = text.length
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--
        i++
      }
    }
  }
  return count
}

/**
 * UTF-16 index just after the first `count` code points of `text`
 * (`text.length` when it has fewer).
 */
export function codePointOffset(text: string, count: number): number {
  let index = 0
  let seen = 0
  while (seen < count && index < text.length) {
    const unit = text.charCodeAt(index)
    index +=
      unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1
    seen++
  }
  return index
}

/** The first `count` code points of `text`. */
export function headCodePoints(text: string, count: number): string {
  if (count <= 0) return ''
  return text.slice(0, codePointOffset(text, count))
}

/** The last `count` code points of `text`. */
export function tailCodePoints(text: string, count: number): string {
  if (count <= 0) return ''
  let index = text.length
  let seen = 0
  while (seen < count && index > 0) {
    const unit = text.charCodeAt(index - 1)
    index -= isLowSurrogate(unit) && index - 2 >= 0 && isHighSurrogate(text.charCodeAt(index - 2)) ? 2 : 1
    seen++
  }
  return text.slice(index)
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}

/**
 * 1-based line and column (in code points) of a UTF-16 `offset` in `text`,
 * the unist/vfile convention. Lines are separated by `\n` only (context text
 * is normalised, §4.1).
 */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: codePointLength(text.slice(lineStart, offset)) + 1 }
}
