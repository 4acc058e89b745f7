#!/usr/bin/env node
// `pnpm demo` (issue 11): run the built command line when every workspace
// package's build is newer than its sources, so a run after `pnpm build` pays
// no TypeScript compilation; otherwise (a fresh clone, an edited source) run
// the TypeScript sources through tsx, as before. HERMES_DEMO=source or
// HERMES_DEMO=built forces one or the other.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The demo: apps/demo wraps the published command line (@hermes/cli) with the bundled example.
const app = join(root, 'apps/demo')
const entry = 'demo'
if (!existsSync(join(app, `src/${entry}.ts`))) {
  console.error(`pnpm demo: no apps/demo/src/${entry}.ts`)
  process.exit(2)
}

/** Newest modification time (ms) of the files under `dir`, or Infinity when it cannot be read. */
function newest(dir) {
  let latest = 0
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
    }
  } catch {
    return Infinity
  }
  return latest
}

/** `true` when `dist/<entry>` exists and is newer than everything in `src/`. */
function fresh(dir, entry) {
  try {
    return statSync(join(dir, 'dist', entry)).mtimeMs >= newest(join(dir, 'src'))
  } catch {
    return false
  }
}

function builtIsFresh() {
  if (!fresh(app, `${entry}.js`)) return false
  const packages = join(root, 'packages')
  for (const name of readdirSync(packages)) {
    const dir = join(packages, name)
    if (dir === app || !existsSync(join(dir, 'src/index.ts'))) continue
    if (!fresh(dir, 'index.js')) return false
  }
  return true
}

const mode = process.env.HERMES_DEMO
if (mode === 'built' || (mode !== 'source' && builtIsFresh())) {
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
