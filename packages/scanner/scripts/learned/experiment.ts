/* eslint-disable @typescript-eslint/no-non-null-assertion -- manifest columns are present by construction */
/**
 * What the learned model would add to the `recommended` preset on the external sets, before it is wired in.
 * Dev files are scored with the cross-validation model that did NOT see their source repository (honest
 * estimate); test files with the model trained on all of dev. Prints the dev curve; test totals only for the
 * thresholds given with `--test` (read once per design).
 *
 * Designs: `alone` — a line with logit ≥ t blocks; `agree` — a line with logit ≥ t blocks when the preset
 * already warns on that line (a weak signal the model confirms).
 *
 * Usage: `pnpm --filter @hermes/scanner learned:experiment [--test alone:6,agree:3]`
 */
import { parseArgs } from 'node:util'
import { foldText } from '../../src/recommended/text/folded.js'
import { analyseMarkdown } from '../../src/recommended/text/markdown.js'
import { loadDataSets, scoreData, type DataResult } from '../eval-data/sets.js'
import { loadTrainingData } from './data.js'
import { foldOf, type Trained, train } from './lr.js'
import { segmentFeatures } from './features.js'

const { values } = parseArgs({ options: { test: { type: 'string' } } })
const FOLDS = 5
const settings = { epochs: Number(process.env.EPOCHS ?? 6), l2: Number(process.env.L2 ?? 1e-6) }
const examples = loadTrainingData()
const folds: Trained[] = []
for (let f = 0; f < FOLDS; f++)
  folds.push(
    train(
      examples.filter((e) => foldOf(e.group, FOLDS) !== f),
      settings,
    ),
  )
const full = train(examples, settings)

/** Per line (1-based): the logit of the line under `model`. */
function lineLogits(model: Trained, text: string): Map<number, number> {
  const folded = foldText(text).text
  const out = new Map<number, number>()
  let line = 1
  let start = 0
  for (let i = 0; i <= folded.length; i++) {
    if (i < folded.length && folded.charCodeAt(i) !== 10) continue
    let sum = 0
    const n = segmentFeatures(folded, start, i, (b) => {
      sum += model.weights[b]!
    })
    if (n > 0) out.set(line, model.bias + sum / Math.sqrt(n))
    line++
    start = i + 1
  }
  return out
}

const data = await loadDataSets()
interface Scored {
  readonly r: DataResult
  readonly best: number
  readonly bestWarned: number
  readonly bestRegion: number
}

/** 1-based lines that sit in a place a reader does not see as prose: hidden carriers, endorsed code, front matter. */
function regionLines(text: string): Set<number> {
  const md = analyseMarkdown(text)
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1)
  const lineOf = (offset: number) => {
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid]! <= offset) lo = mid
      else hi = mid - 1
    }
    return lo + 1
  }
  const out = new Set<number>()
  for (const c of md.carriers) for (let l = lineOf(c.start); l <= lineOf(Math.max(c.start, c.end - 1)); l++) out.add(l)
  starts.forEach((s, i) => {
    const end = starts[i + 1] ?? text.length
    if (s < md.frontMatterEnd) out.add(i + 1)
    for (let k = s; k < end; k++)
      if (md.code[k] !== 0 && md.endorsed[k] !== 0) {
        out.add(i + 1)
        break
      }
  })
  return out
}
function score(results: DataResult[], group: (r: DataResult) => string): Scored[] {
  return results
    .filter((r) => r.verdict !== 'skipped')
    .map((r) => {
      const model = r.file.split === 'dev' ? folds[foldOf(group(r), FOLDS)]! : full
      const logits = lineLogits(model, r.file.text!)
      let best = -Infinity
      for (const z of logits.values()) best = Math.max(best, z)
      let bestWarned = -Infinity
      for (const f of r.findings)
        if (f.severity === 'warn' && logits.has(f.line)) bestWarned = Math.max(bestWarned, logits.get(f.line)!)
      const region = regionLines(r.file.text!)
      let bestRegion = -Infinity
      for (const [line, z] of logits) if (region.has(line)) bestRegion = Math.max(bestRegion, z)
      return { r, best, bestWarned, bestRegion }
    })
}
const rw = score(scoreData(data.realworld, 'recommended'), (r) => r.file.row.repo!)
const at = score(
  scoreData(data.attacks, 'recommended').filter((r) => r.file.row.label === 'in_scope'),
  (r) => r.file.row.source_repo!,
)

type Design = 'alone' | 'agree' | 'region' | 'agree-file'
function totals(split: string, design: Design, t: number) {
  const z = (s: Scored) =>
    design === 'alone'
      ? s.best
      : design === 'agree'
        ? s.bestWarned
        : design === 'region'
          ? s.bestRegion
          : s.r.verdict === 'warn'
            ? s.best
            : -Infinity
  const attacks = at.filter((s) => s.r.file.split === split)
  const files = rw.filter((s) => s.r.file.split === split)
  const blocked = attacks.filter((s) => s.r.verdict === 'block' || z(s) >= t).length
  const added = attacks.filter((s) => s.r.verdict !== 'block' && z(s) >= t).length
  const fb = files.filter((s) => s.r.verdict === 'block' || z(s) >= t).length
  const newFb = files.filter((s) => s.r.verdict !== 'block' && z(s) >= t).length
  // as a warn instead of a block: files warned (preset warn or model ≥ t) that are not blocked
  const fw = files.filter((s) => s.r.verdict !== 'block' && (s.r.verdict === 'warn' || z(s) >= t)).length
  return `${split} ${design} t=${t}: recall ${blocked}/${attacks.length} ${((100 * blocked) / attacks.length).toFixed(1)} % (+${added}); real blocked ${fb}/${files.length} (${((1000 * fb) / files.length).toFixed(1)}/1,000, +${newFb}); as warn: real warned ${((1000 * fw) / files.length).toFixed(1)}/1,000`
}

console.log('dev curve (out-of-fold models):')
for (const design of ['alone', 'agree', 'region', 'agree-file'] as const)
  for (const t of [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]) console.log('  ' + totals('dev', design, t))
if (values.test)
  for (const spec of values.test.split(',')) {
    const [design, t] = spec.split(':') as [Design, string]
    console.log('TEST ' + totals('test', design, Number(t)))
  }
