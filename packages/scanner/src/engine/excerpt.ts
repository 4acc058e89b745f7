/** Longest excerpt kept in a finding, in code points (longer matches end with `…`). */
export const EXCERPT_MAX = 120

/**
 * The matched text `text.slice(start, end)`, capped to {@link EXCERPT_MAX}
 * code points (the cut one gets a trailing `…`). Never splits a surrogate pair.
 */
export function excerptOf(text: string, start: number, end: number): string {
  // Fast path: short enough in UTF-16 units, hence in code points.
  if (end - start <= EXCERPT_MAX) return text.slice(start, end)
  let index = start
  let count = 0
  while (index < end && count < EXCERPT_MAX) {
    const unit = text.charCodeAt(index)
    index += unit >= 0xd800 && unit <= 0xdbff && index + 1 < end && isLow(text.charCodeAt(index + 1)) ? 2 : 1
    count++
  }
  return index >= end ? text.slice(start, end) : `${text.slice(start, index)}…`
}

function isLow(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}
