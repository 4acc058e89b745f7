/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into typed arrays are in range by construction */
/**
 * One pass for the literal pre-checks of many expressions (issue 11). A
 * pre-check is a set of literals ({@link triggerSource} in triggers.ts); the
 * positions where one of them starts were found with one regular-expression
 * pass over the text per set (64 passes for an ordinary context file). Sets
 * whose literals match case-sensitively and hold no surrogate half are
 * instead registered here: an Aho–Corasick automaton over all of them finds,
 * in one pass, every start of every literal of every registered set. ASCII
 * units step through a dense table; other units (the literals of the other
 * languages) through sparse edges and failure links, so a text in any script
 * costs amortised constant work per unit. The positions are exactly those
 * the regular expression finds (a literal of whole BMP code points matched
 * case-sensitively equals the same code units, with or without the `u`
 * flag), so no answer changes.
 */
import { work } from './work.js'

/** A literal set's id in the registry. */
export type LiteralSetId = number

const sets: string[][] = []
const idsByKey = new Map<string, LiteralSetId>()
let automaton: Automaton | undefined

/**
 * Register a literal set (`key` names it; the same key gives the same id), or
 * `undefined` when it does not qualify (an empty literal, or one holding a
 * surrogate half).
 */
export function registerLiteralSet(key: string, literals: readonly string[]): LiteralSetId | undefined {
  const known = idsByKey.get(key)
  if (known !== undefined) return known
  if (literals.length === 0) return undefined
  for (const literal of literals) {
    if (literal === '') return undefined
    // A surrogate half would match differently under the `u` flag (code points, not units): keep such sets on their regex.
    for (let i = 0; i < literal.length; i++) if ((literal.charCodeAt(i) & 0xf800) === 0xd800) return undefined
  }
  const id = sets.length
  sets.push([...literals])
  idsByKey.set(key, id)
  automaton = undefined // rebuilt, with this set, on the next text
  return id
}

/**
 * The gate literals ({@link registerGateLiterals}): the pass over a text also tells, for each, whether the text
 * contains it.
 */
const gateLiterals: string[] = []

/**
 * Registers literals whose presence each pass records ({@link LiteralHits.gatePresence}) and returns the id of the
 * first; the others follow in order (cold start, issue 11: the literal conditions of the built-in rules'
 * expressions, so an expression whose required literals a text lacks is neither run nor compiled, and the answer
 * costs no pass per literal). An empty literal, or one holding a surrogate half, is reported as present in every
 * text (its absence is never claimed).
 */
export function registerGateLiterals(literals: readonly string[]): number {
  const first = gateLiterals.length
  gateLiterals.push(...literals)
  automaton = undefined // rebuilt, with these literals, on the next text
  return first
}

/** `true` when the literal index cannot look for `literal` (empty, or holding a surrogate half). */
function unindexable(literal: string): boolean {
  if (literal === '') return true
  for (let i = 0; i < literal.length; i++) if ((literal.charCodeAt(i) & 0xf800) === 0xd800) return true
  return false
}

/** Counts of the set-up work of the literal index (work-counter tests). */
export const literalIndexWork = { automata: 0, passes: 0 }

class Automaton {
  /** `delta[state * width + classes[unit]]` for ASCII units. */
  readonly delta: Uint16Array | Int32Array
  /** ASCII unit → class (0: a unit no literal holds). */
  readonly classes: Uint8Array
  readonly width: number
  /** Per non-ASCII unit: 1 when some literal holds it (any other unit leads back to the root). */
  readonly known: Uint8Array
  /** Per state: its edges on non-ASCII units (`undefined`: none). */
  readonly wide: (Map<number, number> | undefined)[]
  /** Per state: its failure link (the longest proper suffix that is a state). */
  readonly fail: Int32Array
  /** Per state: its outputs are `outSet/outLength[outStart[state] .. outStart[state + 1])`. */
  readonly outStart: Int32Array
  readonly outSet: Int32Array
  readonly outLength: Int32Array
  readonly setCount: number
  /** Per state: the gate literals ending there are `gateId[gateStart[state] .. gateStart[state + 1])`. */
  readonly gateStart: Int32Array
  readonly gateId: Int32Array
  /** The gate literals' presence in every text (1: always present, as the index cannot look for them). */
  readonly gateAlways: Uint8Array

  constructor(literalSets: readonly (readonly string[])[], gates: readonly string[] = []) {
    this.setCount = literalSets.length
    const classes = new Uint8Array(128)
    const known = new Uint8Array(0x10000)
    let width = 1
    let units = 0
    let literalCount = 0
    const gateAlways = new Uint8Array(gates.length)
    for (let g = 0; g < gates.length; g++) if (unindexable(gates[g]!)) gateAlways[g] = 1
    for (const literals of [...literalSets, gates.filter((_, g) => gateAlways[g] === 0)])
      for (const literal of literals) {
        literalCount++
        units += literal.length
        for (let i = 0; i < literal.length; i++) {
          const unit = literal.charCodeAt(i)
          if (unit >= 128) known[unit] = 1
          else if (classes[unit] === 0) classes[unit] = width++
        }
      }
    // The trie, in typed arrays (cold start, issue 11: a Map of edges and an array of outputs per state cost ~100 ms
    // for the built-in rules' ~13,000 states, once per process). State `s ≥ 1` is reached from `parentOf[s]` on
    // `symbolOf[s]`, an ASCII unit's class (< 128) or a non-ASCII unit itself (≥ 128); states are numbered in order
    // of creation, as the literals are added. The edges are found through an open-addressing table keyed by
    // (state, symbol). A state's own outputs (set, length) are a list in order of addition.
    const parentOf = new Int32Array(units + 1)
    const symbolOf = new Int32Array(units + 1)
    let size = 64
    while (size < units * 2) size *= 2
    const mask = size - 1
    const slotState = new Int32Array(size).fill(-1)
    const slotSymbol = new Int32Array(size)
    const slotNext = new Int32Array(size)
    const ownFirst = new Int32Array(units + 1).fill(-1)
    const ownLast = new Int32Array(units + 1)
    const ownCount = new Int32Array(units + 1)
    const ownSet = new Int32Array(literalCount)
    const ownLength = new Int32Array(literalCount)
    const ownNext = new Int32Array(literalCount).fill(-1)
    let owned = 0
    let states = 1
    /** The state `literal` leads to, made as needed. */
    const insert = (literal: string): number => {
      let state = 0
      for (let i = 0; i < literal.length; i++) {
        const unit = literal.charCodeAt(i)
        const symbol = unit < 128 ? classes[unit]! : unit
        let slot = (Math.imul(state, 0x9e3779b1) ^ Math.imul(symbol, 0x85ebca6b)) & mask
        let next = -1
        for (;;) {
          const at = slotState[slot]!
          if (at === -1) break
          if (at === state && slotSymbol[slot] === symbol) {
            next = slotNext[slot]!
            break
          }
          slot = (slot + 1) & mask
        }
        if (next === -1) {
          next = states++
          parentOf[next] = state
          symbolOf[next] = symbol
          slotState[slot] = state
          slotSymbol[slot] = symbol
          slotNext[slot] = next
        }
        state = next
      }
      return state
    }
    for (let set = 0; set < literalSets.length; set++)
      for (const literal of literalSets[set]!) {
        const state = insert(literal)
        let listed = false // a literal listed twice
        for (let k = ownFirst[state]!; k !== -1 && !listed; k = ownNext[k]!) listed = ownSet[k] === set
        if (listed) continue
        ownSet[owned] = set
        ownLength[owned] = literal.length
        if (ownFirst[state] === -1) ownFirst[state] = owned
        else ownNext[ownLast[state]!] = owned
        ownLast[state] = owned
        ownCount[state]!++
        owned++
      }
    // The gate literals: the state each leads to (a literal registered twice: each id ends there).
    const gateOwnFirst = new Int32Array(units + 1).fill(-1)
    const gateOwnNext = new Int32Array(gates.length).fill(-1)
    const gateOwnCount = new Int32Array(units + 1)
    for (let g = gates.length - 1; g >= 0; g--)
      if (gateAlways[g] === 0) {
        const state = insert(gates[g]!)
        gateOwnNext[g] = gateOwnFirst[state]!
        gateOwnFirst[state] = g
        gateOwnCount[state]!++
      }
    // Each state's children, ascending (the order they were added): a counting sort by parent.
    const childStart = new Int32Array(states + 1)
    for (let s = 1; s < states; s++) childStart[parentOf[s]! + 1]!++
    for (let s = 0; s < states; s++) childStart[s + 1]! += childStart[s]!
    const children = new Int32Array(Math.max(0, states - 1))
    const fillAt = childStart.slice(0, states)
    for (let s = 1; s < states; s++) children[fillAt[parentOf[s]!]!++] = s
    const delta = states <= 0xffff ? new Uint16Array(states * width) : new Int32Array(states * width)
    const fail = new Int32Array(states)
    const wide: (Map<number, number> | undefined)[] = new Array<Map<number, number> | undefined>(states)
    for (let s = 1; s < states; s++) if (symbolOf[s]! >= 128) (wide[parentOf[s]!] ??= new Map()).set(symbolOf[s]!, s)
    /** The state after a non-ASCII `unit` from `state` (failure links; the states it visits are done). */
    const wideStep = (state: number, unit: number): number => {
      for (;;) {
        const next = wide[state]?.get(unit)
        if (next !== undefined) return next
        if (state === 0) return 0
        state = fail[state]!
      }
    }
    // Breadth-first: the root's children, then each state's ASCII children and then its non-ASCII ones.
    const order = new Int32Array(Math.max(0, states - 1))
    let tail = 0
    for (let k = childStart[0]!; k < childStart[1]!; k++) {
      const next = children[k]!
      if (symbolOf[next]! < 128) delta[symbolOf[next]!] = next
      order[tail++] = next
    }
    for (let head = 0; head < tail; head++) {
      const state = order[head]!
      // The row of the failure state (complete: it is shallower), copied in one native call, then this state's own
      // edges.
      const row = state * width
      const failRow = fail[state]! * width
      delta.copyWithin(row, failRow, failRow + width)
      const from = childStart[state]!
      const to = childStart[state + 1]!
      for (let k = from; k < to; k++) {
        const next = children[k]!
        const symbol = symbolOf[next]!
        if (symbol < 128) {
          fail[next] = delta[failRow + symbol]!
          delta[row + symbol] = next
          order[tail++] = next
        }
      }
      for (let k = from; k < to; k++) {
        const next = children[k]!
        const symbol = symbolOf[next]!
        if (symbol >= 128) {
          fail[next] = wideStep(fail[state]!, symbol)
          order[tail++] = next
        }
      }
    }
    // Outputs: a state's own literals, then those of its fail state (breadth-first, so already complete). No
    // (set, length) pair is listed twice: an own literal is as long as the state is deep, the fail state's are
    // shorter.
    const outStart = new Int32Array(states + 1)
    const counts = new Int32Array(states)
    counts[0] = ownCount[0]!
    for (let head = 0; head < tail; head++) {
      const state = order[head]!
      counts[state] = ownCount[state]! + counts[fail[state]!]!
    }
    for (let state = 0; state < states; state++) outStart[state + 1] = outStart[state]! + counts[state]!
    const outSet = new Int32Array(outStart[states]!)
    const outLength = new Int32Array(outStart[states]!)
    const fillOutputs = (state: number): void => {
      let k = outStart[state]!
      for (let own = ownFirst[state]!; own !== -1; own = ownNext[own]!) {
        outSet[k] = ownSet[own]!
        outLength[k] = ownLength[own]!
        k++
      }
      if (state === 0) return
      const from = outStart[fail[state]!]!
      const to = from + counts[fail[state]!]!
      outSet.copyWithin(k, from, to)
      outLength.copyWithin(k, from, to)
    }
    fillOutputs(0)
    for (let head = 0; head < tail; head++) fillOutputs(order[head]!)
    // The gate literals ending at each state: its own, then those of its fail state (as the outputs).
    const gateStart = new Int32Array(states + 1)
    const gateCounts = new Int32Array(states)
    gateCounts[0] = gateOwnCount[0]!
    for (let head = 0; head < tail; head++) {
      const state = order[head]!
      gateCounts[state] = gateOwnCount[state]! + gateCounts[fail[state]!]!
    }
    for (let state = 0; state < states; state++) gateStart[state + 1] = gateStart[state]! + gateCounts[state]!
    const gateId = new Int32Array(gateStart[states]!)
    const fillGates = (state: number): void => {
      let k = gateStart[state]!
      for (let g = gateOwnFirst[state]!; g !== -1; g = gateOwnNext[g]!) gateId[k++] = g
      if (state === 0) return
      const from = gateStart[fail[state]!]!
      gateId.copyWithin(k, from, from + gateCounts[fail[state]!]!)
    }
    fillGates(0)
    for (let head = 0; head < tail; head++) fillGates(order[head]!)
    this.gateStart = gateStart
    this.gateId = gateId
    this.gateAlways = gateAlways
    this.delta = delta
    this.classes = classes
    this.width = width
    this.known = known
    this.wide = wide
    this.fail = fail
    this.outStart = outStart
    this.outSet = outSet
    this.outLength = outLength
  }
}

/** The starts of a set with none (shared; never written). */
const NO_STARTS = new Int32Array(0)

/** Every start of every registered set's literals in one text. */
export class LiteralHits {
  readonly #flat: Int32Array
  readonly #offsets: Int32Array
  readonly #setCount: number
  readonly #present: Uint8Array

  constructor(text: string) {
    automaton ??= (literalIndexWork.automata++, new Automaton(sets, gateLiterals))
    const { delta, classes, width, known, wide, fail, outStart, outSet, outLength, setCount } = automaton
    const { gateStart, gateId } = automaton
    const present = automaton.gateAlways.slice()
    this.#setCount = setCount
    literalIndexWork.passes++
    work.literalScans += text.length
    // Pass 1: the automaton's state after each unit, and how many hits each set has (memory, issue 11: a
    // (set, start) pair per hit was ~3.7 pairs per unit of ordinary prose, 16 MiB and more for 500,000
    // characters; a state per unit is 2 bytes).
    const after = delta instanceof Uint16Array ? new Uint16Array(text.length) : new Int32Array(text.length)
    const offsets = new Int32Array(setCount + 1)
    let count = 0
    let state = 0
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i)
      // A unit in no literal (class 0, or an unknown non-ASCII unit) leads back to the root.
      if (unit < 128) state = delta[state * width + classes[unit]!]!
      else if (known[unit] === 0) state = 0
      else
        for (;;) {
          const next = wide[state]?.get(unit)
          if (next !== undefined) {
            state = next
            break
          }
          if (state === 0) break
          state = fail[state]!
        }
      after[i] = state
      const to = outStart[state + 1]!
      for (let k = outStart[state]!; k < to; k++) offsets[outSet[k]! + 1]!++
      count += to - outStart[state]!
      const gateTo = gateStart[state + 1]!
      for (let k = gateStart[state]!; k < gateTo; k++) present[gateId[k]!] = 1
    }
    this.#present = present
    work.literalScans += count
    // Pass 2: each set's starts, in order of the literal's end (a counting sort by set, stable), then each set's
    // starts sorted and de-duplicated.
    for (let set = 0; set < setCount; set++) offsets[set + 1]! += offsets[set]!
    const flat = new Int32Array(count)
    const fill = offsets.slice(0, setCount)
    for (let i = 0; i < text.length; i++) {
      const at = after[i]!
      const to = outStart[at + 1]!
      for (let k = outStart[at]!; k < to; k++) flat[fill[outSet[k]!]!++] = i + 1 - outLength[k]!
    }
    for (let set = 0; set < setCount; set++) {
      const start = offsets[set]!
      const end = offsets[set + 1]!
      let sorted = true
      for (let k = start + 1; k < end && sorted; k++) if (flat[k - 1]! >= flat[k]!) sorted = false
      if (!sorted) {
        const part = flat.subarray(start, end).sort()
        let size = 0
        for (let k = 0; k < part.length; k++) if (k === 0 || part[k] !== part[k - 1]) part[size++] = part[k]!
        // Keep the slot's bounds: the tail beyond `size` is marked unused with -1 and cut in `startsOf`.
        part.fill(-1, size)
      }
    }
    this.#flat = flat
    this.#offsets = offsets
  }

  /**
   * Per gate literal ({@link registerGateLiterals}, by id): 1 when the text contains it, else 0. Covers the gate
   * literals registered before the pass (shared; never written).
   */
  gatePresence(): Uint8Array {
    return this.#present
  }

  /** `true` when this pass covers `set` (it was registered before the pass). */
  covers(set: LiteralSetId): boolean {
    return set < this.#setCount
  }

  /** Ascending, distinct starts of `set`'s literals (`set` must be covered). */
  startsOf(set: LiteralSetId): Int32Array {
    const start = this.#offsets[set]!
    let end = this.#offsets[set + 1]!
    while (end > start && this.#flat[end - 1]! === -1) end--
    // Most sets have no hit in a short text: one shared empty array instead of a view each.
    return end === start ? NO_STARTS : this.#flat.subarray(start, end)
  }
}
