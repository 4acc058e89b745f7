/**
 * Rebuild the real-world corpus (`$HERMES_EVAL_DATA/realworld/`) from fetched
 * snapshots and verify every SHA-256 of `packages/scanner/eval/realworld.tsv`.
 *
 * Usage: `pnpm --filter @hermes/scanner eval:realworld [--verify]`.
 * `--verify` only checks files already on disk. Runs nothing but `git` on the
 * snapshots (`$HERMES_MIRROR`, default `/work/.mirror`). Exits 1 when a hash
 * differs or a file is missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { evalDirectory, readBlob, readTsv, realworldFile, replaceFolder, sha256, snapshotGitDir } from './common.js'

const { values } = parseArgs({ options: { verify: { type: 'boolean', default: false } } })
const rows = readTsv(join(evalDirectory, 'realworld.tsv'))
let written = 0
let ok = 0
const problems: string[] = []
const unfetched = new Set<string>()
// A rebuild writes a new folder and swaps it in: an evaluation reading the corpus meanwhile never sees it half gone.
if (values.verify) check()
else replaceFolder('realworld', check)

function check(root?: string): void {
  for (const row of rows) {
    const { repo, path, commit } = row as { repo: string; path: string; commit: string }
    const target = realworldFile(repo, path, root)
    let bytes: Buffer
    if (values.verify) {
      if (!existsSync(target)) {
        problems.push(`missing ${repo}:${path}`)
        continue
      }
      bytes = readFileSync(target)
    } else {
      if (snapshotGitDir(repo) === undefined) {
        unfetched.add(repo)
        continue
      }
      try {
        bytes = readBlob(repo, commit, path)
      } catch (error) {
        problems.push(`unreadable ${repo}:${path} at ${commit}: ${(error as Error).message.split('\n')[0]}`)
        continue
      }
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, bytes)
      written++
    }
    if (sha256(bytes) === row.sha256) ok++
    else problems.push(`sha256 differs: ${repo}:${path}`)
  }
}
for (const repo of unfetched) problems.push(`not fetched: ${repo}`)
console.log(
  `${rows.length} files in the manifest; ${values.verify ? 'verified' : `${written} written,`} ${ok} hashes match; ${problems.length} problems`,
)
for (const p of problems.slice(0, 50)) console.log(`- ${p}`)
if (problems.length > 0) process.exitCode = 1
