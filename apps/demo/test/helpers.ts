import { promises as fsp } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { run, type TextSink } from '@hermes/cli'
import { afterEach } from 'vitest'
import { prepareExample } from '../src/example-workspace.js'

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

const temporary: string[] = []

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((path) => fsp.rm(path, { recursive: true, force: true })))
})

/** A fresh temporary directory (real path), removed after the test. */
export async function tempDir(): Promise<string> {
  const path = await fsp.realpath(await fsp.mkdtemp(join(tmpdir(), 'hermes-demo-test-')))
  temporary.push(path)
  return path
}

/** Write files (path relative to `root` → UTF-8 text), creating directories. */
export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await fsp.mkdir(dirname(join(root, path)), { recursive: true })
    await fsp.writeFile(join(root, path), text)
  }
}

/**
 * Run the demo in-process: the command line with the bundled example. The
 * environment has no colours and a HERMES_HOME in a temporary directory
 * unless the test gives its own, so no test reads or writes the real ~/.hermes.
 */
export async function runDemo(
  argv: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  const stdout = new Capture()
  const stderr = new Capture()
  const env = { NO_COLOR: '1', HERMES_HOME: join(await tempDir(), 'hermes-home'), ...options.env }
  const code = await run(argv, { stdout, stderr, env, cwd: options.cwd ?? process.cwd() }, { example: prepareExample })
  return { code, stdout: stdout.text, stderr: stderr.text }
}
