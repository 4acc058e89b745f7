/**
 * The argument `key` of a tool call when it is a non-blank string (§5), else
 * `undefined`. `args` may be any value (null, arrays, numbers, objects with
 * throwing getters): this never throws. Strings containing NUL are refused
 * (no file name can hold one).
 */
export function stringArg(args: unknown, key: string): string | undefined {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return undefined
  let value: unknown
  try {
    value = (args as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
  if (typeof value !== 'string' || value.includes('\0')) return undefined
  return value.trim() === '' ? undefined : value
}
