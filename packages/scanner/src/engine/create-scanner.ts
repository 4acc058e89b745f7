import { createHost, HermesError, type Host, type RuleSettings } from '@hermes/core'
import { hermesPlugin } from '../hermes/plugin.js'
import { recommendedPlugin } from '../recommended/index.js'
import { compilePreset, type CompiledPreset } from './compile-preset.js'
import { runScan } from './run-scan.js'
import { scanCacheOf, settingsKey } from './scan-cache.js'
import type { Scanner } from './scan-result.js'

/** Options of {@link createScanner}. */
export interface ScannerOptions {
  /** The plugin host whose rules and presets to use. Default: a host with `hermesPlugin` and `recommendedPlugin`. */
  readonly host?: Host
  /** Preset id. Default: the host's default preset (`recommended` when registered, else `hermes`). */
  readonly preset?: string
  /**
   * Per-rule settings on top of the preset, ESLint-style:
   * `{ deception: 'warn', 'hermes/prompt-injection': 'off', 'acme/no-internal-urls': ['block', { allow: [] }] }`.
   * Naming a registered rule the preset does not list turns it on.
   */
  readonly rules?: RuleSettings
  /**
   * Keep scan results in the host's scan cache and answer from it (default
   * `false`). A hit is the result of scanning the very same text (every
   * character), with the same label, preset and rule settings, on the same
   * host: a one-character change, another preset or other settings scan
   * again. The cache belongs to the host (never shared between hosts), holds at
   * most `SCAN_CACHE_MAX_BYTES` (least recently used dropped first), and
   * keeps no result with a rule fault; settings that are not plain data
   * (strings, numbers, booleans, `null`, arrays, plain objects) are never
   * cached. Cached results are frozen (shared by every caller). Rules must be
   * deterministic (see `Rule.check`). `buildProjectContext` and the hint
   * tracker scan with the cache on.
   */
  readonly cache?: boolean
}

let builtinHost: Host | undefined
const cache = new WeakMap<Host, Map<string, CompiledPreset>>()

/** The host {@link createScanner} uses when given none: the scanner's own built-in plugins. */
export function defaultScannerHost(): Host {
  builtinHost ??= createHost({ plugins: [hermesPlugin, recommendedPlugin] })
  return builtinHost
}

/**
 * Create a scanner for one preset of a host (§6), with optional per-rule
 * settings. Without `rules` the preset is compiled once per host and preset
 * id and cached; with `rules` it is compiled (and the options validated) on
 * each call. With `cache: true` results come from the host's scan cache when
 * the very same text was scanned with the same settings before.
 *
 * @param options - `host`, `preset`, `rules` and `cache`, all optional
 * @returns a {@link Scanner}
 * @throws HermesError `UNKNOWN_PRESET` for an unregistered preset;
 *   `UNKNOWN_RULE` when `rules` names a rule no plugin registers;
 *   `INVALID_RULE_SETTING` for a severity other than `block`/`warn`/`off` or a
 *   malformed `[severity, options]`; `INVALID_RULE_OPTIONS` when options fail
 *   the rule's schema
 */
export function createScanner(options: ScannerOptions = {}): Scanner {
  const host = options.host ?? defaultScannerHost()
  const id = host.preset(options.preset).id
  let perHost = cache.get(host)
  if (!perHost) {
    perHost = new Map()
    cache.set(host, perHost)
  }
  // The key of the scanner's identity in the host's scan cache; `undefined`: not cached.
  const settings = options.rules === undefined ? '' : options.cache === true ? settingsKey(options.rules) : undefined
  let compiled =
    options.rules === undefined
      ? perHost.get(id)
      : // Cached settings are compiled from a copy: a later change to the caller's object cannot make them differ from their key.
        compilePreset(host, id, settings === undefined ? options.rules : structuredClone(options.rules))
  if (!compiled) {
    compiled = compilePreset(host, id)
    perHost.set(id, compiled)
  }
  const ready = compiled
  const results = options.cache === true && settings !== undefined ? scanCacheOf(host) : undefined
  return {
    preset: ready.preset,
    scan: (text, scanOptions) => {
      const label: unknown = (scanOptions as { label?: unknown } | undefined)?.label
      if (typeof label !== 'string')
        throw new HermesError('INVALID_OPTION', 'scan(text, { label }) needs the section label (a string)', {
          option: 'label',
        })
      if (typeof text !== 'string')
        throw new HermesError(
          'INVALID_OPTION',
          `scan(text, { label }) needs the text as a string, not ${typeName(text)}`,
          {
            option: 'text',
          },
        )
      if (results === undefined) return runScan(ready, text, label)
      // JSON keeps the parts of the identity apart; the text is a key of its own, whole.
      const identity = JSON.stringify([id, settings, label])
      const known = results.get(text, identity)
      if (known !== undefined) return known
      const result = runScan(ready, text, label)
      results.set(text, identity, result)
      return result
    },
  }
}

/** `null`, `undefined`, `an array` or `a <typeof>`, for messages. */
function typeName(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  const type = typeof value
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`
}
