import {
  localAccessOf,
  nodeFileSystem,
  type Diagnostic,
  type DiscoverContext,
  type FileSystem,
  type LocalFileAccess,
} from '@hermes/core'
import { abortFanOut, assertTimeout, isInside, TimeoutQueue } from './internal.js'
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_READ_TIMEOUT_MS, readContextFile, readResolved } from './read-context-file.js'
import { withFileSystemTimeout } from './timed-fs.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, resolve } = process.getBuiltinModule('node:path')

/** Options of {@link createDiscoverContext}. */
export interface CreateDiscoverContextOptions {
  /** The working directory, already resolved to its real path (§3): it and its ancestors are not resolved again. */
  readonly cwd: string
  /** The git root (real path), or `null` outside a repository (see `findGitRoot`). */
  readonly gitRoot: string | null
  /** `HERMES_HOME` (absolute; anything else disables the Soul and the boundary exemption). */
  readonly hermesHome: string
  /** The file system; default `nodeFileSystem`. */
  readonly fs?: FileSystem
  /** Per-read timeout in milliseconds; default `DEFAULT_READ_TIMEOUT_MS` (5,000). */
  readonly timeoutMs?: number
  /** Largest file read, in bytes; default `DEFAULT_MAX_FILE_BYTES` (4 MiB). */
  readonly maxBytes?: number
  /** Receives every diagnostic (skips, `outside-boundary`, front-matter warnings). */
  readonly report: (diagnostic: Diagnostic) => void
  /**
   * The build's overall deadline: once it aborts, pending and later reads are
   * skipped as `timeout` at once, and `fs` calls reject with `ETIMEDOUT`.
   */
  readonly signal?: AbortSignal
  /**
   * `true` when `cwd` was resolved to its real path by the caller (as a build does): `cwd` and its
   * ancestors then count as real paths, and their files on a local file system are read by the
   * synchronous fast path. Default `false`: directories count as real only once resolved here.
   */
  readonly resolved?: boolean
}

/**
 * The {@link DiscoverContext} handed to each file type's `discover` at
 * start-up. Its `read` is {@link readContextFile} with the boundary of §4.1:
 * the git root, else the working directory (a file outside that boundary but
 * inside `hermesHome` is checked against `hermesHome` instead, so `SOUL.md` is
 * not reported as outside). Its `fs` is the file system with the read timeout
 * applied to every call (a pending call rejects with code `ETIMEDOUT`), so a
 * file type that lists a directory itself cannot hang either. Never throws
 * for bad input.
 *
 * The real path of each directory is resolved once per context (one
 * `realpath` per directory, shared by all the names probed in it); reads
 * use the file system's descriptor-based `openFile` when it has one.
 *
 * @throws HermesError `INVALID_OPTION` when `timeoutMs` is not a number > 0
 */
export function createDiscoverContext(options: CreateDiscoverContextOptions): DiscoverContext {
  const fs = options.fs ?? nodeFileSystem
  const timeoutMs = assertTimeout(options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS, 'timeoutMs')
  // Only an absolute HERMES_HOME is used; a relative one is kept as given (the Soul type then reads nothing).
  const hermesHome = isAbsolute(options.hermesHome) ? resolve(options.hermesHome) : options.hermesHome
  const boundary = resolve(options.gitRoot ?? options.cwd)
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES
  const { signal } = options
  // One timer for all the reads' §4.1 timeouts, one listener on the deadline: not one of each per read.
  const timeouts = new TimeoutQueue(timeoutMs)
  const onAbort = signal === undefined ? undefined : abortFanOut(signal)
  // One realpath per directory for the whole build; a failed lookup is not kept (the next read tries again).
  const realDirectories = new Map<string, Promise<string>>()
  const cwd = resolve(options.cwd)
  const local = localAccessOf(fs)
  // Directories known to be their own real path (for the reader's synchronous fast path): resolved here,
  // or `cwd` and its ancestors when the caller says it resolved `cwd`.
  const real = new Set<string>()
  const directoryIsReal = (directory: string): boolean => {
    if ((options.resolved === true && isInside(cwd, directory)) || real.has(directory)) return true
    if (local === undefined || realDirectories.has(directory)) return false
    // Not looked up yet (Hermes home): resolved at once when it lies on local file systems only.
    const quick = resolveQuietly(local, directory)
    if (quick === undefined) return false
    realDirectories.set(directory, Promise.resolve(quick))
    if (quick !== directory) return false
    real.add(directory)
    return true
  }
  const realDirectory = (directory: string): Promise<string> => {
    // `cwd` is already a real path, and so is each of its ancestors (the Agents chain, the git root).
    if (isInside(cwd, directory)) return Promise.resolve(directory)
    let resolved = realDirectories.get(directory)
    if (resolved === undefined) {
      // Through local file systems only: resolved synchronously; otherwise (or on any error) by `fs`.
      const quick = resolveQuietly(local, directory)
      resolved = quick !== undefined ? Promise.resolve(quick) : Promise.resolve().then(() => fs.realpath(directory))
      realDirectories.set(directory, resolved)
      resolved.then(
        (path) => {
          if (path === directory) real.add(directory)
        },
        () => realDirectories.delete(directory),
      )
    }
    return resolved
  }
  return {
    cwd: options.cwd,
    gitRoot: options.gitRoot,
    hermesHome,
    fs: withFileSystemTimeout(fs, timeoutMs, signal),
    read: async (path) => {
      // A plugin may pass anything: readContextFile validates it (and rejects with INVALID_OPTION).
      if (
        typeof path !== 'string' ||
        path === '' ||
        path.includes('\0') ||
        !Number.isSafeInteger(maxBytes) ||
        maxBytes < 0
      )
        return readContextFile(path, { boundary, fs, report: options.report, timeoutMs, maxBytes })
      const absolute = resolve(path)
      return readResolved(absolute, {
        boundary:
          !isInside(absolute, boundary) && isAbsolute(hermesHome) && isInside(absolute, hermesHome)
            ? hermesHome
            : boundary,
        fs,
        report: options.report,
        timeoutMs,
        maxBytes,
        realDirectory,
        directoryIsReal,
        timeouts,
        ...(signal === undefined || onAbort === undefined ? {} : { signal, onAbort }),
      })
    },
    report: options.report,
  }
}

/** The real path of `directory` resolved synchronously through local file systems, else `undefined`. */
function resolveQuietly(local: LocalFileAccess | undefined, directory: string): string | undefined {
  try {
    return local?.resolvePath(directory)?.real
  } catch {
    return undefined // the general path reports it
  }
}
