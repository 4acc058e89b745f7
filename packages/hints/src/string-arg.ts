/**
 * The argument `key` of a tool call when it is a non-blank string (§5), else
 * `undefined`. `args` may be any value (null, arrays, numbers, objects with
 * throwing getters, revoked Proxies): this never throws. Strings containing NUL are refused
 * (no file name can hold one).
 */
export function stringArg(args: unknown, key: string): string | undefined {
  let value: unknown
  try {
    // Array.isArray throws on a revoked Proxy; a getter or Proxy trap may throw anything.
    if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined
    value = (args as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
  if (typeof value !== 'string' || value.includes('\0')) return undefined
  return value.trim() === '' ? undefined : value
}
