import type { DiscoverContext } from '@hermes/core'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** A file read successfully, with non-empty text. */
export interface Probed {
  /** The name that was probed. */
  readonly name: string
  /** Absolute path as probed. */
  readonly path: string
  /** Resolved target. */
  readonly realPath: string
  /** §4.1-normalised text, non-empty. */
  readonly text: string
}

/**
 * The first of `names` in `directory` that reads (§4.1) to non-empty text
 * (§2: "within one directory the first non-empty name wins"; an empty,
 * unreadable or non-regular entry falls through to the next name).
 *
 * @returns the file, or `undefined` when no name yields text
 */
export async function firstNonEmpty(
  context: DiscoverContext,
  directory: string,
  names: readonly string[],
): Promise<Probed | undefined> {
  for (const name of names) {
    const outcome = await context.read(join(directory, name))
    if (outcome.ok && outcome.text.length > 0)
      return { name, path: outcome.path, realPath: outcome.realPath, text: outcome.text }
  }
  return undefined
}

/**
 * The directories from `top` down to `bottom` (both included), `top` first.
 * `top` must be `bottom` or one of its ancestors; otherwise only `[bottom]`.
 */
export function directoryChain(top: string, bottom: string): string[] {
  const chain = [bottom]
  let current = bottom
  while (current !== top) {
    const parent = join(current, '..')
    if (parent === current) return [bottom]
    chain.push(parent)
    current = parent
  }
  return chain.reverse()
}
