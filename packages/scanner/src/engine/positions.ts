/** A 1-based line and column (column in Unicode code points). */
export interface Position {
  readonly line: number
  readonly column: number
}

/**
 * 1-based line/column (columns in code points) of many UTF-16 offsets of
 * `text` in one pass over the text: O(n + k log k) for k offsets. Lines end at
 * `\n` only (context text is §4.1-normalised).
 */
export function positionsAt(text: string, offsets: readonly number[]): Map<number, Position> {
  const result = new Map<number, Position>()
  const sorted = [...new Set(offsets)].sort((a, b) => a - b)
  let line = 1
  let lineStart = 0
  let next = text.indexOf('\n')
  // Column counting resumes from the last offset on the same line.
  let countedTo = 0
  let column = 1
  for (const offset of sorted) {
    while (next !== -1 && next < offset) {
      line++
      lineStart = next + 1
      next = text.indexOf('\n', lineStart)
    }
    if (countedTo < lineStart) {
      countedTo = lineStart
      column = 1
    }
    for (let i = countedTo; i < offset; i++) {
      const unit = text.charCodeAt(i)
      // A low surrogate that completes a pair adds no column.
      if (!(unit >= 0xdc00 && unit <= 0xdfff && i > lineStart && isHigh(text.charCodeAt(i - 1)))) column++
    }
    countedTo = Math.max(countedTo, offset)
    result.set(offset, { line, column })
  }
  return result
}

function isHigh(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}
