/* eslint-disable @typescript-eslint/no-non-null-assertion -- manifest columns are present by construction */
/**
 * Training data of the learned injection model, from the `dev` split only
 * (never `test`, never `../shared/scanner-cases`):
 * - positives: the payload of every in-scope `dev` attack row, read from its
 *   benchmark snapshot (the same extraction the attack builder uses), one
 *   segment per line;
 * - negatives: every line of every `dev` real-world context file.
 * Each example carries its group (the source repository) for cross-validation by source.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { foldText } from '../../src/recommended/text/folded.js'
import { segmentFeatures } from './features.js'
import { evalDirectory, readBlob, readTsv, realworldFile } from '../eval-data/common.js'
import { extractPayload } from '../eval-data/extract.js'

/** One training segment: its hashed features (with repeats), label and source group. */
export interface Example {
  readonly features: Int32Array
  readonly label: 0 | 1
  readonly group: string
  /** Attack row id (positives) or `repo:path` (negatives): the unit that is blocked or not. */
  readonly unit: string
}

/** Segments (lines) of a text, folded like the scanner folds it, deduplicated by the caller. */
export function segmentsOf(text: string): string[] {
  const folded = foldText(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).text
  return folded.split('\n')
}

function featuresOf(segment: string): Int32Array | undefined {
  const out: number[] = []
  const n = segmentFeatures(segment, 0, segment.length, (b) => out.push(b))
  return n === 0 ? undefined : Int32Array.from(out)
}

/** Load positives and negatives of the `dev` split (deduplicated segments per class). */
export function loadTrainingData(): Example[] {
  const examples: Example[] = []
  const seen = new Set<string>()
  const add = (segment: string, label: 0 | 1, group: string, unit: string) => {
    const key = `${label}\u0000${segment.trim()}`
    if (seen.has(key)) return
    const features = featuresOf(segment)
    if (features === undefined) return
    seen.add(key)
    examples.push({ features, label, group, unit })
  }
  const sources = new Map<string, string>()
  for (const row of readTsv(join(evalDirectory, 'attacks.tsv'))) {
    if (row.split !== 'dev' || row.label !== 'in_scope') continue
    const key = `${row.source_repo}\u0000${row.source_commit}\u0000${row.source_path}`
    let source = sources.get(key)
    if (source === undefined) {
      source = readBlob(row.source_repo!, row.source_commit!, row.source_path!).toString('utf8')
      sources.set(key, source)
    }
    const payload = extractPayload(source, row.item!)
    for (const segment of segmentsOf(payload)) add(segment, 1, row.source_repo!, row.id!)
  }
  for (const row of readTsv(join(evalDirectory, 'realworld.tsv'))) {
    if (row.split !== 'dev') continue
    const file = realworldFile(row.repo!, row.path!)
    if (!existsSync(file)) continue
    for (const segment of segmentsOf(readFileSync(file, 'utf8'))) add(segment, 0, row.repo!, `${row.repo}:${row.path}`)
  }
  return examples
}
