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

/** The results of one text, by scanner identity and label, and the bytes they and the text take. */
interface Entry {
  readonly results: Map<string, ScanResult>
  bytes: number
}

/**
 * One host's scan results, keyed by the exact full text, then by the
 * scanner's identity (preset id and the caller's rule settings) and the
 * label: a hit is only ever the result of scanning the very same text with
 * the very same rules (the host is immutable, so its plugins cannot change).
 * Bounded in bytes (least recently used texts dropped first). Results with a
 * rule fault are not kept (a fault may be transient).
 */
class ScanCache {
  /** By text (the map hashes and compares the whole text: no copy of it is made). */
  readonly #entries = new Map<string, Entry>()
  #bytes = 0

  get(text: string, identity: string): ScanResult | undefined {
    const entry = this.#entries.get(text)
    if (entry === undefined) return undefined
    const result = entry.results.get(identity)
    if (result === undefined) return undefined
    // Most recently used last.
    this.#entries.delete(text)
    this.#entries.set(text, entry)
    return result
  }

  set(text: string, identity: string, result: ScanResult): void {
    if (result.faults.length > 0) return
    const bytes = identity.length * 2 + resultBytes(result)
    let entry = this.#entries.get(text)
    if (entry === undefined) {
      // The text once (the result's text is the same string, or a slice of it without its BOM).
      const textBytes = 64 + text.length * 2
      if (textBytes + bytes > SCAN_CACHE_MAX_BYTES / MAX_ENTRY_SHARE) return
      entry = { results: new Map(), bytes: textBytes }
      this.#bytes += textBytes
    } else {
      if (entry.bytes + bytes > SCAN_CACHE_MAX_BYTES / MAX_ENTRY_SHARE) return
      this.#entries.delete(text)
    }
    const old = entry.results.get(identity)
    if (old !== undefined) {
      const oldBytes = identity.length * 2 + resultBytes(old)
      entry.bytes -= oldBytes
      this.#bytes -= oldBytes
    }
    entry.results.set(identity, freezeResult(result))
    entry.bytes += bytes
    this.#bytes += bytes
    this.#entries.set(text, entry)
    for (const [oldest, dropped] of this.#entries) {
      if (this.#bytes <= SCAN_CACHE_MAX_BYTES) break
      this.#entries.delete(oldest)
      this.#bytes -= dropped.bytes
    }
  }

  /** Bytes held (for tests). */
  get bytes(): number {
    return this.#bytes
  }
}

/** An estimate of a result's own size in bytes, without its text (counted once per text): its ids and findings. */
function resultBytes(result: ScanResult): number {
  let bytes = 128 + (result.blockedLine?.length ?? 0) * 2
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
