/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array and example indices are in range by construction */
/**
 * Train the experimental learned injection model (see README.md here) and, with `--out FILE`, write its
 * quantised weights (int8, base64, one scale, a bias) as JSON.
 * Deterministic: the same data give the same weights (fixed example order, seeded shuffles, no
 * randomness beyond a fixed-seed generator). Prints a cross-validation curve by source repository.
 *
 * Usage: `pnpm --filter @hermes/scanner learned:train [--cv] [--check] [--out FILE] [--epochs N] [--l2 X]`.
 */
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { BUCKET_BITS } from './features.js'
import { loadTrainingData, type Example } from './data.js'
import { foldOf, logit, train } from './lr.js'

const { values } = parseArgs({
  options: {
    cv: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    out: { type: 'string' },
    epochs: { type: 'string', default: '6' },
    l2: { type: 'string', default: '1e-6' },
  },
})
const EPOCHS = Number(values.epochs)
const L2 = Number(values.l2)
const SIZE = 1 << BUCKET_BITS
const settings = { epochs: EPOCHS, l2: L2 }

const examples = loadTrainingData()
const positives = examples.filter((e) => e.label === 1)
console.log(
  `examples ${examples.length}: positive segments ${positives.length} (${new Set(positives.map((e) => e.unit)).size} attack rows, ${new Set(positives.map((e) => e.group)).size} sources), negative segments ${examples.length - positives.length} (${new Set(examples.filter((e) => e.label === 0).map((e) => e.unit)).size} files)`,
)

if (values.cv) {
  const FOLDS = 5
  const scores: { e: Example; z: number }[] = []
  for (let f = 0; f < FOLDS; f++) {
    const model = train(
      examples.filter((e) => foldOf(e.group, FOLDS) !== f),
      settings,
    )
    for (const e of examples) if (foldOf(e.group, FOLDS) === f) scores.push({ e, z: logit(model, e) })
  }
  // Unit level: an attack row is found when any of its segments scores ≥ t; a real file is flagged likewise.
  const best = new Map<string, { label: number; z: number; group: string }>()
  for (const { e, z } of scores) {
    const b = best.get(e.unit)
    if (b === undefined || z > b.z) best.set(e.unit, { label: e.label, z, group: e.group })
  }
  const units = [...best.values()]
  const pos = units.filter((u) => u.label === 1)
  const neg = units.filter((u) => u.label === 0)
  console.log('cross-validation by source (5 folds): threshold → attack rows found, real files flagged (per 1,000)')
  for (const t of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
    const tp = pos.filter((u) => u.z >= t).length
    const fp = neg.filter((u) => u.z >= t).length
    console.log(
      `  logit ≥ ${t}: attacks ${tp}/${pos.length} (${((100 * tp) / pos.length).toFixed(1)} %), real files ${fp}/${neg.length} (${((1000 * fp) / neg.length).toFixed(1)}/1,000)`,
    )
  }
}

/** Quantise weights to int8 (symmetric, one scale) and return the bytes and their SHA-256. */
function quantise(weights: Float64Array): { bytes: Buffer; scale: number; hash: string } {
  let max = 0
  for (const w of weights) max = Math.max(max, Math.abs(w))
  const scale = max / 127
  const bytes = Buffer.alloc(SIZE)
  for (let i = 0; i < SIZE; i++) bytes[i] = Math.round(weights[i]! / scale) & 0xff
  return { bytes, scale, hash: createHash('sha256').update(bytes).digest('hex') }
}

const model = train(examples, settings)
const { bytes, scale, hash } = quantise(model.weights)
console.log(
  `model: ${SIZE} int8 weights (${bytes.length} bytes, ${Buffer.byteLength(bytes.toString('base64'))} as base64), weights SHA-256 ${hash}`,
)
if (values.check) {
  // Reproducibility: the same data give the same weights.
  const again = quantise(train(loadTrainingData(), settings).weights)
  if (again.hash !== hash) throw new Error(`training is not deterministic: ${again.hash} != ${hash}`)
  console.log('check: a second training run gave the same weights')
}
if (values.out !== undefined) {
  const data = { bucketBits: BUCKET_BITS, weights: bytes.toString('base64'), scale, bias: model.bias, sha256: hash }
  writeFileSync(values.out, JSON.stringify(data) + '\n')
  console.log(`wrote ${values.out}`)
}
