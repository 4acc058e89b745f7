import type { ToolCallPath } from '@hermes/core'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, resolve } = process.getBuiltinModule('node:path')

/**
 * Make every relative `base` absolute against the working directory, as
 * {@link ToolCallPath.base} documents. A base starting with `~` is kept: the
 * tracker expands it (a `~name` may need the user database).
 */
export function absoluteBases(paths: ToolCallPath[], workingDir: string | undefined): ToolCallPath[] {
  if (typeof workingDir !== 'string') return paths
  for (let i = 0; i < paths.length; i++) {
    const entry = paths[i]
    if (entry?.base !== undefined && !isAbsolute(entry.base) && !entry.base.startsWith('~'))
      paths[i] = { path: entry.path, base: resolve(workingDir, entry.base) }
  }
  return paths
}
