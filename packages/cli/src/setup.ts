import { createDefaultHost } from '@hermes/assemble'
import { HermesError, type Host, type PluginEntry } from '@hermes/core'
import type { RuleSettings } from '@hermes/core'
import { hintsPlugin } from '@hermes/hints'
import { createScanner } from '@hermes/scanner'
import { relative } from 'node:path'
import type { ConfigLimits, HermesConfig } from './config.js'
import { cwdIfKnown, type CliIo } from './io.js'
import { configPluginName, findRepositoryConfig, loadConfig } from './load-config.js'
import { loadModule } from './load-module.js'
import { resolveArgument } from './paths.js'
import type { ConfigArgs, PluginSpec } from './parse-args.js'
import { UsageError } from './usage-error.js'

/** Everything a command needs from configuration: the host, the preset, rule settings and limits. */
export interface Setup {
  /** Built-in plugins, the Hermes tool-call extractor, the configuration's plugins and file types, then `--plugin`s. */
  readonly host: Host
  /** The preset that runs: `--preset`, else the configuration's, else the host's default. */
  readonly preset: string
  /** The configuration's rule settings with the `--rule` flags applied on top. */
  readonly rules: RuleSettings
  /** The configuration's limits (the commands apply their flags on top). */
  readonly limits: ConfigLimits
  /** The configuration file used, if any (absolute). */
  readonly configFile: string | undefined
}

/** How a command looks for configuration. */
export interface SetupOptions {
  /**
   * `scan` only: absolute scanned paths; the repository's own
   * `hermes-context.config.*` is looked for from each one upwards to its git
   * root (unless `--config` or `--no-config` is given).
   */
  readonly repositoryPaths?: readonly string[]
}

async function pluginEntry(spec: PluginSpec, io: CliIo): Promise<PluginEntry> {
  const { namespace } = await loadModule(spec.module, io.cwd, '--plugin')
  const plugin = namespace.default
  if (plugin === undefined || plugin === null)
    throw new HermesError(
      'INVALID_PLUGIN',
      `--plugin "${spec.module}": the module has no default export (export a plugin or a plugin factory)`,
      { module: spec.module },
    )
  if (typeof plugin !== 'function' && typeof plugin !== 'object')
    throw new HermesError('INVALID_PLUGIN', `--plugin "${spec.module}": the default export is not a plugin`, {
      module: spec.module,
    })
  return (spec.options === undefined ? plugin : [plugin, spec.options]) as PluginEntry
}

async function repositoryConfig(paths: readonly string[]): Promise<string | undefined> {
  const found = new Set<string>()
  for (const path of paths) {
    const file = await findRepositoryConfig(path)
    if (file !== undefined) found.add(file)
  }
  if (found.size > 1)
    throw new UsageError(
      `scan: the PATHs have different configuration files (${[...found].join(', ')}); scan them separately, or pass --config FILE`,
    )
  return found.values().next().value
}

/**
 * Load the configuration and plugins a command runs with, and build its host.
 *
 * @throws UsageError when scanned paths have different configuration files
 * @throws HermesError `INVALID_PLUGIN` (a module that cannot be found or
 *   loaded, no default export), `INVALID_OPTION` (a bad configuration or
 *   plugin options), `DUPLICATE_ID`, `UNKNOWN_PRESET`, `UNKNOWN_RULE` as the
 *   plugin host reports them; `UNKNOWN_RULE`, `INVALID_RULE_SETTING`,
 *   `INVALID_RULE_OPTIONS` for rule settings — all exit code 2
 */
export async function resolveSetup(
  args: ConfigArgs & { readonly preset: string | undefined },
  io: CliIo,
  options: SetupOptions = {},
): Promise<Setup> {
  let configFile: string | undefined
  if (args.config !== undefined) configFile = resolveArgument(args.config, io)
  else if (options.repositoryPaths) configFile = await repositoryConfig(options.repositoryPaths)
  const shown = args.config ?? (configFile === undefined ? undefined : relativeShown(configFile, io))
  const config: HermesConfig =
    configFile === undefined || shown === undefined ? {} : (await loadConfig(configFile, shown)).config

  const plugins: PluginEntry[] = []
  if (createDefaultHost().hintExtractors.length === 0) plugins.push(hintsPlugin)
  plugins.push(...(config.plugins ?? []))
  if (config.fileTypes && config.fileTypes.length > 0 && configFile !== undefined)
    plugins.push({ name: configPluginName(configFile), fileTypes: config.fileTypes })
  for (const spec of args.plugins) plugins.push(await pluginEntry(spec, io))

  const host = createDefaultHost({ plugins })
  const preset = host.preset(args.preset ?? config.preset).id
  const rules: RuleSettings = { ...config.rules, ...args.rules }
  // Compile once now: unknown rule ids and bad settings or options are
  // configuration errors (exit 2) before anything is read.
  createScanner({ host, preset, rules })
  return {
    host,
    preset,
    rules,
    limits: config.limits ?? {},
    configFile,
  }
}

/** `path` relative to the current directory for messages; absolute when that directory is unknown. */
function relativeShown(path: string, io: CliIo): string {
  const base = cwdIfKnown(io)
  return base === undefined ? path : relative(base, path) || path
}
