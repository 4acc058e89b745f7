#!/usr/bin/env node
import { run } from './cli.js'
import { EXIT_FAILURE } from './exit-codes.js'
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

// `hermes-context | head` closes the pipe early: stop writing, but let the
// command finish so the example's temporary directory is still removed. Any
// other write error (a full disk) is one line on stderr and exit code 1.
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

// `pnpm demo -- --cwd .` runs this script from the repository root; relative
// paths mean what the user typed them against: pnpm's INIT_CWD.
const invokedFrom =
  process.env['npm_lifecycle_event'] === 'demo' && process.env['INIT_CWD'] ? process.env['INIT_CWD'] : process.cwd()

const code = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: invokedFrom,
})
process.exitCode = writeError === undefined ? code : EXIT_FAILURE
