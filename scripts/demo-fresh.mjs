// Which entry `pnpm demo` runs (issue 11), separate from scripts/demo.mjs so a
// test can call it on a temporary tree.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

/** `true` when `<dir>/dist/<entry>` exists and is newer than everything in `<dir>/src/`. */
function fresh(dir, entry) {
  try {
    return statSync(join(dir, 'dist', entry)).mtimeMs >= newest(join(dir, 'src'))
  } catch {
    return false
  }
}

/**
 * `true` when the demo's build (`apps/demo/dist/<entry>.js`) and every
 * workspace package's (`packages/<name>/dist/index.js`) are newer than their
 * sources: then `pnpm demo` runs the built JavaScript instead of compiling
 * TypeScript with tsx.
 *
 * @param {string} root - the repository root
 * @param {string} entry - the demo's entry name (`demo`)
 * @returns {boolean}
 */
export function builtIsFresh(root, entry) {
  if (!fresh(join(root, 'apps/demo'), `${entry}.js`)) return false
  const packages = join(root, 'packages')
  for (const name of readdirSync(packages)) {
    const dir = join(packages, name)
    if (!existsSync(join(dir, 'src/index.ts'))) continue
    if (!fresh(dir, 'index.js')) return false
  }
  return true
}
