/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array and example indices are in range by construction */
/**
 * Logistic regression for the learned injection model: class-balanced AdaGrad SGD with L2 over hashed
 * features, deterministic (fixed-seed shuffles), and the cross-validation fold of a source group.
 */
import { createHash } from 'node:crypto'
import { BUCKET_BITS } from './features.js'
import type { Example } from './data.js'

const SIZE = 1 << BUCKET_BITS

/** Training settings. */
export interface Settings {
  readonly epochs: number
  readonly l2: number
}

/** Mulberry32: a tiny fixed-seed generator (deterministic shuffles). */
function generator(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Trained {
  readonly weights: Float64Array
  readonly bias: number
}

/** Logistic regression, AdaGrad SGD, class-balanced, L2. */
export function train(examples: readonly Example[], { epochs: EPOCHS, l2: L2 }: Settings): Trained {
  const weights = new Float64Array(SIZE)
  const g2 = new Float64Array(SIZE).fill(1e-8)
  let bias = 0
  let biasG2 = 1e-8
  const positives = examples.filter((e) => e.label === 1).length
  const negatives = examples.length - positives
  const positiveWeight = negatives / Math.max(1, positives)
  const order = examples.map((_, i) => i)
  const random = generator(0x5eed)
  const rate = 0.2
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    for (const index of order) {
      const e = examples[index]!
      const v = 1 / Math.sqrt(e.features.length)
      let z = bias
      for (const b of e.features) z += weights[b]! * v
      const p = 1 / (1 + Math.exp(-z))
      const g = (p - e.label) * (e.label === 1 ? positiveWeight : 1)
      for (const b of e.features) {
        const grad = g * v + L2 * weights[b]!
        g2[b]! += grad * grad
        weights[b]! -= (rate * grad) / Math.sqrt(g2[b]!)
      }
      biasG2 += g * g
      bias -= (rate * g) / Math.sqrt(biasG2)
    }
  }
  return { weights, bias }
}

export function logit(model: Trained, e: Example): number {
  const v = 1 / Math.sqrt(e.features.length)
  let z = model.bias
  for (const b of e.features) z += model.weights[b]! * v
  return z
}

export function foldOf(group: string, folds: number): number {
  return createHash('sha256').update(group).digest().readUInt32BE(0) % folds
}
