// Which entry `pnpm demo` runs (issue 11), separate from scripts/demo.mjs so a
// test can call it on a temporary tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DIGEST_FILE, sourceDigest } from './source-digest.mjs'

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

/**
 * `true` when `<dir>/dist/<entry>` exists and was built from the sources now in
 * `<dir>/src/`: the digest its build wrote (`dist/.source-digest`) matches them.
 * A build without a digest (older tooling) counts when it is newer than
 * everything in `src/`.
 */
function fresh(dir, entry) {
  try {
    const built = statSync(join(dir, 'dist', entry)).mtimeMs
    let digest
    try {
      digest = readFileSync(join(dir, 'dist', DIGEST_FILE), 'utf8').trim()
    } catch {
      return built >= newest(join(dir, 'src'))
    }
    return digest === sourceDigest(dir)
  } catch {
    return false
  }
}

/**
 * `true` when the demo's build (`apps/demo/dist/<entry>.js`) and every
 * workspace package's (`packages/<name>/dist/index.js`) were built from their
 * current sources (the digest each build writes matches, whatever the file
 * dates — a turbo cache hit restores dist/ with old content and new dates): then `pnpm demo` runs the built JavaScript instead of compiling
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
