// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute } = process.getBuiltinModule('node:path')

/**
 * The directory a `cd target` leads to, written without touching the file
 * system: `target` itself when it is absolute or starts with `~`, else
 * `base + "/" + target` (`base` undefined = the working directory, so the
 * result stays relative). `..` is left for the final resolution, after `~`
 * expansion.
 */
export function joinBase(base: string | undefined, target: string): string {
  if (base === undefined || isAbsolute(target) || target.startsWith('~')) return target
  return `${base}/${target}`
}
