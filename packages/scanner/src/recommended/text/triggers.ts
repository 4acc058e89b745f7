/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays are in range by construction */
/**
 * Literal pre-checks for regular expressions. {@link requiredLiterals} reads
 * a regex's source and returns strings one of which every match contains
 * (or `undefined` when it cannot tell); {@link mayMatch} answers "can `re`
 * match inside `text[from, to)`?" from the positions of those strings in the
 * text, found once per text with one scan. The answer `false` is exact (no
 * match can exist), so callers skip work without changing any result.
 */
import { lowerBound } from '../../hermes/hermes-scan.js'
import { fingerprint32x2 } from './fingerprint.js'
import { LiteralHits, registerGateLiterals, registerLiteralSet, type LiteralSetId } from './literal-index.js'
import {
  GATE_LITERALS,
  PRECOMPUTED_CONDITIONS,
  PRECOMPUTED_LITERAL_SETS,
  PRECOMPUTED_STARTS,
  PRECOMPUTED_TRIGGERS,
} from './triggers.generated.js'
import { work } from './work.js'

type Item =
  | { readonly kind: 'char'; readonly ch: string; readonly min: number; readonly max: number }
  | {
      readonly kind: 'group'
      readonly alternatives: Item[][]
      readonly min: number
      readonly max: number
      readonly look: boolean
    }
  | { readonly kind: 'other'; readonly min: number }

const CLASS_ESCAPES = new Set([
  'd',
  'D',
  'w',
  'W',
  's',
  'S',
  'b',
  'B',
  'p',
  'P',
  'k',
  'c',
  'x',
  'u',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'f',
  'v',
  'r',
  'n',
  't',
])

/** Parse the subset of the regex syntax the rules use; `undefined` on anything unexpected. */
function parse(source: string): Item[][] | undefined {
  let i = 0
  const quantifier = (): { min: number; max: number } => {
    const c = source[i]
    let q = { min: 1, max: 1 }
    if (c === '?') q = { min: 0, max: 1 }
    else if (c === '*') q = { min: 0, max: Infinity }
    else if (c === '+') q = { min: 1, max: Infinity }
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i))
      if (!m) return q
      i += m[0].length
      const min = Number(m[1])
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3])
      if (source[i] === '?') i++
      return { min, max }
    } else return q
    i++
    if (source[i] === '?') i++
    return q
  }
  const alternatives = (depth: number): Item[][] | undefined => {
    const alts: Item[][] = [[]]
    while (i < source.length) {
      const c = source[i]!
      if (c === ')') {
        if (depth === 0) return undefined
        return alts
      }
      if (c === '|') {
        alts.push([])
        i++
        continue
      }
      const seq = alts[alts.length - 1]!
      if (c === '(') {
        i++
        let look = false
        if (source.startsWith('?:', i)) i += 2
        else if (source.startsWith('?=', i) || source.startsWith('?!', i)) {
          i += 2
          look = true
        } else if (source.startsWith('?<=', i) || source.startsWith('?<!', i)) {
          i += 3
          look = true
        } else if (source.startsWith('?<', i)) {
          const close = source.indexOf('>', i)
          if (close < 0) return undefined
          i = close + 1
        } else if (source[i] === '?') return undefined
        const inner = alternatives(depth + 1)
        if (!inner || source[i] !== ')') return undefined
        i++
        const q = quantifier()
        seq.push({ kind: 'group', alternatives: inner, min: look ? 0 : q.min, max: look ? 0 : q.max, look })
        continue
      }
      if (c === '[') {
        i++
        if (source[i] === '^') i++
        if (source[i] === ']') i++
        while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1
        if (i >= source.length) return undefined
        i++
        seq.push({ kind: 'other', min: quantifier().min })
        continue
      }
      if (c === '\\') {
        const e = source[i + 1]
        if (e === undefined) return undefined
        i += 2
        if (CLASS_ESCAPES.has(e)) {
          if (((e === 'p' || e === 'P' || e === 'k') && source[i] === '{') || (e === 'k' && source[i] === '<')) {
            const close = source.indexOf(e === 'k' ? '>' : '}', i)
            if (close < 0) return undefined
            i = close + 1
          } else if (e === 'x') i += 2
          else if (e === 'u') i += source[i] === '{' ? source.indexOf('}', i) - i + 1 : 4
          else if (e === 'c') i += 1
          const zeroWidth = e === 'b' || e === 'B'
          seq.push({ kind: 'other', min: zeroWidth ? 0 : quantifier().min })
          continue
        }
        const q = quantifier()
        seq.push({ kind: 'char', ch: e, ...q })
        continue
      }
      if (c === '^' || c === '$') {
        i++
        seq.push({ kind: 'other', min: 0 })
        continue
      }
      if (c === '.') {
        i++
        seq.push({ kind: 'other', min: quantifier().min })
        continue
      }
      if (c === '?' || c === '*' || c === '+') return undefined
      i++
      const q = quantifier()
      seq.push({ kind: 'char', ch: c, ...q })
    }
    return depth === 0 ? alts : undefined
  }
  return alternatives(0)
}

/** The exact strings a group matches when every alternative is plain characters, each exactly once; else `undefined`. */
function exactStrings(alternatives: readonly (readonly Item[])[]): string[] | undefined {
  const out: string[] = []
  for (const seq of alternatives) {
    let s = ''
    for (const item of seq) {
      if (item.kind !== 'char' || item.min !== 1 || item.max !== 1) return undefined
      s += item.ch
    }
    out.push(s)
  }
  return out
}

/** The plain characters that end every alternative (what the last repetition of the group ends with), or ''. */
function exactSuffixes(alternatives: readonly (readonly Item[])[]): string[] {
  const out: string[] = []
  for (const seq of alternatives) {
    let s = ''
    for (let k = seq.length - 1; k >= 0; k--) {
      const item = seq[k]!
      if (item.kind !== 'char' || item.min < 1) break
      s = item.ch + s
      if (item.max !== 1) break
    }
    if (s === '') return ['']
    out.push(s)
  }
  return out
}

/** How selective a literal set is: its weakest literal's length, punctuation counting four times (rare in prose). */
function score(set: readonly string[]): number {
  let worst = Infinity
  for (const s of set) {
    let value = 0
    for (const ch of s) value += /[\p{L}\p{N}]/u.test(ch) ? 1 : 4
    worst = Math.min(worst, value)
  }
  return worst * 1000 - set.length
}

/**
 * One set of literals every match of the sequence contains one of (the most
 * selective found), or `undefined`. Runs of plain characters are extended
 * through groups of plain alternatives (cross product, bounded) and start
 * again after a repeated character or group with what its last repetition
 * ends with.
 */
function sequenceLiterals(seq: readonly Item[]): string[] | undefined {
  let best: string[] | undefined
  const consider = (set: readonly string[] | undefined) => {
    if (set && set.length > 0 && set.every((s) => s.length > 0) && (!best || score(set) > score(best))) best = [...set]
  }
  let run: string[] = ['']
  for (const item of seq) {
    if (item.kind === 'char' && item.min >= 1) {
      run = run.map((r) => r + item.ch)
      if (item.max !== 1) {
        consider(run)
        run = [item.ch]
      }
      continue
    }
    if (item.kind === 'group' && !item.look && item.min >= 1) {
      const exact = item.max === 1 ? exactStrings(item.alternatives) : undefined
      if (exact && run.length * exact.length <= 64) {
        run = run.flatMap((r) => exact.map((e) => r + e))
        continue
      }
      consider(run)
      consider(alternativesLiterals(item.alternatives))
      run = exactSuffixes(item.alternatives)
      continue
    }
    consider(run)
    run = ['']
  }
  consider(run)
  return best
}

function alternativesLiterals(alternatives: readonly (readonly Item[])[]): string[] | undefined {
  const out = new Set<string>()
  for (const seq of alternatives) {
    const set = sequenceLiterals(seq)
    if (!set) return undefined
    for (const s of set) out.add(s)
  }
  return [...out]
}

/** Strings one of which every match of `re` contains, or `undefined` when the source cannot tell. */
export function requiredLiterals(re: RegExp): string[] | undefined {
  const ast = parse(re.source)
  return ast ? alternativesLiterals(ast) : undefined
}

const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')

interface Trigger {
  /**
   * Finds every literal occurrence (global, same case and Unicode flags as the rule's regex). Made on first use:
   * a set the literal index covers never runs it (cold start, issue 11: ~200 of them were parsed per process).
   */
  readonly re: () => RegExp
  readonly key: string
  /** Its literals' set in the one-pass literal index (literals matched case-sensitively), if any. */
  readonly set: LiteralSetId | undefined
}

/** The literals of a pre-check source (`escape`d literals joined with `|`), or `undefined` if it is not one. */
function literalsOf(source: string): string[] | undefined {
  const literals: string[] = []
  let current = ''
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (c === '\\') {
      const next = source[i + 1]
      if (next === undefined) return undefined
      current += next
      i++
    } else if (c === '|') {
      literals.push(current)
      current = ''
    } else current += c
  }
  literals.push(current)
  // Only what `escape` makes is read as literals: anything else (a class, a quantifier…) keeps its regex.
  return literals.map(escape).join('|') === source ? literals : undefined
}

const triggers = new WeakMap<RegExp, Trigger | null>()

/**
 * Keys of the literal sets this process registered itself (what the code that ran needed): the generator
 * (scripts/triggers.ts) writes them, sorted, to `PRECOMPUTED_LITERAL_SETS`.
 */
const registeredKeys = new Set<string>()
/** The keys of every literal set registered through this module so far (for the generator and its test). */
export function registeredLiteralSetKeys(): string[] {
  return [...registeredKeys].sort()
}
function register(key: string, literals: readonly string[]): LiteralSetId | undefined {
  registeredKeys.add(key)
  return registerLiteralSet(key, literals)
}

let preregistered = false
/**
 * Registers every literal set of the built-in rules ({@link PRECOMPUTED_LITERAL_SETS}, from the generator) before
 * the first text's literal pass (cold start, issue 11): that pass then covers them all, so the automaton is built
 * once instead of again each time a rule first asks for a new set, and no set of the first texts falls back to
 * its regular expression. A key states its literals (`flags/source` or `start:source`); a stale entry only adds an
 * unused set, a missing one is registered when first asked for, as before. Skipped while the generator records.
 */
function preregister(): void {
  if (preregistered || seen !== undefined) return
  preregistered = true
  for (const key of PRECOMPUTED_LITERAL_SETS) {
    const source = key.startsWith('start:') ? key.slice(6) : key.slice(key.indexOf('/') + 1)
    const literals = literalsOf(source)
    if (literals !== undefined) registerLiteralSet(key, literals)
  }
  gateBase = registerGateLiterals(GATE_LITERALS.split('\0'))
}
/** The literal index's id of `GATE_LITERALS[0]` (the others follow). */
let gateBase = 0

/** The literal pass over the slot's text, with every built-in set registered first. */
function hitsOf(slot: Slot): LiteralHits {
  if (slot.literals === undefined) {
    preregister()
    slot.literals = new LiteralHits(slot.text)
  }
  return slot.literals
}

const keys = new WeakMap<RegExp, string>()
/** {@link triggerKey}, computed once per expression object. */
function keyOf(re: RegExp): string {
  let key = keys.get(re)
  if (key === undefined) keys.set(re, (key = triggerKey(re)))
  return key
}

/**
 * Key of a regex in {@link PRECOMPUTED_TRIGGERS}: its flags, source length and
 * two 32-bit FNV-1a hashes of its source.
 */
export function triggerKey(re: RegExp): string {
  const [a, b] = fingerprint32x2(re.source)
  return `${re.flags}:${re.source.length}:${a.toString(16)}${b.toString(16)}`
}

/**
 * The source of `re`'s literal pre-check (its required literals, escaped and
 * joined with `|`), or `null` when it has none. Derived from the regex source
 * ({@link requiredLiterals}); `precomputed` reads the table generated at build
 * time (scripts/triggers.ts) first, which holds every expression of the
 * built-in rules: deriving them all costs a cold start more than the scan of a
 * context file (issue 11).
 */
export function triggerSource(re: RegExp, precomputed = true): string | null {
  const key = keyOf(re)
  seen?.set(key, re)
  if (precomputed) {
    const known = PRECOMPUTED_TRIGGERS[key]
    if (known !== undefined) return known
  }
  const literals = requiredLiterals(re)
  return literals && literals.length <= 200 ? literals.map(escape).join('|') : null
}

let seen: Map<string, RegExp> | undefined
let seenStarts: Map<string, RegExp> | undefined
/**
 * Start recording the expressions whose pre-check is asked for (for the generator and its test); returns the
 * record, by key. {@link recordedStartExpressions} then holds those whose start literals were asked for.
 */
export function recordTriggerExpressions(): Map<string, RegExp> {
  seenStarts ??= new Map()
  seenGates ??= new Map()
  return (seen ??= new Map())
}
let seenGates: Map<string, RegExp> | undefined
/** The expressions {@link textMayMatch} was asked about since {@link recordTriggerExpressions}, by key. */
export function recordedGateExpressions(): Map<string, RegExp> {
  return (seenGates ??= new Map())
}
/** The expressions whose start literals were asked for since {@link recordTriggerExpressions}, by key. */
export function recordedStartExpressions(): Map<string, RegExp> {
  return (seenStarts ??= new Map())
}

function triggerOf(re: RegExp): Trigger | null {
  let trigger = triggers.get(re)
  if (trigger !== undefined) return trigger
  const source = triggerSource(re)
  trigger = null
  if (source !== null) {
    const flags = `g${re.ignoreCase ? 'i' : ''}${re.unicode ? 'u' : ''}`
    const key = `${flags}/${source}`
    const literals = re.ignoreCase ? undefined : literalsOf(source)
    const set = literals === undefined ? undefined : register(key, literals)
    let compiled: RegExp | undefined
    trigger = { re: () => (compiled ??= new RegExp(source, flags)), key, set }
  }
  triggers.set(re, trigger)
  return trigger
}

interface Occurrences {
  /** Sorted start offsets of every occurrence (overlapping ones included). */
  readonly at: Int32Array
  /** Index of the first occurrence at or after the previous query's `from` (queries mostly come in text order). */
  cursor: number
}

/** Occurrence tables of the two texts used last (the scanned text, and a nested decoded or hidden text). */
interface Slot {
  text: string
  /** By trigger source (expressions sharing literals share a scan). */
  readonly byKey: Map<string, Occurrences>
  /** By expression (`null`: no literal pre-check for it). */
  readonly byRegex: Map<RegExp, Occurrences | null>
  /** Every registered literal set's starts, from one pass (made on the first query that needs it). */
  literals?: LiteralHits
  /** The text's Latin-1 runs, for {@link windowOf} (made on the first window). */
  runs?: Latin1Runs
  /** {@link textMayMatch} answers, by expression. */
  gates?: Map<RegExp, boolean>
}

/** Code units above U+00FF. */
const WIDE_UNIT = /[^\0-\xff]/g

/**
 * The stretches of a text between its units above U+00FF, each copied once (on first use) into a string V8
 * stores one byte per character. A regular expression runs several times faster on such a string than on
 * the same characters stored two bytes per character — which every slice of a text holding one such unit
 * (an em dash, an arrow, an emoji) is — most of all for `\p{L}` classes, whose ranges a two-byte subject
 * checks with a binary search per character (issue 11). The characters are the same, so every match is.
 */
class Latin1Runs {
  /** Ascending offsets of the units above U+00FF; the runs lie between them. */
  readonly #wide: Int32Array
  readonly #copies = new Map<number, string>()
  constructor(readonly text: string) {
    const wide: number[] = []
    WIDE_UNIT.lastIndex = 0
    for (let m = WIDE_UNIT.exec(text); m; m = WIDE_UNIT.exec(text)) wide.push(m.index)
    this.#wide = Int32Array.from(wide)
  }

  /** `text.slice(from, to)`, one byte per character when no unit above U+00FF lies in it. */
  slice(from: number, to: number): string {
    const wide = this.#wide
    // A text without such a unit: its slices are one byte per character already (a text read from a file,
    // or folded, without one is stored so), and copying it would only cost.
    if (wide.length === 0) return this.text.slice(from, to)
    const run = lowerBound(wide, from)
    const end = run < wide.length ? wide[run]! : this.text.length
    if (end < to || to - from < 16) return this.text.slice(from, to)
    const start = run === 0 ? 0 : wide[run - 1]! + 1
    let copy = this.#copies.get(run)
    if (copy === undefined) {
      copy = narrow(this.text.slice(start, end))
      this.#copies.set(run, copy)
    }
    return copy.slice(from - start, to - start)
  }
}

/** A copy of a string of units ≤ U+00FF, one byte per character (Node's `Buffer`; the string itself elsewhere). */
function narrow(latin1: string): string {
  const buffer = (globalThis as { Buffer?: typeof Buffer }).Buffer
  return buffer === undefined ? latin1 : buffer.from(latin1, 'latin1').toString('latin1')
}

/** `text.slice(from, to)` of a slot's text, one byte per character where it can be ({@link Latin1Runs}). */
function windowOf(slot: Slot, from: number, to: number): string {
  slot.runs ??= new Latin1Runs(slot.text)
  return slot.runs.slice(from, to)
}
let recent: Slot[] = []

function slotOf(text: string): Slot {
  let slot = recent[0]
  if (slot?.text === text) {
    // Keep the caller's string object: later comparisons are then pointer comparisons, not character ones.
    slot.text = text
    return slot
  }
  slot = recent[1]?.text === text ? recent[1] : { text, byKey: new Map(), byRegex: new Map() }
  slot.text = text
  recent = [slot, ...recent.filter((r) => r !== slot).slice(0, 1)]
  return slot
}

function occurrencesOf(re: RegExp, text: string): Occurrences | null {
  const slot = slotOf(text)
  let found = slot.byRegex.get(re)
  if (found !== undefined) return found
  const trigger = triggerOf(re)
  if (!trigger) {
    slot.byRegex.set(re, null)
    return null
  }
  found = slot.byKey.get(trigger.key)
  if (!found && trigger.set !== undefined) {
    const hits = hitsOf(slot)
    // A set registered after this text's pass (the first scans of a process) takes the regex below.
    if (hits.covers(trigger.set)) {
      found = { at: hits.startsOf(trigger.set), cursor: 0 }
      slot.byKey.set(trigger.key, found)
    }
  }
  if (!found) {
    const at: number[] = []
    const literals = trigger.re()
    literals.lastIndex = 0
    for (let m = literals.exec(text); m; m = literals.exec(text)) {
      at.push(m.index)
      literals.lastIndex = m.index + 1
    }
    work.literalScans += text.length
    found = { at: Int32Array.from(at), cursor: 0 }
    slot.byKey.set(trigger.key, found)
  }
  slot.byRegex.set(re, found)
  return found
}

/**
 * `false` when `re` certainly has no match inside `text[from, to)` (no
 * literal every match contains occurs there); `true` when it may.
 */
export function mayMatch(re: RegExp, text: string, from: number, to: number): boolean {
  work.literalQueries++
  const found = occurrencesOf(re, text)
  if (!found) return true
  const at = found.at
  let k = found.cursor
  if (k > 0 && at[k - 1]! >= from) {
    // Query before the cursor: binary search.
    let lo = 0
    let hi = k
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (at[mid]! < from) lo = mid + 1
      else hi = mid
    }
    k = lo
  } else while (k < at.length && at[k]! < from) k++
  found.cursor = k
  return k < at.length && at[k]! < to
}

// ------------------------------------------------------------ text gates
/**
 * What the literals of an expression say about a text that holds a match: a literal it contains, all of the
 * conditions (`and`) or one of them (`or`).
 */
export type LiteralCondition = string | { readonly and: LiteralCondition[] } | { readonly or: LiteralCondition[] }

/** Most literals one expression's gate may hold (beyond it the expression is not gated). */
const MAX_GATE_LITERALS = 2_000

const isSurrogate = (ch: string): boolean => ch >= '\ud800' && ch <= '\udfff'

/** The condition every match of one alternative meets, or `undefined` when it has none (any text may match). */
function sequenceCondition(seq: readonly Item[]): LiteralCondition | undefined {
  const all: LiteralCondition[] = []
  let run = ''
  const end = (next = '') => {
    if (run !== '') all.push(run)
    run = next
  }
  for (const item of seq) {
    // A surrogate is half a character: with the `u` flag a quantifier after it applies to the whole code point.
    if (item.kind === 'char' && item.min >= 1 && !isSurrogate(item.ch)) {
      run += item.ch
      // The character is repeated: its last repetition starts what follows.
      if (item.max !== 1) end(item.ch)
      continue
    }
    end()
    if (item.kind === 'group' && !item.look && item.min >= 1) {
      const inner = alternativesCondition(item.alternatives)
      if (inner !== undefined) all.push(inner)
    }
  }
  end()
  if (all.length === 0) return undefined
  return all.length === 1 ? all[0] : { and: all }
}

function alternativesCondition(alternatives: readonly (readonly Item[])[]): LiteralCondition | undefined {
  const any: LiteralCondition[] = []
  for (const seq of alternatives) {
    const c = sequenceCondition(seq)
    if (c === undefined) return undefined
    any.push(c)
  }
  return any.length === 1 ? any[0] : { or: any }
}

function countLiterals(c: LiteralCondition): number {
  if (typeof c === 'string') return 1
  let n = 0
  for (const d of 'and' in c ? c.and : c.or) n += countLiterals(d)
  return n
}

/**
 * The literal condition every match of `re` meets, read from its source, or `undefined` when there is none or
 * it cannot tell: an expression that ignores case (its literals match other spellings), uses the `v` flag (nested
 * classes), or syntax the reader does not know.
 */
export function literalCondition(re: RegExp): LiteralCondition | undefined {
  if (re.ignoreCase || re.flags.includes('v')) return undefined
  const ast = parse(re.source)
  const c = ast && alternativesCondition(ast)
  return c !== undefined && countLiterals(c) <= MAX_GATE_LITERALS ? c : undefined
}

/**
 * `true` when a text meets `condition`; `contains(literal)` tells whether the text contains a literal (asked at
 * most once per literal of the condition, in order, stopping as soon as the answer is known).
 */
export function conditionHolds(condition: LiteralCondition, contains: (literal: string) => boolean): boolean {
  if (typeof condition === 'string') return contains(condition)
  return 'and' in condition
    ? condition.and.every((c) => conditionHolds(c, contains))
    : condition.or.some((c) => conditionHolds(c, contains))
}

/**
 * A literal condition as the generated table holds it: a literal's id in `GATE_LITERALS`, or `[0, …]` (all of)
 * or `[1, …]` (one of) followed by conditions.
 */
export type GateCondition = number | readonly [0 | 1, ...GateCondition[]]

/**
 * The generated tables' form of `conditions` (scripts/triggers.ts): the distinct literals, sorted, and each
 * condition (JSON of a {@link GateCondition}) with its literals as ids into that list.
 */
export function gateTables(conditions: ReadonlyArray<[string, LiteralCondition]>): {
  literals: string[]
  encoded: Array<[string, string]>
} {
  const all = new Set<string>()
  const collect = (c: LiteralCondition): void => {
    if (typeof c === 'string') all.add(c)
    else for (const d of 'and' in c ? c.and : c.or) collect(d)
  }
  for (const [, c] of conditions) collect(c)
  const literals = [...all].sort()
  // The generated module joins them with U+0000, which no literal of a rule's source holds.
  if (literals.some((literal) => literal.includes('\0'))) throw new Error('a gate literal holds U+0000')
  const ids = new Map(literals.map((literal, id) => [literal, id]))
  const encode = (c: LiteralCondition): GateCondition =>
    typeof c === 'string' ? ids.get(c)! : ['and' in c ? 0 : 1, ...('and' in c ? c.and : c.or).map(encode)]
  return { literals, encoded: conditions.map(([key, c]) => [key, JSON.stringify(encode(c))]) }
}

/** `true` when a text whose gate literals' presence is `present` (by id) meets `condition`. */
function gateHolds(condition: GateCondition, present: Uint8Array): boolean {
  // A literal the pass does not cover (registered after it) may be present.
  if (typeof condition === 'number') return present[gateBase + condition] !== 0
  if (condition[0] === 0) {
    for (let k = 1; k < condition.length; k++) if (!gateHolds(condition[k] as GateCondition, present)) return false
    return true
  }
  for (let k = 1; k < condition.length; k++) if (gateHolds(condition[k] as GateCondition, present)) return true
  return false
}

const conditions = new WeakMap<RegExp, GateCondition | null>()

/**
 * `false` when `re` certainly has no match anywhere in `text` (or in a part of it): its source requires
 * literals that `text` lacks — every literal of a sequence, one alternative of each group (cold start, issue 11:
 * the one literal set {@link mayMatch} reads is often a few common words, and each expression that runs is
 * compiled, ~0.3 M instructions per `\p{…}` class). `true` when it may match. Exact in the direction that
 * matters (a `false` is never wrong), so callers skip an expression without changing any result.
 *
 * Only the built-in rules' expressions are gated: their conditions come from the table generated at build time
 * (`PRECOMPUTED_CONDITIONS`, scripts/triggers.ts; reading them from the source at run time costs more than the
 * compiles it saves). Whether the text contains each literal comes from the one-pass literal index (its gate
 * literals, `GATE_LITERALS`), so the answer costs no pass over the text of its own, at any length. Nothing is
 * gated while the generator records ({@link recordTriggerExpressions}).
 */
export function textMayMatch(re: RegExp, text: string): boolean {
  if (seenGates !== undefined) {
    seenGates.set(keyOf(re), re)
    return true
  }
  let c = conditions.get(re)
  if (c === undefined) {
    const known = PRECOMPUTED_CONDITIONS[keyOf(re)]
    conditions.set(re, (c = known === undefined ? null : (JSON.parse(known) as GateCondition)))
  }
  if (c === null) return true
  const slot = slotOf(text)
  const gates = (slot.gates ??= new Map())
  let answer = gates.get(re)
  if (answer === undefined) gates.set(re, (answer = gateHolds(c, hitsOf(slot).gatePresence())))
  if (!answer) work.gatedOut++
  return answer
}

/** An anchor expression that is a plain alternation of literals (its set in the literal index), or `null`. */
interface LiteralAnchor {
  readonly set: LiteralSetId
  readonly key: string
  readonly literals: readonly string[]
}
const literalAnchors = new WeakMap<RegExp, LiteralAnchor | null>()

function literalAnchorOf(re: RegExp): LiteralAnchor | null {
  let anchor = literalAnchors.get(re)
  if (anchor !== undefined) return anchor
  anchor = null
  // Case-sensitive, no sticky or multiline subtleties: the match at a position is the first literal there.
  if (re.global && !re.ignoreCase && !re.sticky) {
    const literals = literalsOf(re.source)
    const flags = `g${re.unicode ? 'u' : ''}`
    const key = `${flags}/${re.source}`
    const set = literals === undefined ? undefined : register(key, literals)
    if (literals !== undefined && set !== undefined) anchor = { set, key, literals }
  }
  literalAnchors.set(re, anchor)
  return anchor
}

/** The matcher of an anchor none of whose literals occurs in the text (shared: a short text has most of them). */
export const NO_MATCH = (): readonly [number, number] | undefined => undefined

/**
 * The matches `anchor.exec` would find in `text` from index 0 (a global
 * expression: each search starts where the last match ended), found from the
 * one-pass literal index instead of running the expression, when `anchor` is
 * a plain alternation of literals; `undefined` otherwise (the caller
 * runs the expression). `next(from)` gives the first match starting at or
 * after `from` as `[index, length]`, or `undefined`.
 */
export function literalMatcher(
  anchor: RegExp,
  text: string,
): ((from: number) => readonly [number, number] | undefined) | undefined {
  const literal = literalAnchorOf(anchor)
  if (literal === null) return undefined
  const slot = slotOf(text)
  let found = slot.byKey.get(literal.key)
  if (!found) {
    const hits = hitsOf(slot)
    if (!hits.covers(literal.set)) return undefined
    found = { at: hits.startsOf(literal.set), cursor: 0 }
    slot.byKey.set(literal.key, found)
  }
  const at = found.at
  if (at.length === 0) return NO_MATCH
  const literals = literal.literals
  let k = 0
  return (from) => {
    // Not a pre-check query (`work.literalQueries`): this replaces running the anchor, whose pass is
    // counted in `work.literalScans` by the literal index. Linear: `from` only grows within one matcher.
    if (k > 0 && at[k - 1]! >= from) k = 0
    while (k < at.length && at[k]! < from) k++
    if (k === at.length) return undefined
    const index = at[k]!
    // The alternative the expression takes: the first literal, in source order, that starts here.
    for (const l of literals) if (text.startsWith(l, index)) return [index, l.length]
    return undefined // unreachable: a start is where one of the literals starts
  }
}

/**
 * Like {@link literalMatcher}, for an anchor that is not a plain alternation
 * of literals but whose every match starts with one of a few plain literals
 * ({@link startLiterals}: `let\s+go|ignore|…`): the matches `anchor.exec`
 * would find in `text` from index 0, found by trying `anchor` (sticky, on the
 * whole text) only where one of those literals starts — positions from the
 * one-pass literal index — in ascending order. The first success at or after
 * `from` is the leftmost match an unanchored search from `from` finds (every
 * match starts at such a position, and a sticky match there is the one the
 * search finds there), so no answer changes; the text is not searched once
 * more per anchor (issue 11). `undefined` when the anchor is not global or
 * has no start literals (the caller runs the expression).
 */
export function startMatcher(
  anchor: RegExp,
  text: string,
): ((from: number) => readonly [number, number] | undefined) | undefined {
  if (!anchor.global) return undefined
  const plan = startPlanOf(anchor)
  if (plan === null) return undefined
  const slot = slotOf(text)
  let found = slot.byKey.get(plan.key)
  if (!found) {
    slot.literals ??= new LiteralHits(text)
    if (slot.literals.covers(plan.set)) found = { at: slot.literals.startsOf(plan.set), cursor: 0 }
    else {
      // A set registered after this text's pass (the first scans of a process): the same starts, from one
      // overlapping search of its literals' expression (in place of running the anchor over the text, which
      // `work` never counted either; the sticky tries below are counted on both paths).
      const starts: number[] = []
      const literals = plan.literals()
      literals.lastIndex = 0
      for (let m = literals.exec(text); m; m = literals.exec(text)) {
        starts.push(m.index)
        literals.lastIndex = m.index + 1
      }
      found = { at: Int32Array.from(starts), cursor: 0 }
    }
    slot.byKey.set(plan.key, found)
  }
  const at = found.at
  if (at.length === 0) return NO_MATCH
  const sticky = plan.sticky()
  let k = 0
  return (from) => {
    // Linear: `from` only grows within one matcher (a smaller one starts over, as `literalMatcher` does).
    if (k > 0 && at[k - 1]! >= from) k = 0
    while (k < at.length && at[k]! < from) k++
    for (; k < at.length; k++) {
      work.windowTries++
      sticky.lastIndex = at[k]!
      const m = sticky.exec(text)
      if (m) return [at[k]!, m[0].length]
    }
    return undefined
  }
}

// ------------------------------------------------------------------ windows
/** A prefix of every match, and whether more plain characters may follow it (`false`: it may be extended). */
type Prefix = readonly [string, boolean]
/** Most start literals one expression may have (beyond it the window is searched as before). */
const MAX_START_LITERALS = 400

/** The prefixes every match of one alternative starts with (after zero-width lookarounds), or `undefined`. */
function sequencePrefixes(seq: readonly Item[]): Prefix[] | undefined {
  let current: Prefix[] = [['', false]]
  for (const item of seq) {
    if (current.every(([, closed]) => closed)) break
    if (item.kind === 'group' && item.look) continue // zero width: the match starts after it
    if (item.kind === 'char' && item.min >= 1) {
      const closed = item.max !== 1
      current = current.map(([s, done]) => (done ? [s, done] : [s + item.ch, closed]))
      continue
    }
    if (item.kind === 'group' && item.min >= 1) {
      const inner: Prefix[] = []
      for (const alternative of item.alternatives) {
        const prefixes = sequencePrefixes(alternative)
        if (!prefixes) return closeAll(current)
        inner.push(...prefixes)
      }
      const next: Prefix[] = []
      for (const [s, done] of current)
        if (done) next.push([s, done])
        else for (const [t, closed] of inner) next.push([s + t, closed || item.max !== 1])
      if (next.length > MAX_START_LITERALS) return closeAll(current)
      current = next
      continue
    }
    // A class, `.`, `\b`, an anchor or an optional item: the prefix ends before it.
    return closeAll(current)
  }
  return current
}

function closeAll(prefixes: readonly Prefix[]): Prefix[] {
  return prefixes.map(([s]) => [s, true])
}

/**
 * Plain strings one of which every match of `re` starts with (zero-width
 * lookarounds before it skipped), or `undefined` when the source cannot tell,
 * a match may start with something else (a class, an optional item), or the
 * expression ignores case.
 */
export function startLiterals(re: RegExp): string[] | undefined {
  if (re.ignoreCase) return undefined
  const ast = parse(re.source)
  if (!ast) return undefined
  const out = new Set<string>()
  for (const alternative of ast) {
    const prefixes = sequencePrefixes(alternative)
    if (!prefixes) return undefined
    for (const [s] of prefixes) {
      if (s === '') return undefined
      out.add(s)
    }
  }
  return out.size <= MAX_START_LITERALS ? [...out] : undefined
}

/**
 * {@link startLiterals} of `re`, escaped and joined with `|`, or `null` when
 * it has none; `precomputed` reads the table generated at build time
 * (scripts/triggers.ts) first, as {@link triggerSource} does.
 */
export function startLiteralsSource(re: RegExp, precomputed = true): string | null {
  const key = keyOf(re)
  seenStarts?.set(key, re)
  if (precomputed) {
    const known = PRECOMPUTED_STARTS[key]
    if (known !== undefined) return known
  }
  const literals = startLiterals(re)
  return literals === undefined ? null : literals.map(escape).join('|')
}

/** How the leftmost match of an expression in a window is found from its start literals. */
interface StartPlan {
  /** `re` without `g`, with `y`, tried at each candidate start only (made on first use: a global `re` searches). */
  readonly sticky: () => RegExp
  readonly set: LiteralSetId
  readonly key: string
  /**
   * The start literals as one global expression, for a text whose literal pass predates the set (made on first
   * use: with the built-in sets registered before the first pass, most processes never need it; cold start).
   */
  readonly literals: () => RegExp
}
const startPlans = new WeakMap<RegExp, StartPlan | null>()

function startPlanOf(re: RegExp): StartPlan | null {
  let plan = startPlans.get(re)
  if (plan !== undefined) return plan
  plan = null
  const source = startLiteralsSource(re)
  const literals = source === null ? undefined : literalsOf(source)
  if (source !== null && literals !== undefined) {
    const key = `start:${source}`
    const set = register(key, literals)
    if (set !== undefined) {
      let literals: RegExp | undefined
      let sticky: RegExp | undefined
      plan = {
        sticky: () => (sticky ??= new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`)),
        set,
        key,
        literals: () => (literals ??= new RegExp(source, re.unicode ? 'gu' : 'g')),
      }
    }
  }
  startPlans.set(re, plan)
  return plan
}

/**
 * The first match of `re` in the window `text[from, to)`, exactly as
 * `re.exec(text.slice(from, to))` from index 0 gives it (`index` relative to
 * the window; the window is the whole input, so lookarounds see nothing
 * beyond it). When every match of `re` starts with one of a few plain
 * literals ({@link startLiterals}), a window where none of them starts
 * (positions from the one-pass literal index) costs no regex run; a global
 * `re` searches from the first such position (no match starts before it),
 * any other is tried only at those positions in ascending order (the first
 * success is the leftmost match: a sticky match at a position is the one an
 * unanchored search finds there). Else the window is searched. `re`'s
 * `lastIndex` is left undefined.
 */
export function firstMatchInWindow(re: RegExp, text: string, from: number, to: number): RegExpExecArray | null {
  const plan = startPlanOf(re)
  const slot = slotOf(text)
  if (plan === null) {
    re.lastIndex = 0
    return re.exec(windowOf(slot, from, to))
  }
  let found = slot.byKey.get(plan.key)
  if (!found) {
    const hits = hitsOf(slot)
    if (hits.covers(plan.set)) {
      found = { at: hits.startsOf(plan.set), cursor: 0 }
      slot.byKey.set(plan.key, found)
    }
  }
  const window = windowOf(slot, from, to)
  // A global expression searches on from the first candidate start: no match starts before it, and the leftmost
  // match from there is the one the sticky tries would find (cold start, issue 11: no sticky copy of the expression
  // is parsed and compiled besides `re`). Any other expression is tried at each candidate start.
  const searches = re.global && !re.sticky
  if (!found) {
    // A set registered after this text's pass (the first scans of a process): the same candidate starts,
    // from its literals' expression over the window only (no pass over the whole text).
    const literals = plan.literals()
    work.literalScans += to - from
    literals.lastIndex = 0
    for (let m = literals.exec(window); m; m = literals.exec(window)) {
      work.windowTries++
      if (searches) {
        re.lastIndex = m.index
        return re.exec(window)
      }
      const sticky = plan.sticky()
      sticky.lastIndex = m.index
      const match = sticky.exec(window)
      if (match) return match
      literals.lastIndex = m.index + 1
    }
    return null
  }
  const at = found.at
  for (let k = lowerBound(at, from); k < at.length && at[k]! < to; k++) {
    work.windowTries++
    if (searches) {
      re.lastIndex = at[k]! - from
      return re.exec(window)
    }
    const sticky = plan.sticky()
    sticky.lastIndex = at[k]! - from
    const m = sticky.exec(window)
    if (m) return m
  }
  return null
}

/** An expression source prepared for {@link matchStarts}. */
export interface StartSource {
  readonly key: string
  readonly source: string
  /** Its literals' set in the one-pass literal index, when it is a plain alternation of literals. */
  readonly set: LiteralSetId | undefined
}

/** Prepare an expression source (flags `gu`) for {@link matchStarts}; do it once, not per text. */
export function startSource(source: string): StartSource {
  const key = `gu/${source}`
  const literals = literalsOf(source)
  return { key, source, set: literals === undefined ? undefined : register(key, literals) }
}

/**
 * Every offset where the expression (flags `gu`) of a {@link startSource}
 * matches in `text`, ascending — the offsets a sticky test at each position
 * accepts, overlapping matches included. From the one-pass literal index
 * when the source is a plain alternation of literals, else from one
 * overlapping search; computed once per text and source.
 */
export function matchStarts(prepared: StartSource, text: string): Int32Array {
  const slot = slotOf(text)
  const known = slot.byKey.get(prepared.key)
  if (known) return known.at
  let at: Int32Array | undefined
  if (prepared.set !== undefined) {
    const hits = hitsOf(slot)
    if (hits.covers(prepared.set)) at = hits.startsOf(prepared.set)
  }
  if (at === undefined) {
    const found: number[] = []
    const re = new RegExp(prepared.source, 'gu')
    for (let m = re.exec(text); m; m = re.exec(text)) {
      found.push(m.index)
      re.lastIndex = m.index + 1
    }
    work.literalScans += text.length
    at = Int32Array.from(found)
  }
  slot.byKey.set(prepared.key, { at, cursor: 0 })
  return at
}
