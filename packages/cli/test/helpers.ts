import { join } from 'node:path'
import { tempDir as makeTempDir, write } from '@hermes/test-utils'
import { run, type TextSink } from '../src/cli.js'

/** What one in-process run printed and returned. */
export interface CliResult {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

class Capture implements TextSink {
  text = ''
  readonly isTTY = false
  write(chunk: string): boolean {
    this.text += chunk
    return true
  }
}

/** A fresh temporary directory (real path), removed after the test (`@hermes/test-utils`). */
export async function tempDir(): Promise<string> {
  return makeTempDir('hermes-demo-test-')
}

/** Write files (path relative to `root` → UTF-8 text), creating directories. */
export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  write(root, files)
}

/**
 * Run the CLI in-process. The environment has no colours and a HERMES_HOME
 * in a temporary directory unless the test gives its own, so no test reads or
 * writes the real ~/.hermes.
 */
export async function runCli(
  argv: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  const stdout = new Capture()
  const stderr = new Capture()
  const env = { NO_COLOR: '1', HERMES_HOME: join(await tempDir(), 'hermes-home'), ...options.env }
  const code = await run(argv, { stdout, stderr, env, cwd: options.cwd ?? process.cwd() })
  return { code, stdout: stdout.text, stderr: stderr.text }
}
