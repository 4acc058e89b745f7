#!/usr/bin/env node
// `pnpm demo` (issue 11): run the built command line when every workspace
// package's build was made from its current sources (a content digest each
// build writes to dist/.source-digest), so a run after `pnpm build` pays
// no TypeScript compilation; otherwise (a fresh clone, an edited source) run
// the TypeScript sources through tsx, as before. HERMES_DEMO=source or
// HERMES_DEMO=built forces one or the other.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { builtIsFresh } from './demo-fresh.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The demo: apps/demo wraps the published command line (@hermes/cli) with the bundled example.
const app = join(root, 'apps/demo')
const entry = 'demo'
if (!existsSync(join(app, `src/${entry}.ts`))) {
  console.error(`pnpm demo: no apps/demo/src/${entry}.ts`)
  process.exit(2)
}

const mode = process.env.HERMES_DEMO
if (mode === 'built' || (mode !== 'source' && builtIsFresh(root, entry))) {
  // Same process, same argv shape (`node <script> …args`): the built entry reads process.argv.slice(2).
  await import(pathToFileURL(join(app, `dist/${entry}.js`)).href)
} else {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@hermes/source',
      '--import',
      import.meta.resolve('tsx'),
      join(app, `src/${entry}.ts`),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', cwd: process.cwd() },
  )
  // Ctrl-C reaches the child through the terminal's process group: only wait for it to end.
  process.on('SIGINT', () => {})
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}
