import { fstatSync, writeSync as writeSyncFs } from 'node:fs'
import pc from 'picocolors'
import { UsageError } from './usage-error.js'

/** A writable text stream: `process.stdout`, `process.stderr` or a test double. */
export interface TextSink {
  write(chunk: string): unknown
  /** `true` for a terminal (colours are used only then). */
  readonly isTTY?: boolean
}

/** What {@link run} reads from and writes to: the process in `main.ts`, plain objects in tests. */
export interface CliIo {
  /** Where results go (the Project Context, hints, findings, JSON, SARIF). */
  readonly stdout: TextSink
  /** Where reports, diagnostics and errors go. */
  readonly stderr: TextSink
  /** Environment variables (`HERMES_HOME`, `NO_COLOR`, `FORCE_COLOR`, `HOME`). */
  readonly env: Readonly<Record<string, string | undefined>>
  /** The directory relative paths on the command line resolve against. */
  readonly cwd: string
}

/** The colour functions of picocolors, switched on or off for one stream. */
export type Colors = ReturnType<typeof pc.createColors>

/**
 * Whether to colour a stream: on for a terminal, off when `NO_COLOR` is set
 * (any non-empty value, https://no-color.org), forced on by `FORCE_COLOR`
 * (any value but `0` or `false`, which force colours off, as in Node.js).
 */
export function colorEnabled(sink: TextSink, env: CliIo['env']): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  const force = env.FORCE_COLOR
  if (force === '0' || force === 'false') return false
  if (force !== undefined) return true
  return sink.isTTY === true
}

/** A stream with its colours and a line writer. */
export interface Printer {
  /** The colour functions (identity functions when colours are off). */
  readonly c: Colors
  /** Write one line (a newline is added). */
  line(text?: string): void
  /** Write text as it is. */
  write(text: string): void
}

/** Wrap a sink in a {@link Printer} with colours decided by {@link colorEnabled}. */
export function printer(sink: TextSink, env: CliIo['env']): Printer {
  return {
    c: pc.createColors(colorEnabled(sink, env)),
    line: (text = '') => void sink.write(`${text}\n`),
    write: (text) => void sink.write(text),
  }
}

/** `fs.writeSync(fd, buffer, offset, length)`: the bytes written (possibly fewer than asked). */
export type WriteSync = (fd: number, buffer: Uint8Array, offset: number, length: number) => number

/** A {@link TextSink} that remembers its first write error instead of losing it. */
export interface CheckedSink extends TextSink {
  /** The first write error (`ENOSPC`, `EFBIG`, `short write`…), or `undefined`. `EPIPE` is not an error. */
  readonly error: string | undefined
  /** Settles once every write so far has finished (or failed). Never rejects. */
  flush(): Promise<void>
}

function errorName(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)
}

/**
 * Write every byte of `chunk` to `fd` with `writeSync`, repeating after a
 * short write (a nearly full disk, a file-size limit). A write that makes no
 * progress is the error `short write`; a thrown error is returned.
 *
 * @returns `undefined` when every byte was written, else the error's code
 */
export function writeAllSync(fd: number, chunk: string, writeSync: WriteSync): string | undefined {
  const bytes = Buffer.from(chunk, 'utf8')
  let offset = 0
  try {
    while (offset < bytes.length) {
      const written = writeSync(fd, bytes, offset, bytes.length - offset)
      if (!(typeof written === 'number' && written > 0)) return 'short write'
      offset += written
    }
  } catch (error) {
    return errorName(error)
  }
  return undefined
}

/**
 * Wrap `process.stdout` / `process.stderr` so no write error or short write
 * goes unnoticed (issue 8 item 12); `fd` is the stream's descriptor (1 or 2). A regular file or a device (`/dev/full`)
 * is written with {@link writeAllSync} on the descriptor: Node's own stream
 * for files ignores short writes. A pipe, socket or terminal is written
 * through the stream, whose callback reports errors. After the first error
 * nothing more is written. `EPIPE` (`hermes-context | head`) stops writing
 * without being an error.
 */
export function checkedSink(
  stream: NodeJS.WriteStream,
  fd: number,
  options: { readonly writeSync?: WriteSync; readonly synchronous?: boolean } = {},
): CheckedSink {
  let error: string | undefined
  let stopped = false
  let pending = 0
  let settle: (() => void) | undefined
  const fail = (code: string) => {
    stopped = true
    if (code !== 'EPIPE' && error === undefined) error = code
  }
  // Errors also arrive as 'error' events (after a failed callback write): handled, never thrown.
  stream.on('error', (e) => fail(errorName(e)))
  const synchronous = options.synchronous ?? isFileLike(stream, fd)
  const writeSync = options.writeSync ?? ((fd, buffer, offset, length) => writeSyncFs(fd, buffer, offset, length))
  return {
    isTTY: stream.isTTY === true,
    get error() {
      return error
    },
    write(chunk: string) {
      if (stopped || chunk === '') return true
      if (synchronous) {
        const failure = writeAllSync(fd, chunk, writeSync)
        if (failure !== undefined) fail(failure)
        return true
      }
      pending++
      try {
        stream.write(chunk, (e) => {
          if (e) fail(errorName(e))
          if (--pending === 0) settle?.()
        })
      } catch (e) {
        pending--
        fail(errorName(e))
      }
      return true
    },
    flush() {
      if (pending === 0) return Promise.resolve()
      return new Promise<void>((resolve) => {
        settle = resolve
      })
    },
  }
}

function isFileLike(stream: NodeJS.WriteStream, fd: number): boolean {
  if (stream.isTTY === true) return false
  try {
    // bigint: a plain fstatSync of a pipe here made Node's ESM loader (Node 20) resolve a later import of a
    // workspace-linked package without following its symlink ("Cannot find package 'yocto-queue'", 1 Dec).
    const stat = fstatSync(fd, { bigint: true })
    return stat.isFile() || stat.isCharacterDevice()
  } catch {
    return false
  }
}

/**
 * The I/O of the command line run as a process: `cwd` when given, else
 * {@link invocationDirectory}, looked up only when a relative path or a
 * default needs it — so an absolute `--cwd` or scan path still works after the
 * current directory was deleted (the lookup throws a UsageError, exit code 2).
 */
export function processIo(streams: Pick<CliIo, 'stdout' | 'stderr'>, env: CliIo['env'], cwd?: string): CliIo {
  return {
    stdout: streams.stdout,
    stderr: streams.stderr,
    env,
    get cwd(): string {
      return cwd ?? invocationDirectory(env)
    },
  }
}

/**
 * `io.cwd`, or `undefined` when the current directory cannot be determined
 * (deleted): for what is only shown (paths relative to it in reports), so
 * absolute arguments still work then.
 */
export function cwdIfKnown(io: CliIo): string | undefined {
  try {
    return io.cwd
  } catch (error) {
    if (error instanceof UsageError) return undefined
    throw error
  }
}

/**
 * The directory relative paths on the command line mean: pnpm's `INIT_CWD`
 * under `pnpm demo` (pnpm runs the script from the repository root), else
 * the current directory.
 *
 * @throws UsageError when the current directory cannot be determined (it was deleted or is unreachable)
 */
export function invocationDirectory(env: CliIo['env'], cwd: () => string = () => process.cwd()): string {
  if (env['npm_lifecycle_event'] === 'demo' && env['INIT_CWD']) return env['INIT_CWD']
  try {
    return cwd()
  } catch (error) {
    throw new UsageError(
      `the current directory cannot be determined (${errorName(error)}: it was deleted or is unreachable); cd to an existing directory`,
    )
  }
}
