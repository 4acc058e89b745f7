import {
  decodeUtf8Strict,
  HermesError,
  nodeFileSystem,
  normaliseContextText,
  type Diagnostic,
  type DiagnosticCode,
  type DiagnosticSeverity,
  type EntryStat,
  type FileSystem,
  localAccessOf,
  type LocalFileAccess,
  type OpenedFile,
  type ReadOutcome,
} from '@hermes/core'
import { assertPath, assertTimeout, describeError, errorCode, isInside, show, type TimeoutQueue } from './internal.js'
import { credentialStoreOf, isSecretsFileName, secretContentOf } from './secrets.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { basename, dirname, isAbsolute, join, resolve } = process.getBuiltinModule('node:path')

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
  /**
   * Abandons the read when aborted (skipped as `timeout`, `data.deadline: true`):
   * how a caller applies one overall deadline to many reads.
   */
  readonly signal?: AbortSignal
  /**
   * `true` when the file's directory is already an absolute real path (no symlink in it, say from
   * `realpath`): on a local file system the file is then checked and read synchronously (see the
   * package README, "Fast path for local files"). Default `false`.
   */
  readonly resolved?: boolean
}

const SOURCE = '@hermes/discovery'

/**
 * Read one candidate context file with the shared §4.1 rules. Bad input never
 * makes it reject: every problem with the file (or with the file system,
 * including methods that throw non-`Error` values or never settle) becomes a
 * skip with a {@link Diagnostic}.
 *
 * - A name that does not exist gives `{ ok: false, missing: true }` and no
 *   diagnostic; so does a name too long for the file system (`ENAMETOOLONG`)
 *   or below a non-directory (`ENOTDIR`).
 * - Only regular files are read, after following symlinks: a directory, FIFO,
 *   socket or device is skipped (`not-regular-file`) without being opened
 *   for a blocking read; a dangling link (any kind: `ENOENT`, `ENOTDIR`,
 *   `ENAMETOOLONG`) is `dangling-symlink`, a loop `symlink-loop`, a
 *   permission or I/O error `unreadable`.
 * - Secrets never reach the caller (`secrets-file`, severity `error`, with
 *   `data.kind` — see {@link SecretKind} — and never a quote of the file):
 *   a target named `.env`, `.env.*` or `.envrc`, or lying in a credential
 *   store (`~/.ssh`, `~/.gnupg`, `~/.aws`, `~/.config/gcloud`…, `/proc`,
 *   `/sys`, `/dev`) is refused before it is opened; a hard link to such a
 *   secrets file (beside it or in `boundary`) and a file whose text is a
 *   private key, cloud credentials, a dotenv/environment dump or an access
 *   token are refused after reading.
 * - Time of check = time of use: with a file system that has
 *   {@link FileSystem.openFile} (the Node one does), the checked entry is
 *   opened without following links, identified from the descriptor
 *   (`fstat`: device and inode must match the entry checked) and read from
 *   that descriptor; a file swapped meanwhile is checked again (a few times,
 *   then skipped as `unreadable`). Without `openFile` the checks are by name.
 * - A file larger than `maxBytes` is `too-large`; at most `maxBytes + 1`
 *   bytes are ever requested from the file system.
 * - A read not finished after `timeoutMs`, or when `signal` aborts, is
 *   abandoned (`timeout`).
 * - A file starting with a UTF-16 LE or BE byte-order mark is decoded as
 *   UTF-16 (invalid UTF-16 is `invalid-utf8`); otherwise bytes containing NUL
 *   (0x00) are `binary` and bytes that are not strict UTF-8 are `invalid-utf8`.
 * - Otherwise the text is normalised (§4.1: `\n` line endings, one leading
 *   BOM removed, Unicode white space trimmed) and returned, possibly empty.
 *   A target outside `boundary` is read and reported (`outside-boundary`, `info`).
 *
 * Skips are reported with severity `warning` for a name that is not a regular
 * file (`not-regular-file`, `dangling-symlink`, `symlink-loop`) and `error` otherwise.
 * Errors thrown by a custom file system are read defensively (a throwing
 * `code` getter, `null`, a revoked proxy): they become `unreadable` skips.
 *
 * With the Node file system the file is read to its end (at most
 * `maxBytes + 1` bytes), so a file that grows while it is read is never cut
 * short silently.
 *
 * @param path - the candidate's path (made absolute against `process.cwd()` when relative)
 * @returns the {@link ReadOutcome}
 * @throws HermesError `INVALID_OPTION` (as a rejection) only for a programmer
 *   error: `path` or `boundary` not a non-empty string, `timeoutMs` not a
 *   number > 0 (`Infinity` is clamped to 2³¹ − 1 ms), `maxBytes` not an
 *   integer ≥ 0, `fs` not a file system, `signal` not an `AbortSignal`.
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
  const signal = options.signal
  if (signal !== undefined && !isAbortSignal(signal))
    throw new HermesError('INVALID_OPTION', 'Option "signal" must be an AbortSignal', { option: 'signal' })
  return readResolved(absolute, {
    fs,
    boundary,
    timeoutMs,
    maxBytes,
    ...(options.report === undefined ? {} : { report: options.report }),
    ...(signal === undefined ? {} : { signal }),
    ...(options.resolved === true ? { directoryIsReal: isDirectoryOf(absolute) } : {}),
  })
}

/** `directory === dirname(path)`, for a read whose caller resolved the file's directory. */
function isDirectoryOf(path: string): (directory: string) => boolean {
  const own = dirname(path)
  return (directory) => directory === own
}

/** Validated settings of one read (internal: `createDiscoverContext` adds a directory cache). */
export interface ReadSettings {
  readonly fs: FileSystem
  readonly boundary: string
  readonly timeoutMs: number
  readonly maxBytes: number
  readonly report?: (diagnostic: Diagnostic) => void
  readonly signal?: AbortSignal
  /** Real path of a directory; default `fs.realpath`. A cache shared by the reads of one build. */
  readonly realDirectory?: (directory: string) => Promise<string>
  /** The per-read timeouts of a build, sharing one timer (else one timer per read). */
  readonly timeouts?: TimeoutQueue
  /** Subscribe to `signal`'s abort through one shared listener (else one listener per read). */
  readonly onAbort?: (callback: () => void) => () => void
  /**
   * `true` for a directory known to be an absolute real path (no symlink in it): a file in it on a local
   * file system is read by the synchronous fast path. Default: no directory is.
   */
  readonly directoryIsReal?: (directory: string) => boolean
}

class Timeout extends Error {}

/** Codes of a path that names nothing: a missing entry, a non-directory parent, a name too long (§2, §4.1). */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])
/** `openFile` refused a final symlink (`O_NOFOLLOW`): Linux/macOS `ELOOP`, FreeBSD `EMLINK`. */
const SWAPPED_CODES = new Set(['ELOOP', 'EMLINK', 'ENOENT', 'ENOTDIR'])
/** A file that changed between the check and the read is checked again this many times. */
const ATTEMPTS = 3

const utf16le = new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true })
const utf16be = new TextDecoder('utf-16be', { fatal: true, ignoreBOM: true })

/** The read of an absolute path with validated settings. Never rejects. */
export async function readResolved(absolute: string, settings: ReadSettings): Promise<ReadOutcome> {
  const { fs, boundary, timeoutMs, maxBytes, signal } = settings

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
    settings.report?.(diagnostic)
    return { ok: false, path: absolute, missing: false, diagnostic }
  }
  const missing: ReadOutcome = { ok: false, path: absolute, missing: true }

  /** A refusal by the target's name or location, before anything is opened. */
  const refuseByPath = (realPath: string): ReadOutcome | undefined => {
    if (isSecretsFileName(basename(realPath)) || isSecretsFileName(basename(absolute)))
      return skip('secrets-file', `Skipped without reading: its target ${realPath} is a secrets file.`, {
        realPath,
        kind: 'secrets-file-name',
      })
    const store = credentialStoreOf(realPath)
    if (store !== undefined)
      return skip(
        'secrets-file',
        `Skipped without reading: its target ${realPath} lies in a credential store (${store}).`,
        { realPath, kind: 'credential-store', store },
      )
    return undefined
  }

  /** A file with several names: refused when one of them is a secrets file beside it or in the boundary. */
  const refuseHardLink = async (file: EntryStat, realPath: string): Promise<ReadOutcome | undefined> => {
    if (file.identity === undefined || !(typeof file.links === 'number' && file.links > 1)) return undefined
    if (typeof fs.readdir !== 'function') return undefined
    for (const directory of new Set([dirname(realPath), boundary])) {
      let names: unknown
      try {
        names = await within(() => fs.readdir(directory))
      } catch (error) {
        if (error === timedOut) throw error
        continue
      }
      if (!Array.isArray(names)) continue
      for (const name of names) {
        if (typeof name !== 'string' || !isSecretsFileName(name)) continue
        const other = join(directory, name)
        let stats: EntryStat
        try {
          stats = await within(() => fs.stat(other))
        } catch (error) {
          if (error === timedOut) throw error
          continue
        }
        if (stats.identity === file.identity)
          return skip('secrets-file', `Skipped without quoting it: it is a hard link to the secrets file ${other}.`, {
            realPath,
            kind: 'hard-link',
            secretsFile: other,
          })
      }
    }
    return undefined
  }

  /** Decode, refuse secret material, report the boundary, normalise. */
  const finish = (bytes: unknown, realPath: string): ReadOutcome => {
    if (!(bytes instanceof Uint8Array))
      return skip('unreadable', 'Skipped: the file system returned no bytes for the file.')
    if (bytes.length > maxBytes)
      return skip('too-large', `Skipped: more than the ${maxBytes} bytes read at most.`, { maxBytes })
    let decoded: string | undefined
    const bom =
      bytes.length >= 2
        ? bytes[0] === 0xff && bytes[1] === 0xfe
          ? 'le'
          : bytes[0] === 0xfe && bytes[1] === 0xff
            ? 'be'
            : undefined
        : undefined
    if (bom !== undefined) {
      decoded = decodeUtf16(bytes, bom)
      if (decoded === undefined)
        return skip(
          'invalid-utf8',
          `Skipped: the file starts with a UTF-16 ${bom.toUpperCase()} byte-order mark but is not valid UTF-16.`,
          { encoding: `utf-16${bom}` },
        )
      if (decoded.includes('\0'))
        return skip('binary', 'Skipped: the file contains NUL characters, so it is binary, not text.')
    } else {
      if (bytes.includes(0)) return skip('binary', 'Skipped: the file contains NUL bytes, so it is binary, not text.')
      decoded = decodeUtf8Strict(bytes)
      if (decoded === undefined) return skip('invalid-utf8', 'Skipped: the file is not valid UTF-8.')
    }
    const secret = secretContentOf(decoded)
    if (secret !== undefined)
      return skip('secrets-file', `Skipped without quoting it: the file holds ${secret.what}.`, {
        realPath,
        kind: secret.kind,
      })
    const outsideBoundary = !isInside(realPath, boundary)
    if (outsideBoundary)
      settings.report?.({
        code: 'outside-boundary',
        severity: 'info',
        path: absolute,
        reason: `Read from ${realPath}, outside ${boundary}.`,
        source: SOURCE,
        data: { realPath, boundary },
      })
    return { ok: true, path: absolute, realPath, text: normaliseContextText(decoded), outsideBoundary }
  }

  const tooLarge = (size: number) =>
    skip('too-large', `Skipped: ${size} bytes is more than the ${maxBytes} bytes read at most.`, { size, maxBytes })

  // The fast path (local file systems only, see LocalFileAccess): a regular file in a directory known to be
  // a real path costs lstat, open, fstat, one read and close, all synchronous, with no timer: such calls
  // finish in microseconds and cannot stall. Anything unusual (a symlink, a non-regular entry, an error,
  // a hard link, a file that changed) goes the general asynchronous way below, which decides it.
  const local = localAccessOf(fs)
  if (
    local !== undefined &&
    settings.directoryIsReal?.(dirname(absolute)) === true &&
    !(signal?.aborted ?? false) &&
    local.isLocal(absolute)
  ) {
    const outcome = readLocal(local, absolute, maxBytes, { missing, refuseByPath, tooLarge, finish })
    if (outcome !== undefined) return outcome
  }

  // One deadline per read (§4.1) plus the caller's signal (a build's overall deadline). The rejection is
  // this very object, recognised by identity: a foreign error is never inspected to tell them apart.
  const timedOut = new Timeout()
  let deadlinePassed = false
  let cancelTimeout = noop
  let cancelAbort = noop
  // Created only when bytes are read: it aborts a read in progress.
  let readController: AbortController | undefined
  const readSignal = () => (readController ??= new AbortController()).signal
  const deadline = new Promise<never>((_, reject) => {
    const expire = (byDeadline: boolean) => {
      deadlinePassed = byDeadline
      readController?.abort(timedOut)
      reject(timedOut)
    }
    if (signal?.aborted) return expire(true)
    if (settings.timeouts !== undefined) cancelTimeout = settings.timeouts.add(() => expire(false))
    else {
      const timer = setTimeout(() => expire(false), timeoutMs)
      cancelTimeout = () => clearTimeout(timer)
    }
    if (settings.onAbort !== undefined) cancelAbort = settings.onAbort(() => expire(true))
    else if (signal !== undefined) {
      const onAbort = () => expire(true)
      signal.addEventListener('abort', onAbort, { once: true })
      cancelAbort = () => signal.removeEventListener('abort', onAbort)
    }
  })
  deadline.catch(noop)
  // Every file-system call races the deadline. A method that throws synchronously, or returns a plain
  // value, is handled like a promise.
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

  const timeoutSkip = (step: string) =>
    deadlinePassed
      ? skip('timeout', `Skipped: the overall deadline passed before it was read (${step}).`, { deadline: true })
      : skip('timeout', `Skipped: reading did not finish within ${timeoutMs} ms (${step}).`, { timeoutMs })

  const ioSkip = (error: unknown, step: string): ReadOutcome => {
    if (error === timedOut) return timeoutSkip(step)
    const code = errorCode(error)
    if (code === 'ELOOP') return skip('symlink-loop', 'Skipped: the symbolic link resolves to itself (ELOOP).')
    if (code === 'ENOTREG' || code === 'EISDIR')
      return skip('not-regular-file', 'Skipped: not a regular file.', { errno: code })
    if (code === 'ABORT_ERR' || code === 'ABORT' || code === 'ETIMEDOUT') return timeoutSkip(step)
    return skip('unreadable', `Skipped: cannot ${step} (${describeError(error)}).`, { errno: code })
  }

  /** Descriptor-based read: check, open the checked entry without following links, match fstat, read. */
  const attemptOpened = async (openFile: (path: string) => Promise<OpenedFile>): Promise<ReadOutcome | 'changed'> => {
    let entry: EntryStat
    try {
      entry = await within(() => fs.lstat(absolute))
    } catch (error) {
      if (error !== timedOut && MISSING_CODES.has(errorCode(error) ?? '')) return missing
      return ioSkip(error, 'examine the file')
    }
    let realPath: string
    let checked: EntryStat
    if (entry.kind === 'symlink') {
      try {
        realPath = await within(() => fs.realpath(absolute))
      } catch (error) {
        const code = errorCode(error) ?? ''
        if (error !== timedOut && MISSING_CODES.has(code))
          return skip('dangling-symlink', 'Skipped: the symbolic link points to a file that does not exist.', {
            errno: code,
          })
        return ioSkip(error, 'resolve the link')
      }
      if (typeof realPath !== 'string' || !isAbsolute(realPath))
        return skip('unreadable', 'Skipped: the file system resolved the link to no absolute path.')
      const refused = refuseByPath(realPath)
      if (refused) return refused
      try {
        checked = await within(() => fs.lstat(realPath))
      } catch (error) {
        if (error !== timedOut && MISSING_CODES.has(errorCode(error) ?? '')) return 'changed'
        return ioSkip(error, 'examine the link target')
      }
      if (checked.kind === 'symlink') return 'changed'
    } else {
      checked = entry
      try {
        const directory = await within(() =>
          settings.realDirectory ? settings.realDirectory(dirname(absolute)) : fs.realpath(dirname(absolute)),
        )
        if (typeof directory !== 'string' || !isAbsolute(directory)) throw new TypeError('no absolute real path')
        realPath = join(directory, basename(absolute))
      } catch (error) {
        return ioSkip(error, 'resolve the path')
      }
      const refused = refuseByPath(realPath)
      if (refused) return refused
    }
    if (checked.kind !== 'file')
      return skip('not-regular-file', `Skipped: it is a ${checked.kind}, not a regular file.`, { kind: checked.kind })
    if (checked.size > maxBytes) return tooLarge(checked.size)

    let file: OpenedFile
    const opening = Promise.resolve().then(() => openFile(entry.kind === 'symlink' ? realPath : absolute))
    try {
      file = await within(() => opening)
    } catch (error) {
      // An open that settles after the deadline: close its descriptor instead of leaking it.
      opening.then(closeQuietly, () => {})
      if (error !== timedOut && SWAPPED_CODES.has(errorCode(error) ?? '')) return 'changed'
      return ioSkip(error, 'open the file')
    }
    try {
      const opened = await within(() => file.stat())
      // The file read is the file checked: same device and inode, else the name was swapped meanwhile.
      if (opened.identity !== checked.identity || opened.kind !== 'file') return 'changed'
      // The name the descriptor really has: a directory of the path swapped for a symlink (and back) between
      // the real-path lookup and the open would otherwise read a file from elsewhere as the checked one.
      if (typeof file.realPath === 'function') {
        const actual = await within(() => file.realPath?.() ?? Promise.resolve(undefined))
        if (actual !== undefined && actual !== realPath) return 'changed'
      }
      const hardLink = await refuseHardLink(opened, realPath)
      if (hardLink) return hardLink
      if (opened.size > maxBytes) return tooLarge(opened.size)
      let bytes
      try {
        bytes = await within(() => file.read({ maxBytes, signal: readSignal() }))
      } catch (error) {
        return ioSkip(error, 'read the file')
      }
      return finish(bytes, realPath)
    } finally {
      closeQuietly(file)
    }
  }

  /** Name-based read for a file system without `openFile`. */
  const readByName = async (): Promise<ReadOutcome> => {
    let kind
    try {
      kind = (await within(() => fs.lstat(absolute))).kind
    } catch (error) {
      if (error !== timedOut && MISSING_CODES.has(errorCode(error) ?? '')) return missing
      return ioSkip(error, 'examine the file')
    }
    let target: EntryStat
    try {
      target = await within(() => fs.stat(absolute))
    } catch (error) {
      const code = errorCode(error) ?? ''
      if (error !== timedOut && kind === 'symlink' && MISSING_CODES.has(code))
        return skip('dangling-symlink', 'Skipped: the symbolic link points to a file that does not exist.', {
          errno: code,
        })
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
    if (typeof realPath !== 'string' || !isAbsolute(realPath))
      return skip('unreadable', 'Skipped: the file system resolved the path to no absolute path.')
    const refused = refuseByPath(realPath) ?? (await refuseHardLink(target, realPath))
    if (refused) return refused
    if (target.size > maxBytes) return tooLarge(target.size)
    let bytes
    try {
      bytes = await within(() => fs.readFile(realPath, { maxBytes, signal: readSignal() }))
    } catch (error) {
      return ioSkip(error, 'read the file')
    }
    return finish(bytes, realPath)
  }

  try {
    const openFile = typeof fs.openFile === 'function' ? fs.openFile.bind(fs) : undefined
    if (openFile === undefined) return await readByName()
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const outcome = await attemptOpened(openFile)
      if (outcome !== 'changed') return outcome
    }
    return skip('unreadable', 'Skipped: the file kept changing between its check and its read.', {
      reason: 'changed-while-read',
    })
  } catch (error) {
    // A file system that resolves with malformed values (no `kind`, a non-string path…).
    return ioSkip(error, 'read the file')
  } finally {
    cancelTimeout()
    cancelAbort()
  }
}

function noop(): void {}

/** What {@link readLocal} needs from the read it is part of. */
interface LocalSteps {
  readonly missing: ReadOutcome
  readonly refuseByPath: (realPath: string) => ReadOutcome | undefined
  readonly tooLarge: (size: number) => ReadOutcome
  readonly finish: (bytes: unknown, realPath: string) => ReadOutcome
}

/**
 * The synchronous read of a regular file whose directory is a real path on a local file system: lstat,
 * open (`O_NOFOLLOW`, `O_NONBLOCK`), fstat (same device and inode as the entry checked), read, close.
 * `undefined` when the general path must decide: a symlink or non-regular entry, any error but a missing
 * name, a file with several names (the hard-link check), a file that changed between check and open.
 */
function readLocal(local: LocalFileAccess, absolute: string, maxBytes: number, steps: LocalSteps) {
  let entry: EntryStat | undefined
  try {
    entry = local.lstat(absolute)
  } catch (error) {
    return MISSING_CODES.has(errorCode(error) ?? '') ? steps.missing : undefined
  }
  if (entry === undefined) return steps.missing
  if (entry.kind !== 'file') return undefined
  // The directory is a real path and the entry no symlink: the name is its own real path.
  const refused = steps.refuseByPath(absolute)
  if (refused) return refused
  if (entry.size > maxBytes) return steps.tooLarge(entry.size)
  let file
  try {
    file = local.openFile(absolute)
  } catch {
    return undefined
  }
  let bytes: Uint8Array
  try {
    const opened = file.stat()
    if (opened.identity !== entry.identity || opened.kind !== 'file') return undefined
    if (opened.links !== 1) return undefined
    // A directory of the path swapped for a symlink between the checks and the open: the general path decides.
    const actual = file.realPath()
    if (actual !== undefined && actual !== absolute) return undefined
    if (opened.size > maxBytes) return steps.tooLarge(opened.size)
    bytes = file.read({ maxBytes })
  } catch {
    return undefined
  } finally {
    file.close()
  }
  return steps.finish(bytes, absolute)
}

/** Close without waiting (a close that never settles must not hold the read) and without letting a failure escape. */
function closeQuietly(file: OpenedFile): void {
  try {
    Promise.resolve(file.close()).catch(() => {})
  } catch {
    // a close that throws synchronously, or a malformed handle
  }
}

function decodeUtf16(bytes: Uint8Array, order: 'le' | 'be'): string | undefined {
  try {
    return (order === 'le' ? utf16le : utf16be).decode(bytes)
  } catch {
    return undefined
  }
}

function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as AbortSignal).addEventListener === 'function' &&
    typeof (value as AbortSignal).aborted === 'boolean'
  )
}

function isFileSystem(value: unknown): value is FileSystem {
  if (!value || typeof value !== 'object') return false
  const fs = value as Record<string, unknown>
  return ['lstat', 'stat', 'realpath', 'readFile'].every((method) => typeof fs[method] === 'function')
}
