import { isAbsolute, resolve } from 'node:path'
import { nodeFileSystem, type Diagnostic, type DiscoverContext, type FileSystem } from '@hermes/core'
import { assertTimeout, isInside } from './internal.js'
import { DEFAULT_READ_TIMEOUT_MS, readContextFile } from './read-context-file.js'
import { withFileSystemTimeout } from './timed-fs.js'

/** Options of {@link createDiscoverContext}. */
export interface CreateDiscoverContextOptions {
  /** The working directory, already resolved to its real path (§3). */
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
 * @throws HermesError `INVALID_OPTION` when `timeoutMs` is not a number > 0
 */
export function createDiscoverContext(options: CreateDiscoverContextOptions): DiscoverContext {
  const fs = options.fs ?? nodeFileSystem
  const timeoutMs = assertTimeout(options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS, 'timeoutMs')
  // Only an absolute HERMES_HOME is used; a relative one is kept as given (the Soul type then reads nothing).
  const hermesHome = isAbsolute(options.hermesHome) ? resolve(options.hermesHome) : options.hermesHome
  const boundary = options.gitRoot ?? options.cwd
  return {
    cwd: options.cwd,
    gitRoot: options.gitRoot,
    hermesHome,
    fs: withFileSystemTimeout(fs, timeoutMs),
    read: async (path) =>
      readContextFile(path, {
        boundary:
          typeof path === 'string' &&
          !isInside(resolve(path), resolve(boundary)) &&
          isAbsolute(hermesHome) &&
          isInside(resolve(path), hermesHome)
            ? hermesHome
            : boundary,
        fs,
        report: options.report,
        timeoutMs,
        ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
      }),
    report: options.report,
  }
}
