import { createHost, type Host } from '@hermes/core'
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
}

let builtinHost: Host | undefined
const cache = new WeakMap<Host, Map<string, CompiledPreset>>()

/** The host {@link createScanner} uses when given none: the scanner's own built-in plugins. */
export function defaultScannerHost(): Host {
  builtinHost ??= createHost({ plugins: [hermesPlugin, recommendedPlugin] })
  return builtinHost
}

/**
 * Create a scanner for one preset of a host (§6). The preset is compiled once
 * per host and preset id and cached; scanners are cheap to create.
 *
 * @param options - `host` and `preset`, both optional
 * @returns a {@link Scanner}
 * @throws HermesError `UNKNOWN_PRESET` for an unregistered preset, `UNKNOWN_RULE`,
 *   or `INVALID_OPTION` for a bad severity in the preset
 */
export function createScanner(options: ScannerOptions = {}): Scanner {
  const host = options.host ?? defaultScannerHost()
  const id = host.preset(options.preset).id
  let perHost = cache.get(host)
  if (!perHost) {
    perHost = new Map()
    cache.set(host, perHost)
  }
  let compiled = perHost.get(id)
  if (!compiled) {
    compiled = compilePreset(host, id)
    perHost.set(id, compiled)
  }
  const ready = compiled
  return {
    preset: ready.preset,
    scan: (text, scanOptions) => runScan(ready, text, scanOptions.label),
  }
}
