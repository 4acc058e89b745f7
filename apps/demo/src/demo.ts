import { runAsProcess } from '@hermes/cli'
import { prepareExample, removeLiveExamplesSync } from './example-workspace.js'

// The demo is the hermes-context command line (@hermes/cli) with one addition:
// without --cwd, the default command runs on a fresh copy of the bundled
// example and replays its transcript.

// The example's temporary directory is removed by the command itself; when
// the process ends any other way (Ctrl-C, kill, a crash), remove it here,
// then end as the signal would have.
process.on('exit', removeLiveExamplesSync)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    removeLiveExamplesSync()
    process.kill(process.pid, signal)
  })

// Relative paths mean what the user typed them against: pnpm's INIT_CWD under
// `pnpm demo` (which runs this script from the repository root), else the
// current directory (runAsProcess's default).
await runAsProcess({ example: prepareExample })
