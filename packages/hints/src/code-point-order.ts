/**
 * Compare two strings by Unicode code point (not UTF-16 unit, not locale),
 * the tie-break order of hints at the same depth (§5).
 *
 * @returns negative, zero or positive, for `Array.prototype.sort`
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    // Surrogates (0xD800–0xDFFF) encode code points above 0xFFFF: they sort after every other BMP unit.
    const sx = x >= 0xd800 && x <= 0xdfff
    const sy = y >= 0xd800 && y <= 0xdfff
    if (sx !== sy) return sx ? 1 : -1
    return x - y
  }
  return a.length - b.length
}
