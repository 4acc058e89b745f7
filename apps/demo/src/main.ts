#!/usr/bin/env node
import { run } from './cli.js'

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
