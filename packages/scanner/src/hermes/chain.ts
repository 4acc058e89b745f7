/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import * as chars from './char-classes.js'
import { work as workCounter } from './work.js'

// Hot paths call these directly: module-local bindings, not namespace look-ups
// (test runners and bundlers may turn each imported call into a property read).
const { foldUnit, isBoundary, isSpaceUnit, literalAt, spaceEnd, wordEnd } = chars
const work = workCounter

/**
 * A linear "chain" form of a §6 pattern: a sequence of steps over words,
 * white-space runs and literals. {@link leftmostChainStart} runs it from all
 * candidate starts at once and returns the leftmost start from which the
 * pattern can match, which is exactly the regex's leftmost match start. It
 * relies on two facts of the §6 patterns: a white-space step is always
 * followed by a step that cannot start with white space (so `\s+`/`\s*` take
 * the whole run), and a `\w+` inside a filler is always followed by `\s+` (so
 * it takes the whole word).
 */
export type Step =
  | { readonly kind: 'lit'; readonly text: string }
  | { readonly kind: 'ws'; readonly min: 0 | 1 }
  | { readonly kind: 'fill'; readonly max: number }
  | { readonly kind: 'alt'; readonly options: readonly (readonly Step[])[] }
  | { readonly kind: 'opt'; readonly steps: readonly Step[] }
  | { readonly kind: 'optChar'; readonly test: (unit: number) => boolean }
  | { readonly kind: 'word'; readonly min: 0 | 1 }
  | { readonly kind: 'boundary' }

/** A lowercase ASCII literal, matched case-insensitively. */
export const lit = (text: string): Step => ({ kind: 'lit', text })
/** `\s+` */
export const ws: Step = { kind: 'ws', min: 1 }
/** `\s*` */
export const ws0: Step = { kind: 'ws', min: 0 }
/** `(?:\w+\s+){0,max}`; `F` is `fill(8)`. */
export const fill = (max: number): Step => ({ kind: 'fill', max })
/** `F` of the §6 table. */
export const F: Step = fill(8)
/** `(a|b|…)` of literals or step sequences. */
export const alt = (...options: (string | readonly Step[])[]): Step => ({
  kind: 'alt',
  options: options.map((option) => (typeof option === 'string' ? [lit(option)] : option)),
})
/** `(…)?` */
export const opt = (...steps: Step[]): Step => ({ kind: 'opt', steps })
/** `[\s\-]?` */
export const optSpaceOrHyphen: Step = { kind: 'optChar', test: (unit) => unit === 0x2d || isSpaceUnit(unit) }
/** `\w+` (min 1) or `\w*` (min 0), greedy, at the end of a pattern. */
export const word = (min: 0 | 1): Step => ({ kind: 'word', min })
/** `\b` */
export const boundary: Step = { kind: 'boundary' }

/**
 * A set of text positions, strictly ascending, each tagged with the smallest
 * candidate start that reaches it. Buffers are pooled and reused: a scan
 * allocates nothing once they have grown to the largest set it needs.
 */
class PositionSet {
  pos = new Int32Array(64)
  tag = new Int32Array(64)
  size = 0

  /** Add `p` reached from start `t`; `p` must be ≥ the last position added (equal ones merge, keeping the smaller tag). */
  add(p: number, t: number): void {
    const n = this.size
    if (n > 0 && this.pos[n - 1] === p) {
      if (t < this.tag[n - 1]!) this.tag[n - 1] = t
      return
    }
    if (n === this.pos.length) {
      const pos = new Int32Array(n * 2)
      pos.set(this.pos)
      this.pos = pos
      const tag = new Int32Array(n * 2)
      tag.set(this.tag)
      this.tag = tag
    }
    this.pos[n] = p
    this.tag[n] = t
    this.size = n + 1
  }
}

const pool: PositionSet[] = []

function acquire(): PositionSet {
  const set = pool.pop() ?? new PositionSet()
  set.size = 0
  return set
}

function release(set: PositionSet): void {
  pool.push(set)
}

/** Union of two sets into a new one (smaller tag on shared positions); releases neither. */
function union(a: PositionSet, b: PositionSet): PositionSet {
  const out = acquire()
  let i = 0
  let j = 0
  while (i < a.size || j < b.size) {
    if (j >= b.size || (i < a.size && a.pos[i]! <= b.pos[j]!)) {
      out.add(a.pos[i]!, a.tag[i]!)
      i++
    } else {
      out.add(b.pos[j]!, b.tag[j]!)
      j++
    }
  }
  work.units += a.size + b.size
  return out
}

/** Chain starts are processed in batches: a match in an early batch ends the search early. */
const BATCH = 512

/**
 * Per-scan memo of the filler's word steps: for a position `p`, `[2p]` is 1 +
 * the end of the word at `p` and `[2p + 1]` is 1 + the end of the white space
 * after it (0: not computed yet). Allocated on the first filler with many
 * walkers, then shared by every filler of every rule of that scan: dense
 * phrases are walked once, not once per filler.
 */
export interface ChainCache {
  wordSteps?: Int32Array
}

let chainCache: ChainCache | undefined

/**
 * The leftmost of the ascending candidate `starts` from which `steps` can
 * match in `text`, or `undefined`. All candidates advance together, step by
 * step, as one set of positions tagged with their smallest start: positions
 * reached from several starts (closely repeated phrase words) are handled
 * once, so every step costs time linear in its set plus the characters it
 * reads, and the filler step `(?:\w+\s+){0,max}` walks each word chain once
 * (a sliding minimum over the last `max` words). Linear in the text overall.
 */
export function leftmostChainStart(
  text: string,
  steps: readonly Step[],
  starts: ArrayLike<number>,
  cache?: ChainCache,
): number | undefined {
  chainCache = cache
  try {
    return leftmostFrom(text, steps, starts)
  } finally {
    chainCache = undefined
  }
}

function leftmostFrom(text: string, steps: readonly Step[], starts: ArrayLike<number>): number | undefined {
  const input = acquire()
  for (let from = 0; from < starts.length; from += BATCH) {
    input.size = 0
    const to = Math.min(starts.length, from + BATCH)
    for (let i = from; i < to; i++) input.add(starts[i]!, starts[i]!)
    work.units += to - from
    const set = runSteps(text, steps, input)
    let best = -1
    for (let i = 0; i < set.size; i++) if (best < 0 || set.tag[i]! < best) best = set.tag[i]!
    if (set !== input) release(set)
    if (best >= 0) {
      release(input)
      return best
    }
  }
  release(input)
  return undefined
}

/** Run `steps` from `input`, which is left as it is; the result is a new set, or `input` when there are no steps. */
function runSteps(text: string, steps: readonly Step[], input: PositionSet): PositionSet {
  let set = input
  for (let k = 0; k < steps.length; k++) {
    if (set.size === 0) break
    const step = steps[k]!
    const next =
      step.kind === 'fill' ? fillStep(text, step.max, set, firstUnits(steps[k + 1])) : runStep(text, step, set)
    if (set !== input) release(set)
    set = next
  }
  if (set === input && steps.length > 0) return acquire()
  return set
}

/** Ends of the `literals` (sorted by length) that match at `p`: `out` gets each. */
function addLiterals(
  text: string,
  literals: readonly string[],
  firsts: Uint8Array,
  p: number,
  t: number,
  out: PositionSet,
): void {
  const first = foldUnit(text.charCodeAt(p))
  if (first >= 0x80 || firsts[first] !== 1) return
  for (const literal of literals)
    if (literal.charCodeAt(0) === first && literalAt(text, p, literal)) out.add(p + literal.length, t)
}

/** Sort a set whose positions were added out of order (rare: overlapping literal alternatives), keeping the smallest tag. */
function normalise(set: PositionSet): PositionSet {
  const pairs: [number, number][] = []
  for (let i = 0; i < set.size; i++) pairs.push([set.pos[i]!, set.tag[i]!])
  pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1])
  set.size = 0
  for (const [p, t] of pairs) set.add(p, t)
  return set
}

/** One step from `input` (left as it is) into a new set. */
function runStep(text: string, step: Step, input: PositionSet): PositionSet {
  const { pos, tag, size } = input
  work.units += size
  const out = acquire()
  switch (step.kind) {
    case 'lit': {
      const length = step.text.length
      for (let i = 0; i < size; i++) if (literalAt(text, pos[i]!, step.text)) out.add(pos[i]! + length, tag[i]!)
      return out
    }
    case 'ws':
    case 'word': {
      // Ascending inputs inside one run share its end: each run is read once.
      const isWs = step.kind === 'ws'
      let runStart = -1
      let runEnd = -1
      for (let i = 0; i < size; i++) {
        const p = pos[i]!
        if (p < runStart || p > runEnd) {
          runStart = p
          runEnd = isWs ? spaceEnd(text, p) : wordEnd(text, p)
        }
        if (runEnd - p >= step.min) out.add(runEnd, tag[i]!)
      }
      return out
    }
    case 'fill':
      release(out)
      return fillStep(text, step.max, input, null)
    case 'alt': {
      // Alternatives that are plain literals are tested together in one pass;
      // the others run as chains from the whole input, and all are merged.
      const { literals, firsts, chains } = splitOptions(step)
      let merged = out
      if (literals.length > 0) {
        let last = -1
        let sorted = true
        for (let i = 0; i < size; i++) {
          const before = out.size
          addLiterals(text, literals, firsts, pos[i]!, tag[i]!, out)
          if (out.size > before) {
            if (out.pos[before]! < last) sorted = false
            last = out.pos[out.size - 1]!
          }
        }
        if (!sorted) normalise(out)
      }
      for (const option of chains) {
        const reached = runSteps(text, option, input)
        const next = union(merged, reached)
        release(merged)
        release(reached)
        merged = next
      }
      return merged
    }
    case 'opt': {
      release(out)
      const reached = runSteps(text, step.steps, input)
      const merged = union(input, reached)
      release(reached)
      return merged
    }
    case 'optChar': {
      for (let i = 0; i < size; i++) {
        const p = pos[i]!
        out.add(p, tag[i]!)
        if (p < text.length && step.test(text.charCodeAt(p))) out.add(p + 1, tag[i]!)
      }
      return out
    }
    case 'boundary': {
      for (let i = 0; i < size; i++) {
        const p = pos[i]!
        const before = p > 0 ? text.charCodeAt(p - 1) : 0
        const after = p < text.length ? text.charCodeAt(p) : 0
        // ASCII on both sides (the common case) without the general look-up.
        const boundary = before < 0x80 && after < 0x80 ? ASCII_WORD[before] !== ASCII_WORD[after] : isBoundary(text, p)
        if (boundary) out.add(p, tag[i]!)
      }
      return out
    }
  }
}

interface SplitOptions {
  /** Options that are single literals, sorted by length. */
  readonly literals: readonly string[]
  /** 1 for each first unit of `literals`. */
  readonly firsts: Uint8Array
  /** The other options. */
  readonly chains: readonly (readonly Step[])[]
}

const optionCache = new WeakMap<Step, SplitOptions>()

/** The options of an `alt`: single literals and the rest. */
function splitOptions(step: Step & { kind: 'alt' }): SplitOptions {
  let split = optionCache.get(step)
  if (!split) {
    const literals: string[] = []
    const chains: (readonly Step[])[] = []
    for (const option of step.options) {
      const only = option.length === 1 ? option[0]! : undefined
      if (only?.kind === 'lit') literals.push(only.text)
      else chains.push(option)
    }
    literals.sort((x, y) => x.length - y.length)
    const firsts = new Uint8Array(0x80)
    for (const literal of literals) firsts[literal.charCodeAt(0)] = 1
    split = { literals, firsts, chains }
    optionCache.set(step, split)
  }
  return split
}

// Sliding-minimum deque of the filler step: walkers (smallest start, last word
// index they may reach), tags and expiries strictly increasing front to back.
// At most max + 1 entries; a ring of 16.
const dequeTag = new Int32Array(16)
const dequeExpiry = new Int32Array(16)

const ASCII_WORD = Uint8Array.from({ length: 0x80 }, (_, unit) => (chars.isWordCode(unit) ? 1 : 0))
const ASCII_SPACE = Uint8Array.from({ length: 0x80 }, (_, unit) => (isSpaceUnit(unit) ? 1 : 0))

/**
 * Lowercase first units the step after a filler can start with (a filler's
 * positions where none of them is are dropped at once), or `null` for any.
 */
const firstUnitCache = new WeakMap<Step, Uint8Array | null>()

function firstUnits(step: Step | undefined): Uint8Array | null {
  if (!step) return null
  let units = firstUnitCache.get(step)
  if (units === undefined) {
    const options = step.kind === 'alt' ? step.options : [[step]]
    const firsts = options.map((option) => (option[0]?.kind === 'lit' ? option[0].text.charCodeAt(0) : -1))
    if (firsts.some((unit) => unit < 0 || unit >= 0x80)) units = null
    else {
      units = new Uint8Array(0x80)
      for (const unit of firsts) units[unit] = 1
    }
    firstUnitCache.set(step, units)
  }
  return units
}

/**
 * `(?:\w+\s+){0,max}` from every input position. The walk from a position is
 * deterministic (whole word, whole white-space run, repeat), and walks from
 * different inputs merge: an input on the walk joins it, an input inside the
 * walk's current word joins it at the next word. So one sweep over the
 * ascending inputs visits every reachable position once, keeping for each the
 * smallest start of a walker that still has words left (a sliding minimum).
 * Positions where the next step cannot start (`firsts`) are not kept.
 */
function fillStep(text: string, max: number, input: PositionSet, firsts: Uint8Array | null): PositionSet {
  const out = acquire()
  const { pos, tag, size } = input
  const length = text.length
  // Many walkers: remember each word step, for the other fillers of this scan.
  if (chainCache && !chainCache.wordSteps && size >= 32) chainCache.wordSteps = new Int32Array(2 * (length + 1))
  const steps = chainCache?.wordSteps
  let head = 0
  let count = 0
  let i = 0
  let cur = 0
  let index = 0 // word index of `cur` along the current walk
  let units = 0
  while (i < size || count > 0) {
    if (count === 0) {
      cur = pos[i]!
      index = 0
      head = 0
    }
    while (i < size && pos[i] === cur) {
      // Join with budget max; drop walkers no better (larger or equal start, earlier or equal expiry).
      const t = tag[i++]!
      while (count > 0 && dequeTag[(head + count - 1) & 15]! >= t) count--
      if (count > 0 && dequeExpiry[(head + count - 1) & 15]! >= index + max) continue
      dequeTag[(head + count) & 15] = t
      dequeExpiry[(head + count) & 15] = index + max
      count++
    }
    if (firsts === null || firsts[foldUnit(text.charCodeAt(cur))] === 1) out.add(cur, dequeTag[head]!)
    // The word and white space after `cur` (ASCII inline, the rest by the class functions).
    let w: number
    let sEnd: number
    const known = steps === undefined ? 0 : steps[2 * cur]!
    if (known !== 0) {
      w = known - 1
      sEnd = steps![2 * cur + 1]! - 1
      units++
    } else {
      w = cur
      for (; w < length; w++) {
        const unit = text.charCodeAt(w)
        if (unit >= 0x80) {
          w = wordEnd(text, w)
          break
        }
        if (ASCII_WORD[unit] === 0) break
      }
      sEnd = w
      if (w > cur)
        for (; sEnd < length; sEnd++) {
          const unit = text.charCodeAt(sEnd)
          if (unit >= 0x80) {
            sEnd = spaceEnd(text, sEnd)
            break
          }
          if (ASCII_SPACE[unit] === 0) break
        }
      units += sEnd - cur + 1
      if (steps !== undefined) {
        steps[2 * cur] = w + 1
        steps[2 * cur + 1] = sEnd + 1
      }
    }
    if (sEnd === w) {
      // The walk ends here; inputs after `cur` start their own.
      count = 0
      continue
    }
    // Inputs inside this word join the walk at the next word; inputs in the white space stay put.
    while (i < size && pos[i]! < sEnd) {
      const p = pos[i]!
      const t = tag[i++]!
      if (firsts === null || firsts[foldUnit(text.charCodeAt(p))] === 1) out.add(p, t)
      if (p >= w) continue
      while (count > 0 && dequeTag[(head + count - 1) & 15]! >= t) count--
      if (count > 0 && dequeExpiry[(head + count - 1) & 15]! >= index + max) continue
      dequeTag[(head + count) & 15] = t
      dequeExpiry[(head + count) & 15] = index + max
      count++
    }
    index++
    cur = sEnd
    while (count > 0 && dequeExpiry[head]! < index) {
      head = (head + 1) & 15
      count--
    }
  }
  work.units += units + size
  return out
}
