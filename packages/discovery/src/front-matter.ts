import { trimWhiteSpace } from '@hermes/core'

/**
 * Remove YAML front matter from the top of a `.hermes.md` text (§2.1), with
 * the original Hermes string algorithm: if the trimmed text starts with
 * `---`, find the first `"\n---"` at index ≥ 3; the body is what follows
 * those 4 characters with leading `\n`s removed. When there is no closing
 * `\n---`, or the body is empty, the original text is returned unchanged.
 * A closing line such as `-----` leaves its extra `--` in the body.
 *
 * Expects §4.1-normalised text (`\n` line endings). Never throws.
 *
 * @param text - the normalised file text
 * @returns the body, or `text` itself
 */
export function stripFrontMatter(text: string): string {
  const trimmed = trimWhiteSpace(text)
  if (!trimmed.startsWith('---')) return text
  const close = trimmed.indexOf('\n---', 3)
  if (close === -1) return text
  let start = close + 4
  while (start < trimmed.length && trimmed.charCodeAt(start) === 0x0a) start++
  const body = trimmed.slice(start)
  return body.length === 0 ? text : body
}
