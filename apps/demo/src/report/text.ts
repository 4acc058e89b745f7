import { isAbsolute, relative, sep } from 'node:path'

/** `1234567` → `1,234,567` (always with commas, whatever the locale). */
export function count(value: number): string {
  return value.toLocaleString('en-US')
}

/** `n` and the noun, pluralised with `s` when `n` is not 1. */
export function plural(n: number, noun: string): string {
  return `${count(n)} ${noun}${n === 1 ? '' : 's'}`
}

/**
 * A path for display: relative to `from` with `/` separators when it lies
 * inside it (`.` for `from` itself), else absolute.
 */
export function displayPath(path: string, from: string): string {
  const rel = relative(from, path)
  if (rel === '') return '.'
  if (rel.startsWith('..') || isAbsolute(rel)) return path
  return sep === '/' ? rel : rel.split(sep).join('/')
}

/**
 * A path for a start-up report: relative to the working directory, with `..`
 * for the chain's parents (as section labels are, §3), when it lies inside
 * `root` (the git root); else as {@link displayPath} shows it.
 */
export function chainPath(path: string, cwd: string, root: string | null): string {
  if (root !== null && displayPath(path, root) !== path) {
    const rel = relative(cwd, path)
    return rel === '' ? '.' : sep === '/' ? rel : rel.split(sep).join('/')
  }
  return displayPath(path, cwd)
}

/** Combining marks that show nothing: grapheme joiner, Khmer and Mongolian fillers, variation selectors. */
function isInvisibleMark(codePoint: number): boolean {
  return (
    codePoint === 0x034f ||
    codePoint === 0x17b4 ||
    codePoint === 0x17b5 ||
    (codePoint >= 0x180b && codePoint <= 0x180f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  )
}

const codeOf = (ch: string) => `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`

/**
 * Text made safe for one line of a terminal report: line breaks as `⏎`, and
 * control, format (zero-width, bidi), variation selectors and other invisible
 * characters as `<U+XXXX>`, so an excerpt, a file name or a finding message
 * cannot hide anything, forge a line or send escape sequences to the terminal.
 */
export function visible(text: string): string {
  return text
    .replace(/\n/g, '⏎')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/gu, codeOf)
    .replace(/\p{M}/gu, (ch) => (isInvisibleMark(ch.codePointAt(0) ?? 0) ? codeOf(ch) : ch))
}
