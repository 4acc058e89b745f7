/**
 * A regular expression compiled on its first `test` or `exec` (cold start,
 * issue 11). V8 parses a pattern when a `RegExp` is constructed and again
 * when it first runs; a rule's helper expressions (checked only on a sentence
 * its main pattern already matched) mostly never run, so building them when
 * the module loads costs every process their parse for nothing. The one
 * compiled `RegExp` is kept, so `lastIndex` behaves as with a plain one.
 */
export interface LazyRegExp {
  /** `RegExp.prototype.test` of the compiled expression. */
  test(text: string): boolean
  /** `RegExp.prototype.exec` of the compiled expression. */
  exec(text: string): RegExpExecArray | null
}

/**
 * `new RegExp(source, flags)`, or the expression `make` returns, built on the
 * first `test` or `exec`. Throws there what `new RegExp` throws (a rule's
 * tests run every expression, so a typo still fails them).
 */
export function lazyRegExp(source: string, flags?: string): LazyRegExp
export function lazyRegExp(make: () => RegExp): LazyRegExp
export function lazyRegExp(what: string | (() => RegExp), flags?: string): LazyRegExp {
  let compiled: RegExp | undefined
  const get = (): RegExp => (compiled ??= typeof what === 'string' ? new RegExp(what, flags) : what())
  return {
    test: (text) => get().test(text),
    exec: (text) => get().exec(text),
  }
}

/**
 * `true` when `RegExp` gives `pattern` as its `source` unchanged: no line terminator and no `/` outside a character
 * class that is not escaped (V8's `EscapeRegExpSource`). Otherwise the source is read from the compiled expression.
 */
function sourceIsPattern(pattern: string): boolean {
  if (/[\n\r\u2028\u2029]/.test(pattern)) return false
  let inClass = false
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') i++
    else if (c === '[') inClass = true
    else if (c === ']') inClass = false
    else if (c === '/' && !inClass) return false
  }
  return true
}

/**
 * A `RegExp` whose pattern is parsed on its first `exec` (or on a read of
 * `source` that needs escaping), not when it is constructed (cold start,
 * issue 11). V8 parses a pattern when a `RegExp` is constructed and again
 * when it first runs, and a `\p{…}` class costs ~0.3 M instructions each
 * time; the recommended rules build ~290 such expressions when their modules
 * load, and a scan of an ordinary file runs under a third of them (the
 * literal pre-checks need only `source` and `flags`). The builds that bundle
 * the scanner construct the module-level ones with this class
 * (scripts/lazy-regexps.ts); the TypeScript sources keep plain expressions.
 *
 * It is a `RegExp` (same `source`, `flags`, `lastIndex`, matches): `exec` runs
 * one compiled expression, copying `lastIndex` in and out, and every other
 * method (`test`, `String.prototype.match`, `matchAll`, `replace`, `split`,
 * `search`) reaches it through `exec`, as the language defines for a
 * subclass. Differences a caller could see: an invalid pattern throws its
 * `SyntaxError` on first use instead of at construction, and
 * `constructor` is this class.
 */
export class DeferredRegExp extends RegExp {
  readonly #pattern: string
  readonly #flags: string
  readonly #stateful: boolean
  #compiled: RegExp | undefined

  /**
   * @param pattern - the pattern, or an expression whose `source` (and, without `flags`, `flags`) is taken
   * @param flags - the flags (checked now: an invalid flag throws here, as with `new RegExp`)
   */
  constructor(pattern: string | RegExp, flags?: string) {
    const source = typeof pattern === 'string' ? pattern : pattern.source
    const given = flags ?? (typeof pattern === 'string' ? '' : pattern.flags)
    super('', given)
    this.#pattern = source
    this.#flags = given
    this.#stateful = this.global || this.sticky
  }

  /** The compiled expression (built on first call). */
  #regex(): RegExp {
    return (this.#compiled ??= new RegExp(this.#pattern, this.#flags))
  }

  /** `RegExp.prototype.exec` of the compiled expression, with this object's `lastIndex`. */
  override exec(text: string): RegExpExecArray | null {
    const regex = this.#regex()
    // Only a global or sticky expression reads and writes lastIndex (so a frozen plain one still runs).
    if (!this.#stateful) return regex.exec(text)
    regex.lastIndex = this.lastIndex
    const match = regex.exec(text)
    this.lastIndex = regex.lastIndex
    return match
  }

  /** `true` once the pattern has been compiled (for tests of what a scan builds). */
  get compiled(): boolean {
    return this.#compiled !== undefined
  }

  static {
    // `source` is an accessor of RegExp.prototype; TypeScript types it as a property, so it is defined here.
    Object.defineProperty(this.prototype, 'source', {
      configurable: true,
      get(this: DeferredRegExp) {
        return sourceIsPattern(this.#pattern) ? this.#pattern : this.#regex().source
      },
    })
  }
}
