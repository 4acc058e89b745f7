import { codePointLength, headCodePoints, tailCodePoints } from '@hermes/core'

/** Options of {@link truncateSection}. */
export interface TruncateOptions {
  /** The limit in characters (Unicode code points), ≥ 1 (see `resolveMaxChars`). */
  readonly limit: number
  /** The name shown in the marker (`AGENTS.md`, `AGENTS.md (directory chain)`, `.cursorrules`…). */
  readonly name: string
  /** The file the section came from, reported to the caller (not shown in the text). */
  readonly path?: string
}

/** The result of {@link truncateSection}. */
export interface Truncation {
  /** The section, unchanged or truncated. */
  readonly text: string
  /** `true` when the section was longer than the limit. */
  readonly truncated: boolean
  /** The section's full length in characters (code points). */
  readonly length: number
  /** The limit applied, in characters. */
  readonly limit: number
  /** Characters kept from the start (the whole length when not truncated). */
  readonly head: number
  /** Characters kept from the end (0 when not truncated). */
  readonly tail: number
  /** The marker's name. */
  readonly name: string
  /** The path given in the options, if any. */
  readonly path?: string
}

/**
 * The exact §7 marker line:
 * `[...truncated NAME: kept HEAD+TAIL of LENGTH chars. Use file tools to read the full file.]`.
 */
export function truncationMarker(name: string, head: number, tail: number, length: number): string {
  return `[...truncated ${name}: kept ${head}+${tail} of ${length} chars. Use file tools to read the full file.]`
}

/**
 * Keep the head and tail of a section longer than its limit (§7). A section of
 * at most `limit` characters is returned unchanged; otherwise the result is
 * `first head chars + "\n\n" + marker + "\n\n" + last tail chars` with
 * `head = floor(limit × 0.7)` and `tail = floor(limit × 0.2)` (IEEE doubles,
 * as JavaScript computes them). All lengths are Unicode code points.
 *
 * @param section - the whole section, heading included (`"## label\n\n" + body`)
 */
export function truncateSection(section: string, options: TruncateOptions): Truncation {
  const { limit, name, path } = options
  const base = path === undefined ? { name, limit } : { name, limit, path }
  // Fast path: a UTF-16 length within the limit means the code-point length is too.
  const length = section.length <= limit ? section.length : codePointLength(section)
  if (length <= limit) {
    return { ...base, text: section, truncated: false, length: codePointLength(section), head: length, tail: 0 }
  }
  const head = Math.floor(limit * 0.7)
  const tail = Math.floor(limit * 0.2)
  const text = `${headCodePoints(section, head)}\n\n${truncationMarker(name, head, tail, length)}\n\n${tailCodePoints(section, tail)}`
  return { ...base, text, truncated: true, length, head, tail }
}
