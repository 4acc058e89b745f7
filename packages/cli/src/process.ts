import { run, type RunOptions } from './cli.js'
import { EXIT_USAGE, EXIT_WRITE_ERROR } from './exit-codes.js'
import { checkedSink, processIo } from './io.js'

/** Options of {@link runAsProcess}. */
export interface ProcessOptions extends RunOptions {
  /** Where relative paths resolve. Default: pnpm's `INIT_CWD` under `pnpm demo`, else `process.cwd()`. */
  readonly cwd?: string
}

/**
 * Run the command line as the process: `process.argv`, the real streams and
 * environment, and `process.exitCode` set to the result (what the
 * `hermes-context` bin does). Every write error or short write (a full disk,
 * a file-size limit) is an error with exit code 2; `hermes-context | head`
 * closing the pipe early only stops the writing (the command still finishes).
 */
export async function runAsProcess(options: ProcessOptions = {}): Promise<void> {
  const stdout = checkedSink(process.stdout, 1)
  const stderr = checkedSink(process.stderr, 2)
  const { cwd, ...runOptions } = options
  let code: number
  try {
    code = await run(process.argv.slice(2), processIo({ stdout, stderr }, process.env, cwd), runOptions)
  } catch (error) {
    // invocationDirectory: the current directory was deleted (a usage error, not a stack trace).
    stderr.write(`hermes-context: ${error instanceof Error ? error.message : String(error)}\n`)
    code = EXIT_USAGE
  }
  await Promise.all([stdout.flush(), stderr.flush()])
  if (stdout.error !== undefined) {
    stderr.write(`hermes-context: cannot write to stdout (${stdout.error}): the output is incomplete\n`)
    await stderr.flush()
  }
  process.exitCode = stdout.error !== undefined || stderr.error !== undefined ? EXIT_WRITE_ERROR : code
}
