import {
  codePointLength,
  decodeUtf8Strict,
  isWhiteSpace,
  nodeFileSystem,
  normaliseLineEndings,
  stripLeadingBom,
} from '@hermes/core'
import type { Finding } from '@hermes/core'

/** Where the scanned text starts in its file: lines and (on that line) code points before it. */
export interface TextOrigin {
  /** Lines of the file before the scanned text's first line (leading blank lines, front matter). */
  readonly lines: number
  /** Code points before the scanned text on its first line (leading spaces). */
  readonly columns: number
}

/** No shift: positions in the text are positions in the file. */
export const NO_SHIFT: TextOrigin = { lines: 0, columns: 0 }

const MAX_BYTES = 16 * 1024 * 1024

/**
 * Find where `scanned` starts in the file at `path`, so that finding
 * positions (which count from the scanned text: trimmed, §4.1, and for
 * `.hermes.md` without its front matter) can be shown as file positions.
 * Without `scanned`, the text is the file's §4.1 text (trimmed only).
 * Reading never throws: on any problem, no shift.
 */
export async function textOrigin(path: string, scanned?: string): Promise<TextOrigin> {
  try {
    const bytes = await nodeFileSystem.readFile(path, { maxBytes: MAX_BYTES })
    const decoded = decodeUtf8Strict(bytes)
    if (decoded === undefined) return NO_SHIFT
    const raw = stripLeadingBom(normaliseLineEndings(decoded))
    const index =
      scanned === undefined ? firstNonWhiteSpace(raw) : scanned === '' ? -1 : raw.indexOf(scanned.slice(0, 200))
    if (index <= 0) return NO_SHIFT
    const prefix = raw.slice(0, index)
    const lastBreak = prefix.lastIndexOf('\n')
    let lines = 0
    for (let i = prefix.indexOf('\n'); i !== -1; i = prefix.indexOf('\n', i + 1)) lines++
    return { lines, columns: codePointLength(prefix.slice(lastBreak + 1)) }
  } catch {
    return NO_SHIFT
  }
}

function firstNonWhiteSpace(text: string): number {
  let index = 0
  while (index < text.length && isWhiteSpace(text.charCodeAt(index))) index++
  return index
}

/** A finding's start and end as positions in its file (1-based, columns in code points). */
export interface FilePosition {
  readonly line: number
  readonly column: number
  readonly endLine: number
  readonly endColumn: number
}

/** Shift a finding's positions by a {@link TextOrigin}. */
export function filePosition(finding: Finding, origin: TextOrigin): FilePosition {
  return {
    line: finding.line + origin.lines,
    column: finding.line === 1 ? finding.column + origin.columns : finding.column,
    endLine: finding.endLine + origin.lines,
    endColumn: finding.endLine === 1 ? finding.endColumn + origin.columns : finding.endColumn,
  }
}
