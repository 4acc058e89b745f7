#!/usr/bin/env node
import { run } from './cli.js'
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
// command finish so the example's temporary directory is still removed.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
  })

process.exitCode = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
})
