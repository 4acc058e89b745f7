import { literalAt } from './char-classes.js'

/**
 * An Aho–Corasick automaton over lowercase ASCII keywords, matched ASCII
 * case-insensitively on the low byte of each UTF-16 unit. Reading only the
 * low byte can report extra hits (e.g. U+0169 reads as `i`), never miss one,
 * so every hit is verified on the real text before use.
 */
class Automaton {
  readonly delta: Int32Array
  readonly outputs: (readonly number[])[]
  readonly hasOutput: Uint8Array

  constructor(readonly keywords: readonly string[]) {
    const goto: Map<number, number>[] = [new Map()]
    const out: number[][] = [[]]
    keywords.forEach((keyword, id) => {
      let state = 0
      for (let i = 0; i < keyword.length; i++) {
        const byte = keyword.charCodeAt(i)
        let next = goto[state]!.get(byte)
        if (next === undefined) {
          next = goto.length
          goto.push(new Map())
          out.push([])
          goto[state]!.set(byte, next)
        }
        state = next
      }
      out[state]!.push(id)
    })
    const states = goto.length
    const delta = new Int32Array(states * 256)
    const fail = new Int32Array(states)
    const queue: number[] = []
    for (let byte = 0; byte < 256; byte++) {
      const next = goto[0]!.get(byte)
      if (next !== undefined) {
        delta[byte] = next
        queue.push(next)
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!
      out[state]!.push(...out[fail[state]!]!)
      for (let byte = 0; byte < 256; byte++) {
        const next = goto[state]!.get(byte)
        if (next !== undefined) {
          fail[next] = delta[fail[state]! * 256 + byte]!
          delta[state * 256 + byte] = next
          queue.push(next)
        } else delta[state * 256 + byte] = delta[fail[state]! * 256 + byte]!
      }
    }
    // ASCII case folding: an upper-case byte moves like its lower-case letter.
    for (let state = 0; state < states; state++)
      for (let byte = 0x41; byte <= 0x5a; byte++) delta[state * 256 + byte] = delta[state * 256 + byte + 0x20]!
    this.delta = delta
    this.outputs = out
    this.hasOutput = Uint8Array.from(out, (ids) => (ids.length > 0 ? 1 : 0))
  }
}

const automata = new Map<string, Automaton>()

/**
 * Where each keyword occurs in one text: one pass of an Aho–Corasick automaton
 * (linear in the text), then lazily verified, ascending start offsets.
 */
export class KeywordIndex {
  private readonly raw: number[][]
  private readonly verified = new Map<string, readonly number[]>()
  private readonly ids: Map<string, number>

  /**
   * @param text - the text to index (the NFKC text for the hermes rules)
   * @param keywords - lowercase ASCII keywords; the automaton is built once per keyword set
   */
  constructor(
    readonly text: string,
    keywords: readonly string[],
  ) {
    const key = keywords.join('\u0000')
    let automaton = automata.get(key)
    if (!automaton) {
      automaton = new Automaton(keywords)
      automata.set(key, automaton)
    }
    this.ids = new Map(keywords.map((keyword, id) => [keyword, id]))
    const raw: number[][] = keywords.map(() => [])
    const { delta, outputs, hasOutput } = automaton
    const lengths = keywords.map((keyword) => keyword.length)
    let state = 0
    for (let i = 0; i < text.length; i++) {
      state = delta[(state << 8) | (text.charCodeAt(i) & 0xff)]!
      if (hasOutput[state] === 1) for (const id of outputs[state]!) raw[id]!.push(i + 1 - lengths[id]!)
    }
    this.raw = raw
  }

  /** Verified start offsets of `keyword` (must be one of the indexed keywords), ascending. */
  hits(keyword: string): readonly number[] {
    let found = this.verified.get(keyword)
    if (!found) {
      const id = this.ids.get(keyword)
      if (id === undefined) throw new Error(`keyword "${keyword}" is not indexed`)
      found = this.raw[id]!.filter((index) => literalAt(this.text, index, keyword))
      this.verified.set(keyword, found)
    }
    return found
  }

  /** `true` when any of the keywords occurs. */
  hasAny(keywords: readonly string[]): boolean {
    return keywords.some((keyword) => this.hits(keyword).length > 0)
  }

  /** Merged, ascending, de-duplicated start offsets of several keywords. */
  hitsOfAny(keywords: readonly string[]): readonly number[] {
    if (keywords.length === 1) return this.hits(keywords[0]!)
    const merged = keywords.flatMap((keyword) => [...this.hits(keyword)])
    merged.sort((a, b) => a - b)
    return merged.filter((value, i) => i === 0 || merged[i - 1] !== value)
  }
}
