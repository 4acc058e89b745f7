// A content digest of a package's sources, written beside its build (issue 11):
// `pnpm demo` runs the built JavaScript when every build's digest matches its
// sources. File dates cannot tell: turbo restores a cached dist/ with new dates
// and a checkout gives sources new dates, whatever their content.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The file a build writes its sources' digest to, inside `dist/`. */
export const DIGEST_FILE = '.source-digest'

/**
 * SHA-256 (hex) of every file under `<dir>/src` — relative path and bytes, in
 * path order — or `undefined` when `src/` cannot be read.
 *
 * @param {string} dir - a package directory
 * @returns {string | undefined}
 */
export function sourceDigest(dir) {
  const root = join(dir, 'src')
  const hash = createHash('sha256')
  const walk = (current) => {
    const entries = readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )
    for (const entry of entries) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) {
        hash.update(relative(root, path).split(sep).join('/'))
        hash.update('\0')
        hash.update(readFileSync(path))
        hash.update('\0')
      }
    }
  }
  try {
    walk(root)
  } catch {
    return undefined
  }
  return hash.digest('hex')
}

/**
 * Write `<dir>/dist/.source-digest` (tsup's `onSuccess` of each package).
 *
 * @param {string} dir - a package directory (tsup runs in it)
 * @returns {void}
 */
export function writeSourceDigest(dir) {
  const digest = sourceDigest(dir)
  if (digest !== undefined) writeFileSync(join(dir, 'dist', DIGEST_FILE), `${digest}\n`)
}
