import { errorCode, type Diagnostic, type FileSystem, type LocalFileAccess } from '@hermes/core'
import { describeError } from './validate-options.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, resolve, sep } = process.getBuiltinModule('node:path')

/**
 * The working directory as given, made absolute against the process's
 * current directory without normalising it (`link/..` stays for the
 * physical resolution of {@link resolveWorkingDirectory}), or `null` with a `not-found` diagnostic when that is
 * needed and cannot be determined (it was deleted or is unreachable:
 * `process.cwd()` throws). Never throws.
 *
 * @param cwd - the working directory as given (absolute, or relative to `process.cwd()`)
 */
export function absoluteWorkingDirectory(cwd: string, report: (d: Diagnostic) => void): string | null {
  if (isAbsolute(cwd)) return cwd
  let current: string
  try {
    current = process.cwd()
  } catch (error) {
    report({
      code: 'not-found',
      severity: 'error',
      path: cwd,
      reason: `The working directory "${cwd}" is relative and the current directory cannot be determined (${errorCode(error) ?? describeError(error)}: deleted or unreachable): no project context files are loaded.`,
      source: '@hermes/assemble',
    })
    return null
  }
  return `${current}${sep}${cwd}`
}

/**
 * Resolve the working directory to its real path (§3) and check that it is a
 * readable directory (§4). The path is resolved physically, as the operating
 * system does (`link/..` is the parent of the link's target, not the
 * directory holding the link). Never throws: a missing, unreadable or hung
 * directory (the caller's `fs` applies the read timeout) is reported and
 * gives `null`.
 *
 * @param cwd - the working directory, absolute (see {@link absoluteWorkingDirectory})
 * @param local - synchronous access to local file systems (`localAccessOf(nodeFileSystem)`), for the fast path
 */
export async function resolveWorkingDirectory(
  fs: FileSystem,
  cwd: string,
  report: (d: Diagnostic) => void,
  local?: LocalFileAccess,
): Promise<string | null> {
  const path = resolve(cwd)
  const fail = (code: 'not-found' | 'unreadable' | 'timeout', reason: string) => {
    report({ code, severity: 'error', path, reason, source: '@hermes/assemble' })
    return null
  }
  const failIo = (error: unknown, step: string) =>
    fail(
      errorCode(error) === 'ETIMEDOUT' ? 'timeout' : 'unreadable',
      `The working directory cannot be ${step} (${errorCode(error) ?? describeError(error)}): no project context files are loaded.`,
    )
  const notFound = () => fail('not-found', 'The working directory does not exist: no project context files are loaded.')
  // The fast path: a working directory reached through local file systems only is resolved and checked
  // synchronously (see LocalFileAccess); anything else, and any error but a missing path, the general way.
  let quick: { readonly real: string; readonly kind: string } | undefined
  try {
    quick = local?.resolvePath(cwd)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ENOENT' || code === 'ENOTDIR') return notFound()
  }
  let real: string
  if (quick !== undefined) real = quick.real
  else
    try {
      real = await fs.realpath(cwd)
      if (typeof real !== 'string' || !isAbsolute(real)) throw new Error(`realpath gave ${describeError(real)}`)
    } catch (error) {
      const code = errorCode(error)
      return code === 'ENOENT' || code === 'ENOTDIR' ? notFound() : failIo(error, 'resolved')
    }
  if (local !== undefined && local.isLocal(real))
    try {
      const { kind } = quick ?? local.stat(real)
      if (kind !== 'directory')
        return fail(
          'not-found',
          `The working directory is a ${kind}, not a directory: no project context files are loaded.`,
        )
      local.checkListable(real)
      return real
    } catch {
      // the general path below decides (and reports)
    }
  try {
    const { kind } = await fs.stat(real)
    if (kind !== 'directory')
      return fail(
        'not-found',
        `The working directory is a ${kind}, not a directory: no project context files are loaded.`,
      )
    await fs.readdir(real)
  } catch (error) {
    return failIo(error, 'read')
  }
  return real
}
