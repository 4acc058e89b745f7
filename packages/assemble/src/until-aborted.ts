/**
 * Wait for `promise`, but no longer than until `signal` aborts (then give
 * `fallback`). A rejection of `promise` gives `fallback` too.
 */
export function untilAborted<T, F>(promise: Promise<T>, signal: AbortSignal, fallback: F): Promise<T | F> {
  const safe: Promise<T | F> = Promise.resolve(promise).catch(() => fallback)
  if (signal.aborted) return Promise.resolve(fallback)
  let onAbort: (() => void) | undefined
  const aborted = new Promise<F>((resolve) => {
    onAbort = () => resolve(fallback)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([safe, aborted]).finally(() => {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort)
  })
}
