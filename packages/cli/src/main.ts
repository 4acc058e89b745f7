#!/usr/bin/env node
import { run } from './cli.js'
import { EXIT_USAGE, EXIT_WRITE_ERROR } from './exit-codes.js'
import { checkedSink, invocationDirectory } from './io.js'
import { visible } from './report/text.js'
import { removeLiveExamplesSync } from './example-workspace.js'

// The example's temporary directory is removed by the command itself; when
// the process ends any other way (Ctrl-C, kill, a crash), remove it here,
// then end as the signal would have.
process.on('exit', removeLiveExamplesSync)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    removeLiveExamplesSync()
    process.kill(process.pid, signal)
  })

// Every write error or short write (a full disk, a file-size limit) is an
// error with exit code 2; `hermes-context | head` closing the pipe early only
// stops the writing (the command still finishes, so the example's temporary
// directory is removed).
const stdout = checkedSink(process.stdout, 1)
const stderr = checkedSink(process.stderr, 2)

let code: number
try {
  code = await run(process.argv.slice(2), {
    stdout,
    stderr,
    env: process.env,
    cwd: invocationDirectory(process.env),
  })
} catch (error) {
  // invocationDirectory: the current directory was deleted (a usage error, not a stack trace).
  stderr.write(`hermes-context: ${visible(error instanceof Error ? error.message : String(error))}\n`)
  code = EXIT_USAGE
}
await Promise.all([stdout.flush(), stderr.flush()])
if (stdout.error !== undefined) {
  stderr.write(`hermes-context: cannot write to stdout (${stdout.error}): the output is incomplete\n`)
  await stderr.flush()
}
process.exitCode = stdout.error !== undefined || stderr.error !== undefined ? EXIT_WRITE_ERROR : code
