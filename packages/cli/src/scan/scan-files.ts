import { basename, dirname } from 'node:path'
import type { Diagnostic, Finding, Host } from '@hermes/core'
import type { RuleSettings } from '@hermes/core'
import { findGitRoot, HERMES_NAMES, readContextFile, stripFrontMatter } from '@hermes/discovery'
import { createScanner, type Verdict } from '@hermes/scanner'
import { filePosition, textOrigin, type FilePosition } from '../report/file-position.js'
import type { ScanTarget } from './collect-files.js'

/** A finding with its position in the file (not only in the scanned text). */
export interface LocatedFinding {
  readonly finding: Finding
  readonly position: FilePosition
}

/** The scan of one file. */
export interface FileScan {
  /** Absolute path. */
  readonly path: string
  /** Id of the file type its name matches, or `null`. */
  readonly fileType: string | null
  /** `scanned`, `empty` (nothing to scan after §4.1 trimming) or `skipped` (see `diagnostics`). */
  readonly status: 'scanned' | 'empty' | 'skipped'
  /** Whether start-up would load its BLOCKED line instead of its text. */
  readonly blocked: boolean
  /** `block`, `warn` or `pass` (`pass` for empty and skipped files). */
  readonly verdict: Verdict
  /** Finding ids in BLOCKED-line order. */
  readonly ids: readonly string[]
  /** The findings, with file positions. */
  readonly findings: readonly LocatedFinding[]
  /** The BLOCKED line start-up would load, when blocked. */
  readonly blockedLine?: string
}

/** Options of {@link scanTargets}. */
export interface ScanFilesOptions {
  readonly host: Host
  readonly preset: string
  /** Rule settings applied on top of the preset. */
  readonly rules: RuleSettings
  /** Milliseconds before one file's read is abandoned; default 5,000 (§4.1). */
  readonly readTimeoutMs?: number
  /** The label of a file in BLOCKED lines (e.g. its display path). */
  readonly label: (path: string) => string
}

/**
 * Read each file exactly as start-up does (`readContextFile`, §4.1; front
 * matter removed for `.hermes.md` / `HERMES.md`, §2.1), scan it with the
 * preset (§6) and locate its findings in the file. Never throws on bad
 * files: they are `skipped` with a diagnostic.
 */
export async function scanTargets(
  targets: readonly ScanTarget[],
  options: ScanFilesOptions,
): Promise<{ files: FileScan[]; diagnostics: Diagnostic[] }> {
  const scanner = createScanner({ host: options.host, preset: options.preset, rules: options.rules })
  const files: FileScan[] = []
  const diagnostics: Diagnostic[] = []
  const roots = new Map<string, string>()
  for (const target of targets) {
    const directory = dirname(target.path)
    let boundary = roots.get(directory)
    if (boundary === undefined) {
      boundary = (await findGitRoot(directory)) ?? directory
      roots.set(directory, boundary)
    }
    const outcome = await readContextFile(target.path, {
      boundary,
      report: (d) => diagnostics.push(d),
      ...(options.readTimeoutMs === undefined ? {} : { timeoutMs: options.readTimeoutMs }),
    })
    const base = { path: target.path, fileType: target.fileType?.id ?? null }
    if (!outcome.ok) {
      files.push({ ...base, status: 'skipped', blocked: false, verdict: 'pass', ids: [], findings: [] })
      continue
    }
    const hermes = (HERMES_NAMES as readonly string[]).includes(basename(target.path))
    const text = hermes ? stripFrontMatter(outcome.text) : outcome.text
    if (text === '') {
      files.push({ ...base, status: 'empty', blocked: false, verdict: 'pass', ids: [], findings: [] })
      continue
    }
    const result = scanner.scan(text, { label: options.label(target.path) })
    const origin = result.findings.length > 0 ? await textOrigin(target.path, result.text) : undefined
    files.push({
      ...base,
      status: 'scanned',
      blocked: result.blocked,
      verdict: result.verdict,
      ids: result.ids,
      findings: result.findings.map((finding) => ({
        finding,
        position: filePosition(finding, origin ?? { lines: 0, columns: 0 }),
      })),
      ...(result.blockedLine === undefined ? {} : { blockedLine: result.blockedLine }),
    })
  }
  return { files, diagnostics }
}
