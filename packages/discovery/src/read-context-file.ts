import { basename, resolve } from 'node:path'
import {
  decodeUtf8Strict,
  HermesError,
  nodeFileSystem,
  normaliseContextText,
  type Diagnostic,
  type DiagnosticCode,
  type DiagnosticSeverity,
  type FileSystem,
  type ReadOutcome,
} from '@hermes/core'
import { assertPath, assertTimeout, describeError, errorCode, isInside, show } from './internal.js'
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

/**
 * Read one candidate context file with the shared §4.1 rules. Bad input never
 * makes it reject: every problem with the file (or with the file system,
 * including methods that throw non-`Error` values or never settle) becomes a
 * skip with a {@link Diagnostic}.
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
 * With the Node file system the file is read to its end (at most
 * `maxBytes + 1` bytes), so a pseudo-file that reports size 0 (`/proc/…`) or
 * a file that grows while it is read is never cut short silently.
 *
 * @param path - the candidate's path (made absolute against `process.cwd()` when relative)
 * @returns the {@link ReadOutcome}
 * @throws HermesError `INVALID_OPTION` (as a rejection) only for a programmer
 *   error: `path` or `boundary` not a non-empty string, `timeoutMs` not a
 *   number > 0 (`Infinity` is clamped to 2³¹ − 1 ms), `maxBytes` not an
 *   integer ≥ 0, `fs` not a file system.
 */
export async function readContextFile(path: string, options: ReadContextFileOptions): Promise<ReadOutcome> {
  assertPath(path, 'path')
  if (!options || typeof options !== 'object')
    throw new HermesError('INVALID_OPTION', 'readContextFile needs an options object with a "boundary"', {
      option: 'options',
    })
  const fs = options.fs ?? nodeFileSystem
  if (!isFileSystem(fs))
    throw new HermesError('INVALID_OPTION', 'Option "fs" must implement lstat, stat, realpath and readFile', {
      option: 'fs',
    })
  const timeoutMs = assertTimeout(options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS, 'timeoutMs')
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
    throw new HermesError('INVALID_OPTION', `Option "maxBytes" must be an integer ≥ 0, got ${show(maxBytes)}`, {
      option: 'maxBytes',
      value: maxBytes,
    })
  const absolute = resolve(path)
  const boundary = resolve(assertPath(options.boundary, 'boundary'))
  const readBytes = fs.readFile.bind(fs)

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
  // Every file-system call races the one deadline of this read. A method that
  // throws synchronously, or returns a plain value, is handled like a promise.
  const within = <T>(call: () => Promise<T>): Promise<T> => {
    let operation: Promise<T>
    try {
      operation = Promise.resolve(call())
    } catch (error) {
      return Promise.reject(error)
    }
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
    return skip('unreadable', `Skipped: cannot ${step} (${describeError(error)}).`, { errno: code })
  }

  try {
    let kind
    try {
      kind = (await within(() => fs.lstat(absolute))).kind
    } catch (error) {
      const code = errorCode(error)
      if (!(error instanceof Timeout) && (code === 'ENOENT' || code === 'ENOTDIR'))
        return { ok: false, path: absolute, missing: true }
      return ioSkip(error, 'examine the file')
    }

    let target
    try {
      target = await within(() => fs.stat(absolute))
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
      realPath = await within(() => fs.realpath(absolute))
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
      bytes = await within(() => readBytes(realPath, { maxBytes, signal: controller.signal }))
    } catch (error) {
      return ioSkip(error, 'read the file')
    }
    if (!(bytes instanceof Uint8Array))
      return skip('unreadable', 'Skipped: the file system returned no bytes for the file.')
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
  } catch (error) {
    // A file system that resolves with malformed values (no `kind`, a non-string path…).
    return ioSkip(error, 'read the file')
  } finally {
    clearTimeout(timer)
  }
}

function isFileSystem(value: unknown): value is FileSystem {
  if (!value || typeof value !== 'object') return false
  const fs = value as Record<string, unknown>
  return ['lstat', 'stat', 'realpath', 'readFile'].every((method) => typeof fs[method] === 'function')
}
