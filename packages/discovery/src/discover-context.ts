import { relative, isAbsolute, resolve } from 'node:path'
import { nodeFileSystem, type Diagnostic, type DiscoverContext, type FileSystem } from '@hermes/core'
import { readContextFile } from './read-context-file.js'

/** Options of {@link createDiscoverContext}. */
export interface CreateDiscoverContextOptions {
  /** The working directory, already resolved to its real path (§3). */
  readonly cwd: string
  /** The git root (real path), or `null` outside a repository (see `findGitRoot`). */
  readonly gitRoot: string | null
  /** `HERMES_HOME` (absolute). */
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
 * the git root, else the working directory (files inside `hermesHome` are
 * checked against `hermesHome` instead, so `SOUL.md` is not reported as
 * outside). Never throws.
 */
export function createDiscoverContext(options: CreateDiscoverContextOptions): DiscoverContext {
  const fs = options.fs ?? nodeFileSystem
  const hermesHome = resolve(options.hermesHome)
  const boundary = options.gitRoot ?? options.cwd
  return {
    cwd: options.cwd,
    gitRoot: options.gitRoot,
    hermesHome,
    fs,
    read: (path) =>
      readContextFile(path, {
        boundary: isInside(resolve(path), hermesHome) ? hermesHome : boundary,
        fs,
        report: options.report,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
      }),
    report: options.report,
  }
}

function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}
