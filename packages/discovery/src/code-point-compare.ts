/**
 * Compare two strings by Unicode code point (not UTF-16 code unit, not
 * locale): the order §2 uses for `.cursor/rules/*.mdc` names.
 *
 * @returns a negative number, zero or a positive number, for `Array.prototype.sort`
 */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]()
  const right = b[Symbol.iterator]()
  for (;;) {
    const x = left.next()
    const y = right.next()
    if (x.done) return y.done ? 0 : -1
    if (y.done) return 1
    const difference = (x.value.codePointAt(0) ?? 0) - (y.value.codePointAt(0) ?? 0)
    if (difference !== 0) return difference
  }
}
