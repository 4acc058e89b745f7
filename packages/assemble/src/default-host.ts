import { createHost, type Host, type PluginEntry } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { hermesPlugin, recommendedPlugin } from '@hermes/scanner'

/** Options of {@link createDefaultHost}. */
export interface DefaultHostOptions {
  /** Extra plugins, registered after the built-in ones (file types, scanner rules, presets, hint extractors). */
  readonly plugins?: readonly PluginEntry[]
  /** The preset used when a caller names none (default: `recommended` when registered, else `hermes`). */
  readonly defaultPreset?: string
}

/**
 * A plugin host with the built-in behaviour (§9): the five built-in file
 * types (`builtinFileTypes`), the scanner's `hermes` and `recommended`
 * presets, then the caller's plugins.
 *
 * @throws HermesError `DUPLICATE_ID` when a caller's plugin reuses a built-in
 *   id (the message names both plugins), `INVALID_PLUGIN`, `INVALID_OPTION`,
 *   `UNKNOWN_PRESET`, `UNKNOWN_RULE` as `createHost` does.
 */
export function createDefaultHost(options: DefaultHostOptions = {}): Host {
  return createHost({
    plugins: [builtinFileTypes, hermesPlugin, recommendedPlugin, ...(options.plugins ?? [])],
    ...(options.defaultPreset === undefined ? {} : { defaultPreset: options.defaultPreset }),
  })
}
