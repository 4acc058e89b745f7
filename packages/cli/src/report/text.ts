import { isAbsolute, relative, sep } from 'node:path'
import { codePointClass, INVISIBLE_CHARACTER_RANGES } from '@hermes/core'

/** `1234567` → `1,234,567` (always with commas, whatever the locale). */
export function count(value: number): string {
  // Integers (every count the reports print) without Intl: its first use costs a
  // cold start about as much as scanning a context file (issue 11).
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US')
  return String(value).replace(/\B(?=(?:\d{3})+$)/g, ',')
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

/**
 * Characters shown as `<U+XXXX>`: controls, format characters, private-use
 * and unassigned code points, separators, default-ignorable characters and
 * the shared invisible-character definition of `@hermes/core` (variation
 * selectors, Hangul fillers, U+2800…), the one the scanner uses.
 */
const HIDDEN = new RegExp(
  `[\\p{Cc}\\p{Cf}\\p{Co}\\p{Cn}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}${codePointClass(INVISIBLE_CHARACTER_RANGES)}]`,
  'gu',
)

const codeOf = (ch: string) => `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`

/**
 * Text made safe for one line of a terminal report: line breaks as `⏎`, and
 * control, format (zero-width, bidi), variation selectors and other invisible
 * characters as `<U+XXXX>`, so an excerpt, a file name or a finding message
 * cannot hide anything, forge a line or send escape sequences to the terminal.
 */
export function visible(text: string): string {
  return text.replace(/\n/g, '⏎').replace(HIDDEN, codeOf)
}
