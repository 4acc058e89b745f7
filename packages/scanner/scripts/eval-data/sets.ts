/* eslint-disable @typescript-eslint/no-non-null-assertion -- manifest columns and regex groups are present by construction */
/**
 * Loading and scoring the two external evaluation sets (real-world context
 * files and the external attack set, see `packages/scanner/eval/README.md`).
 * Every file is read with `readContextFile` from `@hermes/discovery`, the
 * §4.1 reader the product uses, then scanned by a preset.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { readContextFile } from '@hermes/discovery'
import type { Finding } from '@hermes/core'
import { createScanner } from '../../src/index.js'
import { attackFile, dataDirectory, evalDirectory, readTsv, realworldFile } from './common.js'

/** One file of an external set, read and ready to scan. */
export interface DataFile {
  readonly set: 'realworld' | 'attacks'
  /** `repo:path` for real-world files, the row id for attacks. */
  readonly key: string
  readonly file: string
  readonly split: string
  readonly row: Readonly<Record<string, string>>
  /** §4.1 text, or `undefined` when the reader skipped the file. */
  readonly text: string | undefined
  readonly skipped?: string
}

/** Scan outcome of one data file under one preset. */
export interface DataResult {
  readonly file: DataFile
  readonly verdict: 'block' | 'warn' | 'pass' | 'skipped'
  readonly findings: readonly Finding[]
}

/** `true` when the data folder holds at least one of the sets. */
export function dataAvailable(directory = dataDirectory()): boolean {
  return existsSync(join(directory, 'realworld')) || existsSync(join(directory, 'attacks'))
}

async function read(path: string): Promise<{ text?: string; skipped?: string }> {
  const outcome = await readContextFile(path, { boundary: dataDirectory() })
  if (outcome.ok) return { text: outcome.text }
  return { skipped: outcome.missing ? 'missing' : outcome.diagnostic.reason }
}

/** Read every file named by `realworld.tsv` and `attacks.tsv` that exists under the data folder. */
export async function loadDataSets(): Promise<{ realworld: DataFile[]; attacks: DataFile[] }> {
  const realworld: DataFile[] = []
  for (const row of readTsv(join(evalDirectory, 'realworld.tsv'))) {
    const file = realworldFile(row.repo!, row.path!)
    const { text, skipped } = await read(file)
    realworld.push({ set: 'realworld', key: `${row.repo}:${row.path}`, file, split: row.split!, row, text, skipped })
  }
  const attacks: DataFile[] = []
  for (const row of readTsv(join(evalDirectory, 'attacks.tsv'))) {
    const hostPath = row.host!.split(':').slice(1).join(':')
    const file = attackFile(row.id!, hostPath)
    const { text, skipped } = await read(file)
    attacks.push({ set: 'attacks', key: row.id!, file, split: row.split!, row, text, skipped })
  }
  return { realworld, attacks }
}

/** Scan data files with one preset. */
export function scoreData(files: readonly DataFile[], preset: string): DataResult[] {
  const scanner = createScanner({ preset })
  return files.map((file) => {
    if (file.text === undefined) return { file, verdict: 'skipped', findings: [] }
    const result = scanner.scan(file.text, { label: file.file.split('/').pop()! })
    return { file, verdict: result.verdict, findings: result.findings }
  })
}
