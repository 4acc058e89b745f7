import { join } from 'node:path'
import { tempDir } from './temp-tree.js'

/** A text sink that keeps everything written to it; not a terminal (no colours). */
export class Capture {
  text = ''
  readonly isTTY = false
  write(chunk: string): boolean {
    this.text += chunk
    return true
  }
}

/** What one in-process run of a command line printed and returned. */
export interface CliResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** The I/O an in-process command line gets from {@link runCaptured}. */
export interface CapturedIo {
  readonly stdout: Capture
  readonly stderr: Capture
  readonly env: Record<string, string | undefined>
  readonly cwd: string
}

/**
 * Run a command line in-process with captured output. The environment has no
 * colours and a HERMES_HOME in a temporary directory unless `options.env`
 * gives its own, so no test reads or writes the real `~/.hermes`.
 */
export async function runCaptured(
  run: (argv: readonly string[], io: CapturedIo) => Promise<number>,
  argv: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  const stdout = new Capture()
  const stderr = new Capture()
  const env = { NO_COLOR: '1', HERMES_HOME: join(tempDir('hermes-demo-test-'), 'hermes-home'), ...options.env }
  const code = await run(argv, { stdout, stderr, env, cwd: options.cwd ?? process.cwd() })
  return { code, stdout: stdout.text, stderr: stderr.text }
}
