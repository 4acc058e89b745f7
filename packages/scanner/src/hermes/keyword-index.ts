/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import * as chars from './char-classes.js'
import { setup, work as workCounter } from './work.js'

// Module-local bindings: hot paths call them without an import look-up per call.
const { literalAt } = chars

// A module-local binding: hot paths add to it without an import look-up per call.
const work = workCounter

/**
 * An Aho–Corasick automaton over lowercase ASCII keywords, matched ASCII
 * case-insensitively on the low byte of each UTF-16 unit. Reading only the
 * low byte can report extra hits (e.g. U+0169 reads as `i`), never miss one,
 * so every hit is verified on the real text before use.
 */
class Automaton {
  /** Transition table: `delta[state * width + class]`. */
  readonly delta: Uint16Array
  /** Byte → character class (0 = a byte that occurs in no keyword). */
  readonly classes: Uint8Array
  readonly width: number
  readonly outputs: (readonly number[])[]
  readonly hasOutput: Uint8Array
  /** Per state: the one keyword it reports, or -1 (none or several). */
  readonly single: Int32Array
  /** Per keyword: the states that report it (usually one or two). */
  readonly statesOf: Int32Array[]
  /** Keyword → its index in {@link Automaton.keywords}. */
  readonly ids: ReadonlyMap<string, number>
  /** Per keyword: its length in UTF-16 units. */
  readonly lengths: Int32Array

  constructor(readonly keywords: readonly string[]) {
    // Compress the alphabet to the bytes keywords use (upper case folded onto lower case).
    const classes = new Uint8Array(256)
    let width = 1
    for (const keyword of keywords)
      for (let i = 0; i < keyword.length; i++) {
        const byte = keyword.charCodeAt(i)
        if (classes[byte] === 0) classes[byte] = width++
      }
    for (let byte = 0x41; byte <= 0x5a; byte++) classes[byte] = classes[byte + 0x20]!
    const goto: Map<number, number>[] = [new Map()]
    const out: number[][] = [[]]
    keywords.forEach((keyword, id) => {
      let state = 0
      for (let i = 0; i < keyword.length; i++) {
        const symbol = classes[keyword.charCodeAt(i)]!
        let next = goto[state]!.get(symbol)
        if (next === undefined) {
          next = goto.length
          goto.push(new Map())
          out.push([])
          goto[state]!.set(symbol, next)
        }
        state = next
      }
      out[state]!.push(id)
    })
    const states = goto.length
    const delta = new Uint16Array(states * width)
    const fail = new Int32Array(states)
    const queue: number[] = []
    for (let symbol = 0; symbol < width; symbol++) {
      const next = goto[0]!.get(symbol)
      if (next !== undefined) {
        delta[symbol] = next
        queue.push(next)
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!
      out[state]!.push(...out[fail[state]!]!)
      for (let symbol = 0; symbol < width; symbol++) {
        const next = goto[state]!.get(symbol)
        if (next !== undefined) {
          fail[next] = delta[fail[state]! * width + symbol]!
          delta[state * width + symbol] = next
          queue.push(next)
        } else delta[state * width + symbol] = delta[fail[state]! * width + symbol]!
      }
    }
    this.delta = delta
    this.classes = classes
    this.width = width
    this.outputs = out
    this.hasOutput = Uint8Array.from(out, (ids) => (ids.length > 0 ? 1 : 0))
    this.single = Int32Array.from(out, (ids) => (ids.length === 1 ? ids[0]! : -1))
    // One pass over the outputs, not one per keyword (cold start, issue 11: keywords × states was most of building).
    const statesOf: number[][] = keywords.map(() => [])
    out.forEach((ids, state) => {
      for (const id of ids) statesOf[id]!.push(state)
    })
    this.statesOf = statesOf.map((list) => Int32Array.from(list))
    this.ids = new Map(keywords.map((keyword, id) => [keyword, id]))
    this.lengths = Int32Array.from(keywords, (keyword) => keyword.length)
  }
}

/** Hits of a text at most this many: keywords' starts are read one keyword at a time (see `hitsOfOne`). */
const FEW_HITS = 32
const NO_HITS = new Int32Array(0)

/** Automata by keyword list (the same array object: no key to build per scan), then by content. */
const automataByList = new WeakMap<readonly string[], Automaton>()
const automata = new Map<string, Automaton>()

/** The automaton of a keyword list, built once per keyword set (issue 11: nothing of it is rebuilt per scan). */
function automatonOf(keywords: readonly string[]): Automaton {
  let automaton = automataByList.get(keywords)
  if (automaton) return automaton
  const key = keywords.join('\u0000')
  automaton = automata.get(key)
  if (!automaton) {
    automaton = new Automaton(keywords)
    setup.automata++
    automata.set(key, automaton)
  }
  automataByList.set(keywords, automaton)
  return automaton
}

/**
 * Where each keyword occurs in one text: one pass of an Aho–Corasick automaton
 * (linear in the text), then lazily verified, ascending start offsets.
 */
export class KeywordIndex {
  private readonly ends: Int32Array
  private readonly states: Uint16Array
  private readonly count: number
  private readonly automaton: Automaton
  private readonly seen: Uint8Array
  /** Verified starts of every keyword, keyword after keyword (see {@link KeywordIndex.bucket}). */
  private flat: Int32Array | undefined
  /** Per keyword: where its starts begin in `flat` (`keywords.length + 1` entries). */
  private offsets: Int32Array | undefined
  /** Per keyword: its verified count (differs from the offsets' span only after verification). */
  private sizes: Int32Array | undefined
  /** Per keyword: the view of `flat` handed out, made on first ask. */
  private views: (Int32Array | undefined)[] | undefined
  private merged: Map<readonly string[], Int32Array> | undefined

  /**
   * @param text - the text to index (the NFKC text for the hermes rules)
   * @param keywords - lowercase ASCII keywords; the automaton is built once per keyword set
   */
  constructor(
    readonly text: string,
    readonly keywords: readonly string[],
  ) {
    const automaton = automatonOf(keywords)
    this.automaton = automaton
    const { delta, classes, width, hasOutput } = automaton
    // Hot loop: remember (end, state) of every accepting step; keywords are sorted out lazily.
    // At most one accepting step per unit: a short text gets short arrays.
    const initial = Math.max(16, Math.min(1024, text.length))
    let ends = new Int32Array(initial)
    let states = new Uint16Array(initial)
    let count = 0
    let state = 0
    const seen = new Uint8Array(hasOutput.length)
    setup.typedArrays += 3
    work.units += text.length
    for (let i = 0; i < text.length; i++) {
      state = delta[state * width + classes[text.charCodeAt(i) & 0xff]!]!
      if (hasOutput[state] === 1) {
        if (count === ends.length) {
          const biggerEnds = new Int32Array(count * 2)
          biggerEnds.set(ends)
          ends = biggerEnds
          const biggerStates = new Uint16Array(count * 2)
          biggerStates.set(states)
          states = biggerStates
        }
        ends[count] = i
        states[count] = state
        seen[state] = 1
        count++
      }
    }
    this.ends = ends
    this.states = states
    this.count = count
    this.seen = seen
  }

  /**
   * Verified start offsets of every keyword, ascending, in one typed array
   * (keyword after keyword): one counting pass over the recorded hits (on
   * first use), then one filling pass; per keyword a view is made only when
   * it is asked for. Only a text with non-ASCII units can give false hits
   * (the automaton reads low bytes), so only then are hits checked.
   */
  private bucket(): void {
    if (this.flat) return
    const { outputs, single, lengths } = this.automaton
    const keywordCount = this.keywords.length
    const { ends, states, count } = this
    // eslint-disable-next-line no-control-regex -- the ASCII range
    const verify = /[^\u0000-\u007f]/.test(this.text)
    const offsets = new Int32Array(keywordCount + 1)
    for (let n = 0; n < count; n++) {
      const only = single[states[n]!]!
      if (only >= 0) offsets[only + 1]!++
      else for (const id of outputs[states[n]!]!) offsets[id + 1]!++
    }
    for (let id = 0; id < keywordCount; id++) offsets[id + 1]! += offsets[id]!
    const flat = new Int32Array(offsets[keywordCount]!)
    const sizes = new Int32Array(keywordCount)
    setup.typedArrays += 3
    for (let n = 0; n < count; n++) {
      const state = states[n]!
      const end = ends[n]! + 1
      const only = single[state]!
      if (only >= 0) {
        // The usual case: the state reports one keyword.
        const start = end - lengths[only]!
        if (!verify || literalAt(this.text, start, this.keywords[only]!)) flat[offsets[only]! + sizes[only]!++] = start
        continue
      }
      const ids = outputs[state]!
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!
        const start = end - lengths[id]!
        if (!verify || literalAt(this.text, start, this.keywords[id]!)) flat[offsets[id]! + sizes[id]!++] = start
      }
    }
    work.units += count + this.text.length
    this.flat = flat
    this.offsets = offsets
    this.sizes = sizes
  }

  /** Index of an indexed keyword; throws for any other word (a matcher bug). */
  private idOf(keyword: string): number {
    const id = this.automaton.ids.get(keyword)
    if (id === undefined) throw new Error(`keyword "${keyword}" is not indexed`)
    return id
  }

  /**
   * `false` when `keyword` certainly does not occur (no state reporting it was
   * reached); `true` when it may (confirm with {@link KeywordIndex.hits}).
   */
  mayHave(keyword: string): boolean {
    const states = this.automaton.statesOf[this.idOf(keyword)]!
    for (let k = 0; k < states.length; k++) if (this.seen[states[k]!] === 1) return true
    return false
  }

  /** Verified start offsets of `keyword` (must be one of the indexed keywords), ascending. */
  hits(keyword: string): Int32Array {
    const id = this.idOf(keyword)
    const views = (this.views ??= [])
    let view = views[id]
    if (view !== undefined) return view
    if (!this.flat && this.count <= FEW_HITS) view = this.hitsOfOne(id)
    else {
      this.bucket()
      const start = this.offsets![id]!
      view = this.flat!.subarray(start, start + this.sizes![id]!)
    }
    views[id] = view
    return view
  }

  /**
   * Verified starts of one keyword, read straight from the recorded hits: for a
   * text with few hits (a short file), cheaper than sorting every keyword's out
   * (which costs a pass over all keywords). Same values as {@link KeywordIndex.bucket}.
   */
  private hitsOfOne(id: number): Int32Array {
    const { outputs, single, lengths } = this.automaton
    const { ends, states, count, seen } = this
    const statesOfId = this.automaton.statesOf[id]!
    let reached = false
    for (let k = 0; k < statesOfId.length && !reached; k++) if (seen[statesOfId[k]!] === 1) reached = true
    if (!reached) return NO_HITS
    // eslint-disable-next-line no-control-regex -- the ASCII range
    const verify = /[^\u0000-\u007f]/.test(this.text)
    const keyword = this.keywords[id]!
    const found: number[] = []
    for (let n = 0; n < count; n++) {
      const state = states[n]!
      if (single[state] !== id && (single[state]! >= 0 || !outputs[state]!.includes(id))) continue
      const start = ends[n]! + 1 - lengths[id]!
      if (!verify || literalAt(this.text, start, keyword)) found.push(start)
    }
    work.units += count
    setup.typedArrays++
    return Int32Array.from(found)
  }

  /** `true` when any of the keywords occurs. */
  hasAny(keywords: readonly string[]): boolean {
    return (
      keywords.some((keyword) => this.mayHave(keyword)) && keywords.some((keyword) => this.hits(keyword).length > 0)
    )
  }

  /** Merged, ascending, de-duplicated start offsets of several keywords (memoised per keyword array). */
  hitsOfAny(keywords: readonly string[]): Int32Array {
    if (keywords.length === 1) return this.hits(keywords[0]!)
    const memo = (this.merged ??= new Map())
    let merged = memo.get(keywords)
    if (!merged) {
      // Two-way merges of the ascending lists, shortest first: one keyword
      // flooding the text is copied once, not once per keyword. Linear, no sort.
      const lists = keywords.map((keyword) => this.hits(keyword)).filter((list) => list.length > 0)
      lists.sort((x, y) => x.length - y.length)
      let acc: Int32Array = lists[0] ?? new Int32Array(0)
      for (let k = 1; k < lists.length; k++) acc = mergeAscending(acc, lists[k]!)
      merged = acc
      memo.set(keywords, merged)
    }
    return merged
  }
}

/** Union of two ascending lists, ascending, without duplicates. */
function mergeAscending(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length)
  let size = 0
  let i = 0
  let j = 0
  let last = -1
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    const value = x <= y ? x : y
    if (x <= y) i++
    if (y <= x) j++
    if (value !== last) out[size++] = value
    last = value
  }
  for (; i < a.length; i++) if (a[i] !== last) out[size++] = last = a[i]!
  for (; j < b.length; j++) if (b[j] !== last) out[size++] = last = b[j]!
  work.units += a.length + b.length
  return out.subarray(0, size)
}
