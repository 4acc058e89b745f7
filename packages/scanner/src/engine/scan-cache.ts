import type { Host } from '@hermes/core'
import type { ScanResult } from './scan-result.js'

/**
 * Most bytes the scan results cached for one host may take: 4 MiB, counted as
 * UTF-16 (two bytes per code unit) for the key and the text, plus an estimate
 * of each result's findings. Least recently used results are dropped first.
 */
export const SCAN_CACHE_MAX_BYTES = 4 * 1024 * 1024

/** A text longer than this share of {@link SCAN_CACHE_MAX_BYTES} is scanned but never cached (it would evict everything). */
const MAX_ENTRY_SHARE = 4

interface Entry {
  readonly result: ScanResult
  readonly bytes: number
}

/**
 * One host's scan results, keyed by the scanner's identity (preset id and the
 * caller's rule settings), the label and the exact full text: a hit is only
 * ever the result of scanning the very same text with the very same rules
 * (the host is immutable, so its plugins cannot change). Bounded in bytes
 * (LRU). Results with a rule fault are not kept (a fault may be transient).
 */
class ScanCache {
  readonly #entries = new Map<string, Entry>()
  #bytes = 0

  get(key: string): ScanResult | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    // Most recently used last.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.result
  }

  set(key: string, result: ScanResult): void {
    if (result.faults.length > 0) return
    const bytes = key.length * 2 + resultBytes(result)
    if (bytes > SCAN_CACHE_MAX_BYTES / MAX_ENTRY_SHARE) return
    const old = this.#entries.get(key)
    if (old !== undefined) {
      this.#entries.delete(key)
      this.#bytes -= old.bytes
    }
    this.#entries.set(key, { result: freezeResult(result), bytes })
    this.#bytes += bytes
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= SCAN_CACHE_MAX_BYTES) break
      this.#entries.delete(oldest)
      this.#bytes -= entry.bytes
    }
  }

  /** Bytes held (for tests). */
  get bytes(): number {
    return this.#bytes
  }

  /** Entries held (for tests). */
  get size(): number {
    return this.#entries.size
  }
}

/** An estimate of a result's own size in bytes: the text (shared with the key's text when equal, counted anyway) and its findings. */
function resultBytes(result: ScanResult): number {
  let bytes = 128 + result.text.length * 2 + (result.blockedLine?.length ?? 0) * 2
  for (const id of result.ids) bytes += 32 + id.length * 2
  for (const finding of result.findings)
    bytes +=
      256 +
      2 *
        (finding.id.length +
          finding.ruleId.length +
          finding.category.length +
          finding.reason.length +
          finding.excerpt.length +
          finding.source.length +
          (finding.url?.length ?? 0))
  return bytes
}

/** A cached result is shared by every later caller: nobody may change it. */
function freezeResult(result: ScanResult): ScanResult {
  for (const finding of result.findings) Object.freeze(finding)
  Object.freeze(result.findings)
  Object.freeze(result.ids)
  Object.freeze(result.faults)
  return Object.freeze(result)
}

const caches = new WeakMap<Host, ScanCache>()

/** The scan cache of `host` (made on first use; never shared between hosts). */
export function scanCacheOf(host: Host): ScanCache {
  let cache = caches.get(host)
  if (cache === undefined) {
    cache = new ScanCache()
    caches.set(host, cache)
  }
  return cache
}

/**
 * A string that stands for rule settings exactly, or `undefined` when they
 * hold anything but plain data (strings, finite numbers, booleans, `null`,
 * arrays, plain objects) — such settings are never cached. Object keys are
 * sorted, so the order they were written in does not matter.
 */
export function settingsKey(value: unknown, depth = 0): string | undefined {
  if (depth > 32) return undefined
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? String(value) : undefined
  if (typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    const parts: string[] = []
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return undefined
      const part = settingsKey(value[i], depth + 1)
      if (part === undefined) return undefined
      parts.push(part)
    }
    return `[${parts.join(',')}]`
  }
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return undefined
  if (Object.getOwnPropertySymbols(value).length > 0) return undefined
  const parts: string[] = []
  for (const key of Object.keys(value).sort()) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)
    if (descriptor === undefined || !('value' in descriptor)) return undefined // a getter could answer differently
    const part = settingsKey(descriptor.value, depth + 1)
    if (part === undefined) return undefined
    parts.push(`${JSON.stringify(key)}:${part}`)
  }
  return `{${parts.join(',')}}`
}
