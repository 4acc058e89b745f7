import type { Diagnostic, FileSystem } from '@hermes/core'
import { isSecretsFileName, readContextFile } from '@hermes/discovery'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { basename, join } = process.getBuiltinModule('node:path')

/** The first usable hint file of a directory. */
export interface UsableFile {
  readonly name: string
  readonly path: string
  readonly realPath: string
  /** §4.1-normalised text, non-empty. */
  readonly text: string
}

/** Error codes that say "try again later", not "this file is bad": too many open files, busy, timed out. */
const TRANSIENT_ERRNO: ReadonlySet<string> = new Set([
  'EMFILE',
  'ENFILE',
  'EAGAIN',
  'EWOULDBLOCK',
  'EBUSY',
  'EINTR',
  'ETIMEDOUT',
])

/**
 * `true` when a reader diagnostic reports a transient failure (a timeout, or
 * `EMFILE`, `ENFILE`, `EAGAIN`, `EBUSY`, `EINTR`, `ETIMEDOUT`): the file may read
 * fine on the next try. Never throws.
 */
export function isTransient(diagnostic: Diagnostic | undefined): boolean {
  try {
    if (diagnostic === undefined) return false
    if (diagnostic.code === 'timeout') return true
    const errno: unknown = diagnostic.data?.['errno']
    return typeof errno === 'string' && TRANSIENT_ERRNO.has(errno)
  } catch {
    return false
  }
}

/** {@link firstUsableFile}'s answer when a read failed transiently: nothing is decided for the directory. */
export const TRANSIENT = Symbol('transient')

/** Options of {@link firstUsableFile}. */
export interface FirstUsableOptions {
  /** The working directory's resolved path: a file's target must lie inside it. */
  readonly workingDir: string
  readonly fs: FileSystem
  readonly timeoutMs: number | undefined
  /** Receives each skip's diagnostic. */
  readonly report: (diagnostic: Diagnostic) => void
  /** The tool call's deadline: once it aborts, reads are skipped as `timeout` at once. */
  readonly signal?: AbortSignal
}

function inside(path: string, directory: string): boolean {
  return path === directory || path.startsWith(directory.endsWith('/') ? directory : `${directory}/`)
}

/**
 * The first usable file of `names` in `directory` (§5 step 3): read with the
 * shared §4.1 reader (the same safe read as start-up: descriptor-based, secrets
 * refused by name, link, store and content), non-empty, its target inside the
 * working directory and not a secrets file. Never rejects.
 *
 * @param directory - an absolute real path (no symlink in it): the working directory, or a directory
 *   resolved by the directory probe
 * @returns the file; `undefined` when the directory has none; {@link TRANSIENT}
 *   when a read failed transiently ({@link isTransient}) before a file was
 *   found (a lower-priority name is not used in its place: the caller retries
 *   the directory later)
 */
export async function firstUsableFile(
  directory: string,
  names: readonly string[],
  options: FirstUsableOptions,
): Promise<UsableFile | typeof TRANSIENT | undefined> {
  for (const name of names) {
    const path = join(directory, name)
    let outcome
    try {
      outcome = await readContextFile(path, {
        boundary: options.workingDir,
        fs: options.fs,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        // Directories come resolved (the working directory, real paths from the directory probe).
        resolved: true,
      })
    } catch {
      continue // the reader never rejects; a custom FileSystem might make it
    }
    if (!outcome.ok) {
      if (outcome.diagnostic) options.report(outcome.diagnostic)
      if (isTransient(outcome.diagnostic)) return TRANSIENT
      continue
    }
    if (outcome.outsideBoundary || !inside(outcome.realPath, options.workingDir)) {
      options.report({
        code: 'outside-boundary',
        severity: 'warning',
        path,
        reason: `Skipped hint file: its target ${outcome.realPath} lies outside the working directory.`,
        source: '@hermes/hints',
        data: { realPath: outcome.realPath, boundary: options.workingDir },
      })
      continue
    }
    if (isSecretsFileName(basename(outcome.realPath))) {
      options.report({
        code: 'secrets-file',
        severity: 'error',
        path,
        reason: `Skipped hint file: its target ${outcome.realPath} is a secrets file.`,
        source: '@hermes/hints',
        data: { realPath: outcome.realPath },
      })
      continue
    }
    if (outcome.text === '') continue
    return { name, path, realPath: outcome.realPath, text: outcome.text }
  }
  return undefined
}
