/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess) */
/**
 * Smallest index `i` of ascending `values` with `values[i] >= target`
 * (`values.length` when none): a binary search, O(log n). Shared by the
 * `hermes` keyword windows, the folded view's offset map and sentence framing.
 */
export function lowerBound(values: ArrayLike<number>, target: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (values[mid]! < target) low = mid + 1
    else high = mid
  }
  return low
}
