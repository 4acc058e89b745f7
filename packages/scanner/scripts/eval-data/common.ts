/**
 * Shared helpers of the evaluation-data scripts: where the data and the
 * fetched snapshots live, reading the committed TSV manifests, and reading a
 * blob out of a snapshot with git (the only program these scripts run).
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** The scanner package's `eval/` folder (manifests). */
export const evalDirectory = resolve(here, '../../eval')

/** Repository root. */
export const repoRoot = resolve(here, '../../../..')

/** Where the third-party data lives: `$HERMES_EVAL_DATA`, else `../eval-data` beside the repository root. */
export function dataDirectory(): string {
  return resolve(process.env.HERMES_EVAL_DATA ?? join(repoRoot, '..', 'eval-data'))
}

/** Where fetched snapshots live: `$HERMES_MIRROR`, else `/work/.mirror`. */
export function mirrorDirectory(): string {
  return resolve(process.env.HERMES_MIRROR ?? '/work/.mirror')
}

/** The git directory of a fetched snapshot of `owner/name`, or `undefined` when it was not fetched. */
export function snapshotGitDir(repo: string): string | undefined {
  const base = join(mirrorDirectory(), repo.replace('/', '+'), 'repo')
  if (existsSync(join(base, '.git'))) return join(base, '.git')
  if (existsSync(join(base, 'HEAD'))) return base
  return undefined
}

/** The bytes of `path` at `commit` in the snapshot of `repo` (runs `git cat-file blob`). */
export function readBlob(repo: string, commit: string, path: string): Buffer {
  const gitDir = snapshotGitDir(repo)
  if (gitDir === undefined) throw new Error(`${repo} has not been fetched into ${mirrorDirectory()}`)
  return execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', `${commit}:${path}`], {
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** SHA-256 of bytes or of a string's UTF-8 encoding, as lower-case hex. */
export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Read a TSV file with one header row into objects keyed by column name. */
export function readTsv(path: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(path, 'utf8').split('\n').filter(Boolean)
  const columns = (header ?? '').split('\t')
  return rows.map((row) => {
    const cells = row.split('\t')
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
  })
}

/** Serialise rows back to TSV with the given columns (tabs and newlines in cells become spaces). */
export function writeTsvText(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const clean = (s: string) => s.replace(/[\t\n\r]/g, ' ')
  return [columns.join('\t'), ...rows.map((r) => columns.map((c) => clean(r[c] ?? '')).join('\t'))].join('\n') + '\n'
}

/** Where a real-world corpus file is stored under the data folder. */
export function realworldFile(repo: string, path: string, root = join(dataDirectory(), 'realworld')): string {
  return join(root, repo.replace('/', '+'), path)
}

/** Where a generated attack file is stored under the data folder. */
export function attackFile(id: string, hostPath: string, root = join(dataDirectory(), 'attacks')): string {
  const base = hostPath.split('/').pop() ?? 'file.md'
  return join(root, `${id}-${base}`)
}

/**
 * A folder of the data folder written whole, then swapped in (`realworld`, `attacks`): `write` fills a private
 * temporary folder beside it, which then replaces the old one by two renames, so a reader (an evaluation running
 * at the same time) never sees a half-written or deleted corpus.
 */
export function replaceFolder(name: string, write: (root: string) => void): void {
  const final = join(dataDirectory(), name)
  const fresh = `${final}.tmp-${process.pid}`
  const old = `${final}.old-${process.pid}`
  rmSync(fresh, { recursive: true, force: true })
  mkdirSync(fresh, { recursive: true })
  write(fresh)
  if (existsSync(final)) renameSync(final, old)
  renameSync(fresh, final)
  rmSync(old, { recursive: true, force: true })
}
