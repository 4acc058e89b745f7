import type { FileType } from './file-type.js'
import type { HintPathExtractor, HintProvider } from './hint.js'
import type { Preset, Rule } from './rule.js'

/**
 * A plugin: a plain object with a name and any of file types, scanner rules,
 * presets and hint path extractors (§9). The built-in behaviour is itself a
 * set of plugins.
 */
export interface HermesPlugin {
  /** Unique, human-readable plugin name (npm package name for published plugins). */
  readonly name: string
  /** File types this plugin provides (§1). */
  readonly fileTypes?: readonly FileType[]
  /** Scanner rules this plugin provides (§6); ids namespaced with the plugin's short name, `acme/no-internal-urls`. */
  readonly rules?: readonly Rule[]
  /** Presets this plugin provides (§6); a preset may `extends: ['recommended']`. */
  readonly presets?: readonly Preset[]
  /** Hint path extractors this plugin provides (§5). */
  readonly hintExtractors?: readonly HintPathExtractor[]
  /** Hint providers: extra hints for the paths a tool call touches, e.g. glob-scoped rules (§5, §9). */
  readonly hintProviders?: readonly HintProvider[]
}

/**
 * A plugin that takes options: called once at registration with the options
 * given in a `[factory, options]` tuple. It validates them and throws a
 * `HermesError` with code `INVALID_OPTION` naming the option when one is bad.
 */
export type HermesPluginFactory<Options = unknown> = (options: Options) => HermesPlugin

/** An entry of `createHost({ plugins })`: a plugin, a factory, or `[plugin or factory, options]`. */
export type PluginEntry =
  | HermesPlugin
  | HermesPluginFactory<undefined>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | readonly [HermesPlugin | HermesPluginFactory<any>, unknown]
