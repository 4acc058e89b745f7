/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
/**
 * Loading and scoring the labelled scanner cases (`test/cases/scanner-cases`,
 * the in-repository copy of `../shared/scanner-cases`; see its README): each file is read as bytes and passed through the §4.1
 * reading path, scanned by a preset, and compared with its label.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeUtf8Strict, normaliseContextText } from '@hermes/core'
import { createScanner } from '../src/index.js'

/** One row of MANIFEST.tsv with its §4.1-normalised text. */
export interface DevCase {
  readonly file: string
  readonly label: 'attack' | 'benign'
  readonly family: string
  readonly technique: string
  readonly expected: readonly string[]
  readonly text: string
}

/** Scan outcome of one case under one preset. */
export interface CaseResult {
  readonly case: DevCase
  readonly verdict: 'block' | 'warn' | 'pass'
  readonly categories: readonly string[]
  readonly primaryFound: boolean
  readonly ids: readonly string[]
}

/**
 * Where the cases live: `$HERMES_SCANNER_CASES`, else `test/cases/scanner-cases`
 * in this repository (refreshed from `../shared/scanner-cases` by `pnpm cases:sync`).
 */
export function casesDirectory(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  return process.env.HERMES_SCANNER_CASES || resolve(here, '../../../test/cases/scanner-cases')
}

/**
 * Read MANIFEST.tsv and every case file (bytes → strict UTF-8 → §4.1 normalisation).
 *
 * @throws Error when the folder or its MANIFEST.tsv is missing, or lists no case:
 *   a missing case folder fails the tests, it never passes them silently.
 */
export function loadCases(directory = casesDirectory()): DevCase[] {
  const manifest = join(directory, 'MANIFEST.tsv')
  if (!existsSync(manifest))
    throw new Error(
      `no scanner cases: ${manifest} not found (\`pnpm cases:sync\` copies them from ../shared/scanner-cases)`,
    )
  const rows = readFileSync(manifest, 'utf8').split('\n').slice(1).filter(Boolean)
  if (rows.length === 0) throw new Error(`no scanner cases: ${manifest} lists no file`)
  return rows.map((row) => {
    const [file, label, technique, expected] = row.split('\t') as [string, 'attack' | 'benign', string, string]
    const decoded = decodeUtf8Strict(readFileSync(join(directory, file)))
    if (decoded === undefined) throw new Error(`${file} is not valid UTF-8`)
    return {
      file,
      label,
      technique,
      family: technique.split('/')[0]!,
      expected: expected ? expected.split(',') : [],
      text: normaliseContextText(decoded),
    }
  })
}

/** Scan every case with `preset`. */
export function scoreCases(cases: readonly DevCase[], preset: string): CaseResult[] {
  const scanner = createScanner({ preset })
  return cases.map((c) => {
    const result = scanner.scan(c.text, { label: c.file.split('/').pop()! })
    const categories = [...new Set(result.findings.map((f) => f.category))]
    return {
      case: c,
      verdict: result.verdict,
      categories,
      primaryFound: c.expected.length > 0 && categories.includes(c.expected[0]!),
      ids: result.ids,
    }
  })
}

/** Totals over a set of results. */
export interface Totals {
  readonly attacks: number
  readonly attacksBlocked: number
  readonly primaryFound: number
  readonly blockedWithPrimary: number
  readonly benign: number
  readonly benignBlocked: number
  readonly benignWarned: number
}

/** Count blocked attacks, primary categories found, blocked and warned benign files. */
export function totals(results: readonly CaseResult[]): Totals {
  const attacks = results.filter((r) => r.case.label === 'attack')
  const benign = results.filter((r) => r.case.label === 'benign')
  return {
    attacks: attacks.length,
    attacksBlocked: attacks.filter((r) => r.verdict === 'block').length,
    primaryFound: attacks.filter((r) => r.primaryFound).length,
    blockedWithPrimary: attacks.filter((r) => r.verdict === 'block' && r.primaryFound).length,
    benign: benign.length,
    benignBlocked: benign.filter((r) => r.verdict === 'block').length,
    benignWarned: benign.filter((r) => r.verdict === 'warn').length,
  }
}
