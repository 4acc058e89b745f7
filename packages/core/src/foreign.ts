/**
 * Reading values that come from outside the program's control (errors thrown
 * by plugins or custom file systems, values returned by rules and hint
 * providers) without ever throwing: a throwing getter or a hostile proxy
 * yields `undefined` / `false`.
 */

/**
 * The string `code` of a Node-style error (`'ENOENT'`, `'ETIMEDOUT'`…), or
 * `undefined` when it has none. Never throws.
 *
 * @param error - any thrown value
 */
export function errorCode(error: unknown): string | undefined {
  try {
    return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `value` is a promise or another thenable (an object or function
 * with a callable `then`). Never throws.
 *
 * @param value - any value, e.g. what a synchronous rule returned
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  try {
    return typeof (value as { then?: unknown }).then === 'function'
  } catch {
    return false
  }
}
