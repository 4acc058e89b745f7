/**
 * The one definition of invisible characters (§6), shared by the scanner's
 * content rules and by every name or label that reaches the prompt without
 * being scanned (`.mdc` file names, hint directory names, section labels).
 * Ranges are inclusive `[first, last]` code points.
 */

/** An inclusive range of code points. */
export type CodePointRange = readonly [first: number, last: number]

/**
 * Format and joiner characters that render as nothing: zero-width
 * space/joiners (U+200B–U+200D), word joiner and invisible operators
 * (U+2060–U+2065), soft hyphen (U+00AD), combining grapheme joiner (U+034F),
 * Mongolian vowel separator (U+180E), BOM (U+FEFF), Khmer inherent vowels
 * (U+17B4, U+17B5), deprecated format characters (U+206A–U+206F),
 * interlinear annotation marks (U+FFF9–U+FFFB) and the musical invisible
 * formatting characters (U+1D173–U+1D17A).
 */
export const INVISIBLE_FORMAT_RANGES: readonly CodePointRange[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200d],
  [0x2060, 0x2065],
  [0x206a, 0x206f],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
  [0x1d173, 0x1d17a],
]

/** Letters that render as blank space: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the braille blank (U+2800). */
export const BLANK_LETTER_RANGES: readonly CodePointRange[] = [
  [0x115f, 0x1160],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xffa0, 0xffa0],
]

/** Variation selectors U+FE00–U+FE0F and U+E0100–U+E01EF (a run of them can spell a whole hidden sentence). */
export const VARIATION_SELECTOR_RANGES: readonly CodePointRange[] = [
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
]

/** Unicode tag characters U+E0000–U+E007F. */
export const TAG_RANGES: readonly CodePointRange[] = [[0xe0000, 0xe007f]]

/** Bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
export const BIDI_CONTROL_RANGES: readonly CodePointRange[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
]

/** Bidirectional marks LRM, RLM (U+200E, U+200F) and ALM (U+061C). */
export const BIDI_MARK_RANGES: readonly CodePointRange[] = [
  [0x061c, 0x061c],
  [0x200e, 0x200f],
]

/** Every invisible character of this module: the union of the ranges above. */
export const INVISIBLE_CHARACTER_RANGES: readonly CodePointRange[] = [
  ...INVISIBLE_FORMAT_RANGES,
  ...BLANK_LETTER_RANGES,
  ...VARIATION_SELECTOR_RANGES,
  ...TAG_RANGES,
  ...BIDI_CONTROL_RANGES,
  ...BIDI_MARK_RANGES,
]

/** A membership test for `ranges` (hot loops call these per character: ASCII is rejected by one comparison). */
function member(ranges: readonly CodePointRange[]): (cp: number) => boolean {
  const flat = ranges.flatMap(([first, last]) => [first, last])
  const lowest = Math.min(...ranges.map(([first]) => first))
  return (cp) => {
    if (cp < lowest) return false
    for (let i = 0; i < flat.length; i += 2) if (cp >= (flat[i] as number) && cp <= (flat[i + 1] as number)) return true
    return false
  }
}

/** `true` for an {@link INVISIBLE_FORMAT_RANGES} code point. */
export const isInvisibleFormat: (cp: number) => boolean = member(INVISIBLE_FORMAT_RANGES)
/** `true` for a {@link BLANK_LETTER_RANGES} code point. */
export const isBlankLetter: (cp: number) => boolean = member(BLANK_LETTER_RANGES)
/** `true` for a {@link VARIATION_SELECTOR_RANGES} code point. */
export const isVariationSelector: (cp: number) => boolean = member(VARIATION_SELECTOR_RANGES)
/** `true` for a {@link TAG_RANGES} code point. */
export const isTag: (cp: number) => boolean = member(TAG_RANGES)
/** `true` for a {@link BIDI_CONTROL_RANGES} code point. */
export const isBidiControl: (cp: number) => boolean = member(BIDI_CONTROL_RANGES)
/** `true` for a {@link BIDI_MARK_RANGES} code point. */
export const isBidiMark: (cp: number) => boolean = member(BIDI_MARK_RANGES)
/** `true` for any {@link INVISIBLE_CHARACTER_RANGES} code point. */
export const isInvisibleCharacter: (cp: number) => boolean = member(INVISIBLE_CHARACTER_RANGES)

/**
 * The body of a regular-expression character class (for a `u`-flag
 * expression) matching the code points of `ranges`: `\u{200B}-\u{200D}…`.
 */
export function codePointClass(ranges: readonly CodePointRange[]): string {
  const hex = (cp: number) => `\\u{${cp.toString(16).toUpperCase()}}`
  return ranges.map(([first, last]) => (first === last ? hex(first) : `${hex(first)}-${hex(last)}`)).join('')
}

/**
 * Characters a name or label must not hold: controls (`\p{Cc}`: `\n`,
 * U+0085…), format characters (`\p{Cf}`: U+200B, U+202E, tags…), line and
 * paragraph separators, every `Default_Ignorable_Code_Point` (variation
 * selectors, Hangul fillers, U+034F…), every space but U+0020 (NBSP,
 * U+3000…) and every {@link INVISIBLE_CHARACTER_RANGES} character (U+2800).
 */
let unsafeName: RegExp | undefined
/** Built on first use (six `\p{…}` classes: ~0.5 ms of every import of the package otherwise; issue 11). */
function unsafeNameExpression(): RegExp {
  return (unsafeName ??= new RegExp(
    `[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}${codePointClass(INVISIBLE_CHARACTER_RANGES)}]|(?! )\\p{Zs}`,
    'u',
  ))
}

/**
 * The first character of a name or label that must not reach the prompt
 * unscanned (a section heading, a hint heading), as `U+XXXX`, or `undefined`
 * when there is none. Names go through the same invisible-character
 * definition as content ({@link INVISIBLE_CHARACTER_RANGES}) plus controls,
 * separators, default-ignorable characters and non-ASCII spaces: in a
 * heading nothing invisible is legitimate. Never throws.
 *
 * @param name - a file name, a relative path or a label
 */
export function unsafeNameCharacter(name: string): string | undefined {
  if (typeof name !== 'string') return undefined
  const match = unsafeNameExpression().exec(name)
  if (match === null) return undefined
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}
