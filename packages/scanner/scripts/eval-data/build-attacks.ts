/* eslint-disable @typescript-eslint/no-non-null-assertion -- manifest columns and regex groups are present by construction */
/**
 * Build the external attack set (`$HERMES_EVAL_DATA/attacks/`) from
 * `packages/scanner/eval/attacks.tsv`: each row names a payload in a fetched
 * public benchmark snapshot (repository, path, commit, item), a technique
 * (how the payload is spelled), a placement (where it goes) and a host file
 * of the real-world corpus. The output is deterministic: the same manifest,
 * snapshots and corpus give byte-identical files, whose SHA-256 is checked
 * against the manifest.
 *
 * Usage: `pnpm --filter @hermes/scanner eval:attacks [--update-hashes]`.
 * `--update-hashes` writes the computed hashes into the manifest (after a
 * deliberate change of the builder or the plan). Runs nothing but `git`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  attackFile,
  dataDirectory,
  replaceFolder,
  evalDirectory,
  readBlob,
  readTsv,
  realworldFile,
  sha256,
  writeTsvText,
} from './common.js'
import { embed, spell, type Placement, type Technique } from './embed.js'
import { extractPayload } from './extract.js'

const COLUMNS = [
  'id',
  'source_repo',
  'source_path',
  'source_commit',
  'item',
  'label',
  'category',
  'technique',
  'placement',
  'language',
  'host',
  'split',
  'sha256',
  'read',
  'note',
] as const

const { values } = parseArgs({ options: { 'update-hashes': { type: 'boolean', default: false } } })
const manifestPath = join(evalDirectory, 'attacks.tsv')
const rows = readTsv(manifestPath)
const sourceCache = new Map<string, string>()
const problems: string[] = []
let ok = 0
// Written whole into a new folder and swapped in: an evaluation reading the attack files meanwhile never sees them half gone.
replaceFolder('attacks', (root) => {
  for (const row of rows) {
    const key = `${row.source_repo}\u0000${row.source_commit}\u0000${row.source_path}`
    try {
      let source = sourceCache.get(key)
      if (source === undefined) {
        source = readBlob(row.source_repo!, row.source_commit!, row.source_path!).toString('utf8')
        sourceCache.set(key, source)
      }
      const payload = extractPayload(source, row.item!)
      const [hostRepo, ...hostPathParts] = row.host!.split(':')
      const hostPath = hostPathParts.join(':')
      const host = readFileSync(realworldFile(hostRepo!, hostPath), 'utf8')
      const seed = `${row.source_repo}|${row.source_path}|${row.item}|${row.technique}|${row.host}`
      const text = embed(host, spell(payload, row.technique as Technique), row.placement as Placement, seed)
      const target = attackFile(row.id!, hostPath, root)
      writeFileSync(target, text)
      const digest = sha256(text)
      if (values['update-hashes']) row.sha256 = digest
      else if (row.sha256 !== digest) problems.push(`sha256 differs: ${row.id}`)
      ok++
    } catch (error) {
      problems.push(`${row.id}: ${(error as Error).message.split('\n')[0]}`)
    }
  }
})
if (values['update-hashes']) writeFileSync(manifestPath, writeTsvText(COLUMNS, rows))
console.log(
  `${rows.length} rows; ${ok} files written to ${join(dataDirectory(), 'attacks')}; ${problems.length} problems`,
)
for (const p of problems.slice(0, 50)) console.log(`- ${p}`)
if (problems.length > 0) process.exitCode = 1
