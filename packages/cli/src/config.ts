import type { FileType, PluginEntry } from '@hermes/core'
import type { RuleSettings } from '@hermes/core'

/** Limits a configuration can set; the command line's flags win over them. Units: characters are Unicode code points. */
export interface ConfigLimits {
  /** `context_file_max_chars`: the per-section limit in characters, a whole number ≥ 1 (§7). `--max-chars` wins. */
  readonly maxChars?: number
  /** The model's context window in tokens, a whole number ≥ 1; sets the per-section limit when no `maxChars` is set (§7). `--context-length` wins. */
  readonly contextLength?: number
  /** The limit of one hint in characters, a whole number ≥ 1 (default 8,000, §5). `hints --max-chars` wins. */
  readonly hintMaxChars?: number
  /** Milliseconds before one file's read is abandoned, a whole number ≥ 1 (default 5,000, §4.1). */
  readonly readTimeoutMs?: number
}

/**
 * A hermes-context configuration: what a `hermes-context.config.{js,mjs,ts}`
 * file (or a `--config FILE`) exports as its default export. Every field is
 * optional.
 *
 * Who loads it: the command line only. `hermes-context scan` (which a
 * repository runs on itself, in CI or a pre-commit hook) loads the
 * repository's own file, found from the scanned path upwards to the git root;
 * the default command (what an agent runs at start-up) and `hints` load a
 * configuration only when `--config` names it, so a repository can never
 * weaken the scanner of the agent that opens it nor run code in it. The
 * libraries (`buildProjectContext`, `createHintTracker`) never load a
 * configuration at all.
 */
export interface HermesConfig {
  /**
   * Plugins, in registration order, after the built-in ones: plugin objects,
   * plugin factories, or `[factory, options]` (as `createHost({ plugins })`).
   * `--plugin` modules are registered after these.
   */
  readonly plugins?: readonly PluginEntry[]
  /** The scanner preset (`recommended`, `hermes`, or one a plugin provides). `--preset` wins. */
  readonly preset?: string
  /**
   * Rule settings, ESLint-style, applied on top of the preset:
   * `{ 'deception': 'warn', 'acme/no-internal-urls': ['block', { allow: […] }] }`.
   * `--rule ID=SEVERITY` flags are applied on top of these.
   */
  readonly rules?: RuleSettings
  /** Limits (the command line's flags win). */
  readonly limits?: ConfigLimits
  /** Extra file types, registered as one plugin named `config:<file name>` after `plugins`. */
  readonly fileTypes?: readonly FileType[]
}

/**
 * Type a configuration: returns its argument unchanged, so that a config file
 * gets completion and type checking.
 *
 * @example
 * ```ts
 * // hermes-context.config.ts
 * import { defineConfig } from '@hermes/cli'
 * import acme from '@acme/hermes-rules'
 *
 * export default defineConfig({
 *   plugins: [[acme, { allow: ['status.acme.example'] }]],
 *   preset: 'recommended',
 *   rules: { deception: 'warn', 'acme/no-internal-urls': 'block' },
 *   limits: { maxChars: 40_000 },
 * })
 * ```
 */
export function defineConfig(config: HermesConfig): HermesConfig {
  return config
}
