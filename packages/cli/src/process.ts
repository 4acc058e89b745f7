import { run, type RunOptions } from './cli.js'
import { EXIT_FAILURE } from './exit-codes.js'

/** Options of {@link runAsProcess}. */
export interface ProcessOptions extends RunOptions {
  /** Where relative paths resolve. Default: `process.cwd()`. */
  readonly cwd?: string
}

/**
 * Run the command line as the process: `process.argv`, the real streams and
 * environment, and `process.exitCode` set to the result (what the
 * `hermes-context` bin does).
 */
export async function runAsProcess(options: ProcessOptions = {}): Promise<void> {
  // `hermes-context | head` closes the pipe early: stop writing, but let the
  // command finish (so temporary files are still removed). Any other write
  // error (a full disk) is one line on stderr and a failure exit code.
  let writeError: string | undefined
  for (const [name, stream] of [
    ['stdout', process.stdout],
    ['stderr', process.stderr],
  ] as const)
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || writeError !== undefined) return
      writeError = `cannot write to ${name} (${error.code ?? error.message})`
      process.exitCode = EXIT_FAILURE
      if (name === 'stdout') process.stderr.write(`hermes-context: ${writeError}\n`)
    })

  const { cwd = process.cwd(), ...runOptions } = options
  const code = await run(
    process.argv.slice(2),
    { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd },
    runOptions,
  )
  process.exitCode = writeError === undefined ? code : EXIT_FAILURE
}
