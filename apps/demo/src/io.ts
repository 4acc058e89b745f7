import pc from 'picocolors'

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
