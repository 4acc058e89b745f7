import { errorCode, HermesError } from '@hermes/core'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, relative, sep } = process.getBuiltinModule('node:path')

/**
 * The largest delay `setTimeout` honours (2³¹ − 1 ms, about 24.8 days). Node
 * turns any larger value — `Infinity` included — into 1 ms, which would make
 * every read time out at once; larger timeouts are clamped to this.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647

export { errorCode }

/**
 * A short description of any thrown value, for a diagnostic's reason. Never
 * throws (`String(Object.create(null))` does).
 */
export function describeError(error: unknown): string {
  const code = errorCode(error)
  if (code !== undefined) return code
  try {
    if (error instanceof Error) return error.message || error.name
    return String(error)
  } catch {
    try {
      return Object.prototype.toString.call(error)
    } catch {
      return 'unknown error'
    }
  }
}

/** `true` when `path` is `directory` or lies below it (a child named `..x` is inside). */
export function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/** A timeout in milliseconds that `setTimeout` honours: clamped to {@link MAX_TIMEOUT_MS}. */
export function clampTimeout(timeoutMs: number): number {
  return Math.min(timeoutMs, MAX_TIMEOUT_MS)
}

/**
 * Check a timeout option: a number > 0 (`Infinity` allowed, clamped to
 * {@link MAX_TIMEOUT_MS}).
 *
 * @throws HermesError `INVALID_OPTION`
 */
export function assertTimeout(value: unknown, option: string): number {
  if (typeof value !== 'number' || !(value > 0))
    throw new HermesError(
      'INVALID_OPTION',
      `Option "${option}" must be a number > 0 (milliseconds), got ${show(value)}`,
      {
        option,
        value,
      },
    )
  return clampTimeout(value)
}

/**
 * Check a path option: a non-empty string without NUL characters.
 *
 * @throws HermesError `INVALID_OPTION`
 */
export function assertPath(value: unknown, option: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.includes('\0'))
    throw new HermesError('INVALID_OPTION', `Option "${option}" must be a non-empty path string, got ${show(value)}`, {
      option,
      value,
    })
  return value
}

/** A value shown in an error message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  return describeError(value)
}

/** The `ETIMEDOUT` error of a call that passed the overall deadline. */
export function deadlineError(what: string): Error {
  return Object.assign(new Error(`${what}: the overall deadline passed`), { code: 'ETIMEDOUT', deadline: true })
}

/**
 * Race `operation` against `timeoutMs` (and `signal`, an overall deadline):
 * rejects with an `ETIMEDOUT` error when it has not settled in time. A
 * synchronous throw becomes a rejection, and a late rejection of `operation`
 * is never unhandled. After `signal` aborted, `run` is not called at all.
 */
export function withTimeout<T>(
  run: () => Promise<T>,
  timeoutMs: number,
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(deadlineError(what))
  let operation: Promise<T>
  try {
    operation = Promise.resolve(run())
  } catch (error) {
    return Promise.reject(error)
  }
  operation.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  let onAbort: (() => void) | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`${what} did not finish within ${timeoutMs} ms`), { code: 'ETIMEDOUT', timeoutMs }),
        ),
      clampTimeout(timeoutMs),
    )
    if (signal !== undefined) {
      onAbort = () => reject(deadlineError(what))
      signal.addEventListener('abort', onAbort, { once: true })
    }
  })
  return Promise.race([operation, deadline]).finally(() => {
    clearTimeout(timer)
    if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort)
  })
}

/**
 * Timeouts of one duration that share one timer (one per build instead of one
 * per read). Entries expire in the order they were added. The timer keeps the
 * process alive only while an entry is pending (it is unreferenced when the
 * queue is empty); {@link TimeoutQueue.dispose} clears it.
 */
export class TimeoutQueue {
  readonly #ms: number
  readonly #entries = new Set<{ readonly at: number; readonly fire: () => void }>()
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(timeoutMs: number) {
    this.#ms = clampTimeout(timeoutMs)
  }

  /** Call `fire` after the queue's duration unless the returned cancel function is called first. */
  add(fire: () => void): () => void {
    const entry = { at: Date.now() + this.#ms, fire }
    this.#entries.add(entry)
    if (this.#timer === undefined) this.#timer = setTimeout(this.#tick, this.#ms)
    else if (this.#entries.size === 1) this.#timer.ref?.()
    return () => {
      this.#entries.delete(entry)
      if (this.#entries.size === 0) this.#timer?.unref?.()
    }
  }

  /** Clear the timer; pending entries never fire. */
  dispose(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#entries.clear()
  }

  readonly #tick = (): void => {
    this.#timer = undefined
    const now = Date.now()
    for (const entry of this.#entries) {
      if (entry.at > now) break
      this.#entries.delete(entry)
      try {
        entry.fire()
      } catch {
        // a timeout callback never breaks the others
      }
    }
    const next = this.#entries.values().next()
    if (!next.done) this.#timer = setTimeout(this.#tick, Math.max(1, next.value.at - now))
  }
}

/**
 * One `abort` listener on `signal` for any number of callbacks (an
 * `addEventListener`/`removeEventListener` pair per read costs as much as a timer).
 *
 * @returns `subscribe(callback)`, which returns an unsubscribe function; a
 *   callback added after the abort is called at once
 */
export function abortFanOut(signal: AbortSignal): (callback: () => void) => () => void {
  const callbacks = new Set<() => void>()
  signal.addEventListener(
    'abort',
    () => {
      for (const callback of [...callbacks]) {
        callbacks.delete(callback)
        try {
          callback()
        } catch {
          // one callback never breaks the others
        }
      }
    },
    { once: true },
  )
  return (callback) => {
    if (signal.aborted) {
      callback()
      return () => {}
    }
    callbacks.add(callback)
    return () => callbacks.delete(callback)
  }
}
