import { HermesError } from './errors.js'
import type { FileType } from './file-type.js'
import type { HintPathExtractor } from './hint.js'
import type { HermesPlugin, PluginEntry } from './plugin.js'
import { createPresetResolver, RULE_ID_PATTERN } from './resolve-preset.js'
import type { Preset, ResolvedPreset, Rule, RuleSettings } from './rule.js'

/** Options of {@link createHost}. */
export interface HostOptions {
  /** Plugins in registration order. */
  readonly plugins?: readonly PluginEntry[]
  /**
   * The preset used when a caller names none. Default: `recommended` when a
   * plugin provides it, else `hermes`, else the first registered preset.
   */
  readonly defaultPreset?: string
}

/** The plugin host: everything registered, indexed by id (§9). Immutable. */
export interface Host {
  /** The plugins, resolved, in registration order. */
  readonly plugins: readonly HermesPlugin[]
  /** Project file types in ascending priority (ties: registration order), then identity types; types another type `replaces` are left out. */
  readonly fileTypes: readonly FileType[]
  /** Every rule by id. */
  readonly rules: ReadonlyMap<string, Rule>
  /** Every preset by id. */
  readonly presets: ReadonlyMap<string, Preset>
  /** Hint path extractors in registration order. */
  readonly hintExtractors: readonly HintPathExtractor[]
  /** The id of the preset used when none is named (`undefined` when no preset is registered). */
  readonly defaultPreset: string | undefined
  /** The plugin that registered a file type, rule, preset or extractor id. */
  ownerOf(kind: 'fileType' | 'rule' | 'preset' | 'hintExtractor', id: string): string | undefined
  /**
   * A preset by id (the default preset when `id` is undefined).
   *
   * @throws HermesError `UNKNOWN_PRESET` when no plugin provides it
   */
  preset(id?: string): Preset
  /**
   * The rules of a preset, in the preset's order (extended presets' rules
   * first), `off` ones included.
   *
   * @throws HermesError `UNKNOWN_PRESET` / `UNKNOWN_RULE`
   */
  presetRules(id?: string): readonly Rule[]
  /**
   * A preset (the default preset when `id` is undefined) with `extends`
   * flattened and the caller's rule settings applied: every rule in
   * BLOCKED-line order with its effective severity and validated options
   * (the rule's schema output, defaults filled in). Without `settings` the
   * result is computed once and cached.
   *
   * @param id - preset id
   * @param settings - per-rule settings on top of the preset (see `RuleSetting`)
   * @throws HermesError `UNKNOWN_PRESET` (the preset or one it extends),
   *   `PRESET_CYCLE`, `UNKNOWN_RULE` (a rule id in `settings` no plugin
   *   registers), `INVALID_RULE_SETTING`, `INVALID_RULE_OPTIONS`
   */
  resolvePreset(id?: string, settings?: RuleSettings): ResolvedPreset
}

type Kind = 'fileType' | 'rule' | 'preset' | 'hintExtractor'

function describe(entry: unknown): string {
  if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') return entry.name
  if (typeof entry === 'function') return entry.name || '(anonymous factory)'
  return String(entry)
}

function resolveEntry(entry: PluginEntry, index: number): HermesPlugin {
  let plugin: unknown = entry
  if (Array.isArray(entry)) {
    const [target, options] = entry as readonly [unknown, unknown]
    plugin = typeof target === 'function' ? callFactory(target as (o: unknown) => unknown, options) : target
    if (typeof target !== 'function' && options !== undefined)
      throw new HermesError(
        'INVALID_PLUGIN',
        `Plugin "${describe(target)}" (entry ${index}) takes no options: pass a factory function to give options`,
        { plugin: describe(target) },
      )
  } else if (typeof entry === 'function') {
    plugin = callFactory(entry as (o: unknown) => unknown, undefined)
  }
  validatePlugin(plugin, index)
  return plugin
}

function callFactory(factory: (options: unknown) => unknown, options: unknown): unknown {
  try {
    return factory(options)
  } catch (error) {
    if (error instanceof HermesError) throw error
    throw new HermesError(
      'INVALID_OPTION',
      `Plugin factory "${describe(factory)}" rejected its options: ${error instanceof Error ? error.message : String(error)}`,
      { plugin: describe(factory) },
      { cause: error },
    )
  }
}

function validatePlugin(plugin: unknown, index: number): asserts plugin is HermesPlugin {
  if (!plugin || typeof plugin !== 'object')
    throw new HermesError('INVALID_PLUGIN', `Plugin entry ${index} is not an object`, { index })
  const p = plugin as Record<string, unknown>
  if (typeof p.name !== 'string' || p.name === '')
    throw new HermesError('INVALID_PLUGIN', `Plugin entry ${index} has no name`, { index })
  for (const field of ['fileTypes', 'rules', 'presets', 'hintExtractors', 'hintProviders']) {
    const value = p[field]
    if (value === undefined) continue
    if (!Array.isArray(value))
      throw new HermesError('INVALID_PLUGIN', `Plugin "${p.name}": "${field}" must be an array`, {
        plugin: p.name,
        field,
      })
    for (const item of value) {
      if (!item || typeof item !== 'object' || typeof (item as { id?: unknown }).id !== 'string')
        throw new HermesError('INVALID_PLUGIN', `Plugin "${p.name}": every entry of "${field}" needs a string id`, {
          plugin: p.name,
          field,
        })
      if (field === 'rules') validateRule(item as Record<string, unknown>, p.name)
    }
  }
}

function validateRule(rule: Record<string, unknown>, plugin: string): void {
  const id = rule.id as string
  const bad = (what: string) => {
    throw new HermesError('INVALID_PLUGIN', `Plugin "${plugin}": rule "${id}" ${what}`, { plugin, rule: id })
  }
  if (!RULE_ID_PATTERN.test(id))
    bad('has an id that is not kebab-case (`rule-name`, namespaced `plugin/rule-name` for plugin rules)')
  if (typeof rule.check !== 'function') bad('has no check function')
  const meta = rule.meta as Record<string, unknown> | undefined
  if (!meta || typeof meta !== 'object') return bad('has no meta')
  if (meta.severity !== 'block' && meta.severity !== 'warn') bad('must have meta.severity "block" or "warn"')
  if (typeof meta.category !== 'string' || typeof meta.description !== 'string')
    bad('needs a string meta.category and meta.description')
  const schema = meta.schema as { '~standard'?: { validate?: unknown } } | undefined
  if (schema !== undefined && typeof schema?.['~standard']?.validate !== 'function')
    bad('has a meta.schema that is not a Standard Schema (valibot, zod…)')
}

/**
 * Create a plugin host (§9).
 *
 * @param options - plugins in registration order and the default preset
 * @returns an immutable {@link Host}
 * @throws HermesError `DUPLICATE_ID` when two plugins register the same id of
 *   the same kind (the message names both plugins); `INVALID_PLUGIN` for a
 *   malformed plugin; `INVALID_OPTION` when a factory rejects its options;
 *   `UNKNOWN_PRESET` for an unknown `defaultPreset` or an unknown preset in
 *   `extends`; `PRESET_CYCLE` when presets extend each other in a cycle;
 *   `UNKNOWN_RULE` when a preset names an unregistered rule;
 *   `INVALID_RULE_SETTING` / `INVALID_RULE_OPTIONS` when a preset's rule
 *   settings are malformed or fail a rule's options schema (every preset is
 *   resolved, hence validated, once here). A rule whose id is not kebab-case,
 *   whose default severity is not `block`/`warn` or whose schema is not a
 *   Standard Schema is `INVALID_PLUGIN`.
 */
export function createHost(options: HostOptions = {}): Host {
  const plugins = (options.plugins ?? []).map(resolveEntry)
  const owners = new Map<string, string>()
  const fileTypes: FileType[] = []
  const rules = new Map<string, Rule>()
  const presets = new Map<string, Preset>()
  const hintExtractors: HintPathExtractor[] = []

  const claim = (kind: Kind, id: string, plugin: string) => {
    const key = `${kind}:${id}`
    const previous = owners.get(key)
    if (previous !== undefined)
      throw new HermesError(
        'DUPLICATE_ID',
        `${kind} "${id}" is registered by both plugin "${previous}" and plugin "${plugin}"`,
        { kind, id, plugins: [previous, plugin] },
      )
    owners.set(key, plugin)
  }

  for (const plugin of plugins) {
    for (const type of plugin.fileTypes ?? []) {
      claim('fileType', type.id, plugin.name)
      fileTypes.push(type)
    }
    for (const rule of plugin.rules ?? []) {
      claim('rule', rule.id, plugin.name)
      rules.set(rule.id, rule)
    }
    for (const preset of plugin.presets ?? []) {
      claim('preset', preset.id, plugin.name)
      presets.set(preset.id, preset)
    }
    for (const extractor of plugin.hintExtractors ?? []) {
      claim('hintExtractor', extractor.id, plugin.name)
      hintExtractors.push(extractor)
    }
  }

  const ownerOf = (kind: Kind, id: string) => owners.get(`${kind}:${id}`)
  const resolve = createPresetResolver({ rules, presets, ownerOf })
  const resolved = new Map<string, ResolvedPreset>()
  // Validate every preset once, at registration: extends, rule ids, settings, options.
  for (const id of presets.keys()) resolved.set(id, resolve(id))

  // A type listed in another type's `replaces` is taken over by it (its files would load twice).
  const replaced = new Set<string>()
  for (const type of fileTypes)
    if (Array.isArray(type.replaces))
      for (const id of type.replaces as unknown[]) if (typeof id === 'string' && id !== type.id) replaced.add(id)
  if (replaced.size > 0) fileTypes.splice(0, fileTypes.length, ...fileTypes.filter((type) => !replaced.has(type.id)))

  // Array.prototype.sort is stable: equal priorities keep registration order.
  fileTypes.sort((a, b) => {
    if (a.role !== b.role) return a.role === 'project' ? -1 : 1
    return a.priority - b.priority
  })

  let defaultPreset = options.defaultPreset
  if (defaultPreset !== undefined && !presets.has(defaultPreset))
    throw new HermesError('UNKNOWN_PRESET', `Default preset "${defaultPreset}" is not registered`, {
      preset: defaultPreset,
      known: [...presets.keys()],
    })
  defaultPreset ??= presets.has('recommended')
    ? 'recommended'
    : presets.has('hermes')
      ? 'hermes'
      : presets.keys().next().value

  const preset = (id?: string): Preset => {
    const key = id ?? defaultPreset
    const found = key === undefined ? undefined : presets.get(key)
    if (!found)
      throw new HermesError(
        'UNKNOWN_PRESET',
        `Unknown preset "${key}"; registered presets: ${[...presets.keys()].join(', ') || '(none)'}`,
        { preset: key, known: [...presets.keys()] },
      )
    return found
  }

  const resolvePreset = (id?: string, settings?: RuleSettings): ResolvedPreset => {
    const key = preset(id).id
    if (settings === undefined) return resolved.get(key) ?? resolve(key)
    return resolve(key, settings)
  }

  return Object.freeze({
    plugins: Object.freeze(plugins),
    fileTypes: Object.freeze(fileTypes),
    rules,
    presets,
    hintExtractors: Object.freeze(hintExtractors),
    defaultPreset,
    ownerOf,
    preset,
    // Every preset was resolved at registration above.
    presetRules: (id?: string) => resolvePreset(id).rules.map((entry) => entry.rule),
    resolvePreset,
  })
}
