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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parse as parseYaml } from 'yaml'
import {
  attackFile,
  dataDirectory,
  evalDirectory,
  readBlob,
  readTsv,
  realworldFile,
  sha256,
  writeTsvText,
} from './common.js'
import { embed, spell, type Placement, type Technique } from './embed.js'

/** Follow an RFC 6901 JSON pointer. */
function pointer(value: unknown, ptr: string): unknown {
  if (ptr === '') return value
  let current = value
  for (const raw of ptr.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(current)) current = current[Number(key)]
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[key]
    else throw new Error(`pointer ${ptr} does not resolve`)
  }
  return current
}

/** Parse RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** Extract one payload from a source file's text by its item locator. */
export function extractPayload(text: string, item: string): string {
  let value: unknown
  if (item === 'file') value = text
  else if (item.startsWith('line:')) value = text.split('\n')[Number(item.slice(5)) - 1]
  else if (item.startsWith('lines:')) {
    const [a, b] = item.slice(6).split('-').map(Number) as [number, number]
    value = text
      .split('\n')
      .slice(a - 1, b)
      .join('\n')
  } else if (item.startsWith('json:')) value = pointer(JSON.parse(text), item.slice(5))
  else if (item.startsWith('jsonl:')) {
    const [, line, ptr] = /^jsonl:(\d+):(.*)$/.exec(item) ?? []
    value = pointer(JSON.parse(text.split('\n')[Number(line) - 1] ?? 'null'), ptr ?? '')
  } else if (item.startsWith('yaml:')) value = pointer(parseYaml(text), item.slice(5))
  else if (item.startsWith('jsstring:')) {
    // a one-line double-quoted JavaScript string literal (JSON-compatible escapes), optionally followed by a comma
    const line = (text.split('\n')[Number(item.slice(9)) - 1] ?? '').trim().replace(/,$/, '')
    value = JSON.parse(line)
  } else if (item.startsWith('code:')) {
    // the first inline code span on a line (Markdown table cell)
    value = /`([^`]+)`/.exec(text.split('\n')[Number(item.slice(5)) - 1] ?? '')?.[1]
  } else if (item.startsWith('csv:')) {
    const [, row, column] = /^csv:(\d+):(.+)$/.exec(item) ?? []
    const [header, ...records] = parseCsv(text)
    value = records[Number(row) - 1]?.[header?.indexOf(column ?? '') ?? -1]
  } else throw new Error(`unknown item locator ${item}`)
  if (typeof value !== 'string') throw new Error(`item ${item} is not a string`)
  return value.replace(/\r\n?/g, '\n').trim()
}

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
rmSync(join(dataDirectory(), 'attacks'), { recursive: true, force: true })
mkdirSync(join(dataDirectory(), 'attacks'), { recursive: true })
let ok = 0
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
    const target = attackFile(row.id!, hostPath)
    writeFileSync(target, text)
    const digest = sha256(text)
    if (values['update-hashes']) row.sha256 = digest
    else if (row.sha256 !== digest) problems.push(`sha256 differs: ${row.id}`)
    ok++
  } catch (error) {
    problems.push(`${row.id}: ${(error as Error).message.split('\n')[0]}`)
  }
}
if (values['update-hashes']) writeFileSync(manifestPath, writeTsvText(COLUMNS, rows))
console.log(
  `${rows.length} rows; ${ok} files written to ${join(dataDirectory(), 'attacks')}; ${problems.length} problems`,
)
for (const p of problems.slice(0, 50)) console.log(`- ${p}`)
if (problems.length > 0) process.exitCode = 1
