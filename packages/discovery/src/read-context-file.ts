import { basename, relative, isAbsolute, resolve } from 'node:path'
import {
  decodeUtf8Strict,
  nodeFileSystem,
  normaliseContextText,
  type Diagnostic,
  type DiagnosticCode,
  type DiagnosticSeverity,
  type FileSystem,
  type ReadOutcome,
} from '@hermes/core'
import { isSecretsFileName } from './secrets.js'

/** How long one read may take before it is abandoned (§4.1): 5,000 milliseconds. */
export const DEFAULT_READ_TIMEOUT_MS = 5_000

/**
 * The largest context file read, in bytes: 4 MiB (4,194,304). Larger files are
 * skipped as `too-large` without reading more than `maxBytes + 1` bytes. Even
 * the largest §7 limit (500,000 characters) fits in it several times over.
 */
export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024

/** Options of {@link readContextFile}. */
export interface ReadContextFileOptions {
  /**
   * Absolute directory the file's resolved target is expected in: the git
   * root, else the working directory (§4.1). A target outside it is still
   * read, and reported as an `outside-boundary` diagnostic (severity `info`).
   */
  readonly boundary: string
  /** The file system to use; default {@link nodeFileSystem}. */
  readonly fs?: FileSystem
  /** Milliseconds before the whole read is abandoned (skipped as `timeout`); default {@link DEFAULT_READ_TIMEOUT_MS}. */
  readonly timeoutMs?: number
  /** Largest file read, in bytes; default {@link DEFAULT_MAX_FILE_BYTES}. */
  readonly maxBytes?: number
  /** Receives every diagnostic of this read (skips and `outside-boundary`) as it is made. */
  readonly report?: (diagnostic: Diagnostic) => void
}

const SOURCE = '@hermes/discovery'

class Timeout extends Error {}

function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined
}

function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * Read one candidate context file with the shared §4.1 rules. Never throws
 * and never rejects: every problem becomes a skip with a {@link Diagnostic}.
 *
 * - A name that does not exist gives `{ ok: false, missing: true }` and no diagnostic.
 * - Only regular files are read, after following symlinks: a directory, FIFO,
 *   socket or device is skipped (`not-regular-file`) without being opened
 *   for a blocking read; a dangling link is `dangling-symlink`, a loop
 *   `symlink-loop`, a permission or I/O error `unreadable`.
 * - A resolved target named `.env`, `.env.*` or `.envrc` is never read (`secrets-file`).
 * - A file larger than `maxBytes` is `too-large`; at most `maxBytes + 1`
 *   bytes are ever requested from the file system.
 * - A read not finished after `timeoutMs` is abandoned (`timeout`).
 * - Bytes containing NUL (0x00) are `binary`; bytes that are not strict UTF-8
 *   are `invalid-utf8`.
 * - Otherwise the text is normalised (§4.1: `\n` line endings, one leading
 *   BOM removed, Unicode white space trimmed) and returned, possibly empty.
 *   A target outside `boundary` is read and reported (`outside-boundary`, `info`).
 *
 * Skips are reported with severity `warning` for a name that is not a regular
 * file (`not-regular-file`, `dangling-symlink`, `symlink-loop`) and `error` otherwise.
 *
 * @param path - the candidate's path (made absolute against `process.cwd()` when relative)
 * @returns the {@link ReadOutcome}
 */
export async function readContextFile(path: string, options: ReadContextFileOptions): Promise<ReadOutcome> {
  const fs = options.fs ?? nodeFileSystem
  const timeoutMs = options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES
  const absolute = resolve(path)
  const boundary = resolve(options.boundary)

  const skip = (code: DiagnosticCode, reason: string, data?: Record<string, unknown>): ReadOutcome => {
    const severity: DiagnosticSeverity =
      code === 'not-regular-file' || code === 'dangling-symlink' || code === 'symlink-loop' ? 'warning' : 'error'
    const diagnostic: Diagnostic = {
      code,
      severity,
      path: absolute,
      reason,
      source: SOURCE,
      ...(data === undefined ? {} : { data }),
    }
    options.report?.(diagnostic)
    return { ok: false, path: absolute, missing: false, diagnostic }
  }

  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new Timeout(`read took longer than ${timeoutMs} ms`))
      reject(new Timeout())
    }, timeoutMs)
  })
  deadline.catch(() => {})
  // Every file-system call races the one deadline of this read.
  const within = <T>(operation: Promise<T>): Promise<T> => {
    operation.catch(() => {})
    return Promise.race([operation, deadline])
  }

  const ioSkip = (error: unknown, step: string): ReadOutcome => {
    if (error instanceof Timeout)
      return skip('timeout', `Skipped: reading did not finish within ${timeoutMs} ms (${step}).`, { timeoutMs })
    const code = errorCode(error)
    if (code === 'ELOOP') return skip('symlink-loop', 'Skipped: the symbolic link resolves to itself (ELOOP).')
    if (code === 'ENOTREG' || code === 'EISDIR')
      return skip('not-regular-file', 'Skipped: not a regular file.', { errno: code })
    if (code === 'ABORT_ERR' || code === 'ABORT')
      return skip('timeout', `Skipped: reading did not finish within ${timeoutMs} ms (${step}).`, { timeoutMs })
    const message = error instanceof Error ? error.message : String(error)
    return skip('unreadable', `Skipped: cannot ${step} (${code ?? message}).`, { errno: code })
  }

  try {
    let kind
    try {
      kind = (await within(fs.lstat(absolute))).kind
    } catch (error) {
      const code = errorCode(error)
      if (!(error instanceof Timeout) && (code === 'ENOENT' || code === 'ENOTDIR'))
        return { ok: false, path: absolute, missing: true }
      return ioSkip(error, 'examine the file')
    }

    let target
    try {
      target = await within(fs.stat(absolute))
    } catch (error) {
      const code = errorCode(error)
      if (!(error instanceof Timeout) && kind === 'symlink' && (code === 'ENOENT' || code === 'ENOTDIR'))
        return skip('dangling-symlink', 'Skipped: the symbolic link points to a file that does not exist.')
      return ioSkip(error, 'examine the link target')
    }
    if (target.kind !== 'file')
      return skip('not-regular-file', `Skipped: it is a ${target.kind}, not a regular file.`, { kind: target.kind })

    let realPath
    try {
      realPath = await within(fs.realpath(absolute))
    } catch (error) {
      return ioSkip(error, 'resolve the path')
    }
    if (isSecretsFileName(basename(realPath)) || isSecretsFileName(basename(absolute)))
      return skip('secrets-file', `Skipped without reading: its target ${realPath} is a secrets file.`, { realPath })
    if (target.size > maxBytes)
      return skip('too-large', `Skipped: ${target.size} bytes is more than the ${maxBytes} bytes read at most.`, {
        size: target.size,
        maxBytes,
      })

    let bytes
    try {
      bytes = await within(fs.readFile(realPath, { maxBytes, signal: controller.signal }))
    } catch (error) {
      return ioSkip(error, 'read the file')
    }
    if (bytes.length > maxBytes)
      return skip('too-large', `Skipped: more than the ${maxBytes} bytes read at most.`, { maxBytes })
    if (bytes.includes(0)) return skip('binary', 'Skipped: the file contains NUL bytes, so it is binary, not text.')
    const decoded = decodeUtf8Strict(bytes)
    if (decoded === undefined) return skip('invalid-utf8', 'Skipped: the file is not valid UTF-8.')

    const outsideBoundary = !isInside(realPath, boundary)
    if (outsideBoundary)
      options.report?.({
        code: 'outside-boundary',
        severity: 'info',
        path: absolute,
        reason: `Read from ${realPath}, outside ${boundary}.`,
        source: SOURCE,
        data: { realPath, boundary },
      })
    return { ok: true, path: absolute, realPath, text: normaliseContextText(decoded), outsideBoundary }
  } finally {
    clearTimeout(timer)
  }
}
