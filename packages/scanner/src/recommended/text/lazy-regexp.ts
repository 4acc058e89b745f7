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
