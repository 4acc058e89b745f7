import { createHost, HermesError, type Host, type RuleSettings } from '@hermes/core'
import { hermesPlugin } from '../hermes/plugin.js'
import { recommendedPlugin } from '../recommended/index.js'
import { compilePreset, type CompiledPreset } from './compile-preset.js'
import { runScan } from './run-scan.js'
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
 * each call.
 *
 * @param options - `host`, `preset` and `rules`, all optional
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
  let compiled = options.rules === undefined ? perHost.get(id) : compilePreset(host, id, options.rules)
  if (!compiled) {
    compiled = compilePreset(host, id)
    perHost.set(id, compiled)
  }
  const ready = compiled
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
      return runScan(ready, text, label)
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
