import { localAccessOf, nodeFileSystem, type FileSystem, type LocalFileAccess } from '@hermes/core'
import { assertPath, assertTimeout, errorCode } from './internal.js'
import { DEFAULT_READ_TIMEOUT_MS } from './read-context-file.js'
import { withFileSystemTimeout } from './timed-fs.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { dirname, isAbsolute, join, resolve, sep } = process.getBuiltinModule('node:path')

/** Options of {@link findGitRoot}. */
export interface FindGitRootOptions {
  /** The file system to use; default `nodeFileSystem`. */
  readonly fs?: FileSystem
  /**
   * Milliseconds each file-system call may take (default
   * `DEFAULT_READ_TIMEOUT_MS`, 5,000): a `.git` that cannot be examined in
   * time counts as absent, a working directory that cannot be resolved in
   * time is used as given. Nothing hangs.
   */
  readonly timeoutMs?: number
  /** An overall deadline: once it aborts, the search stops (`.git` entries not examined count as absent). */
  readonly signal?: AbortSignal
  /**
   * `true` when `cwd` is already an absolute real path (say, from
   * `fs.realpath`): it is not resolved again. Default `false`.
   */
  readonly resolved?: boolean
}

/**
 * The git root of a working directory (§3): the nearest of `cwd` and its
 * ancestors that holds an entry named `.git` — a directory (even an empty
 * one) or a file (linked worktrees, submodules), symlinks followed. Anything
 * else (a FIFO, a dangling link) and an entry that cannot be examined count
 * as absent. `cwd` is first resolved to its real path, physically: `link/..`
 * is the parent of the link's target, as the operating system sees it; when
 * that fails, the path is used as given (made absolute, `..` removed).
 *
 * Never throws for bad input (a missing, looping or hung path; a relative
 * `cwd` when the current directory was deleted gives `null`).
 *
 * @param cwd - the working directory (absolute, or relative to `process.cwd()`)
 * @returns the git root's absolute real path, or `null` outside a repository
 * @throws HermesError `INVALID_OPTION` (as a rejection) when `cwd` is not a
 *   non-empty string or `timeoutMs` is not a number > 0
 */
export async function findGitRoot(cwd: string, options: FindGitRootOptions = {}): Promise<string | null> {
  assertPath(cwd, 'cwd')
  const timeoutMs = assertTimeout(options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS, 'timeoutMs')
  const fs = withFileSystemTimeout(options.fs ?? nodeFileSystem, timeoutMs, options.signal)
  let directory: string
  try {
    directory = resolve(cwd)
  } catch {
    return null // a relative `cwd` whose base, the process's current directory, was deleted
  }
  let real = options.resolved === true && isAbsolute(cwd)
  if (!real)
    try {
      const resolved = await fs.realpath(physicalPath(cwd))
      real = typeof resolved === 'string' && isAbsolute(resolved)
      directory = resolved
    } catch {
      // keep the path as given
    }
  // The fast path: with `directory` a real path, its ancestors are real too, and a `.git` on a local file
  // system is looked at synchronously (lstat; a FIFO or device named `.git` counts as absent, as below); a
  // symlink named `.git` or an error goes the general way.
  const local = real ? localAccessOf(options.fs ?? nodeFileSystem) : undefined
  for (;;) {
    const entry = join(directory, '.git')
    const quick = local !== undefined && local.isLocal(entry) ? lstatQuietly(local, entry) : undefined
    if (quick === 'directory' || quick === 'file') return directory
    if (quick === undefined)
      try {
        const { kind } = await fs.stat(entry)
        if (kind === 'directory' || kind === 'file') return directory
      } catch {
        // absent, or cannot be examined (in time)
      }
    const parent = dirname(directory)
    if (parent === directory || options.signal?.aborted === true) return null
    directory = parent
  }
}

/**
 * `path` made absolute against `process.cwd()` **without** removing `..`
 * lexically (`path.resolve` would turn `link/..` into the directory holding
 * the link), for `realpath` to resolve the way the operating system does.
 */
export function physicalPath(path: string): string {
  return isAbsolute(path) ? path : `${process.cwd()}${sep}${path}`
}

/**
 * What a synchronous `lstat` says about an entry: its kind, `'missing'`, or
 * `undefined` when the general (asynchronous, timed) path must decide (a
 * symlink, an error other than a missing name).
 */
function lstatQuietly(local: LocalFileAccess, path: string): string | undefined {
  try {
    const entry = local.lstat(path)
    return entry === undefined ? 'missing' : entry.kind === 'symlink' ? undefined : entry.kind
  } catch (error) {
    const code = errorCode(error)
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : undefined
  }
}
