import { HermesError } from './errors.js'
import type { Preset, ResolvedPreset, ResolvedRule, Rule, RuleSettings, Severity } from './rule.js'

/** The convention every rule id follows (kebab-case, optionally namespaced `plugin/rule`, `@scope/plugin/rule`). */
export const RULE_ID_PATTERN = /^(?:@[a-z0-9-]+\/)?(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[a-z0-9]+(?:-[a-z0-9]+)*$/

const SEVERITIES: ReadonlySet<unknown> = new Set(['block', 'warn', 'off'])

/** One rule's accumulated setting while a preset is flattened. */
interface Entry {
  severity?: Severity
  options?: Readonly<Record<string, unknown>>
  /** Where the options came from, for error messages. */
  optionsFrom?: string
}

/** What the resolver needs of the host. */
export interface PresetRegistry {
  readonly rules: ReadonlyMap<string, Rule>
  readonly presets: ReadonlyMap<string, Preset>
  ownerOf(kind: 'rule' | 'preset', id: string): string | undefined
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * Parse one {@link RuleSetting}.
 *
 * @throws HermesError `INVALID_RULE_SETTING`
 */
export function parseRuleSetting(
  setting: unknown,
  ruleId: string,
  where: string,
): { severity: Severity; options?: Readonly<Record<string, unknown>> } {
  if (typeof setting === 'string' && SEVERITIES.has(setting)) return { severity: setting as Severity }
  if (Array.isArray(setting) && (setting.length === 1 || setting.length === 2) && SEVERITIES.has(setting[0])) {
    const options: unknown = setting[1]
    if (options === undefined) return { severity: setting[0] as Severity }
    if (isPlainObject(options)) return { severity: setting[0] as Severity, options }
  }
  throw new HermesError(
    'INVALID_RULE_SETTING',
    `${where}: the setting of rule "${ruleId}" must be "block", "warn", "off" or [severity, options], got ${show(setting)}`,
    { rule: ruleId, where, setting },
  )
}

function apply(entries: Map<string, Entry>, ruleId: string, entry: Entry, where: string): void {
  const current = entries.get(ruleId) ?? {}
  entries.set(ruleId, {
    ...current,
    ...(entry.severity === undefined ? {} : { severity: entry.severity }),
    ...(entry.options === undefined ? {} : { options: entry.options, optionsFrom: entry.optionsFrom ?? where }),
  })
}

function applySettings(entries: Map<string, Entry>, settings: unknown, where: string): void {
  if (settings === undefined) return
  if (!isPlainObject(settings))
    throw new HermesError('INVALID_RULE_SETTING', `${where}: rule settings must be an object of rule id → setting`, {
      where,
      setting: settings,
    })
  for (const [ruleId, setting] of Object.entries(settings))
    apply(entries, ruleId, parseRuleSetting(setting, ruleId, where), where)
}

/**
 * Validate a rule's options against its schema once.
 *
 * @throws HermesError `INVALID_RULE_OPTIONS` when the schema rejects them;
 *   `INVALID_PLUGIN` when the schema is asynchronous or returns a non-object
 */
export function validateRuleOptions(
  rule: Rule,
  options: Readonly<Record<string, unknown>> | undefined,
  where: string,
  plugin: string,
): Readonly<Record<string, unknown>> {
  const schema = rule.meta.schema
  if (schema === undefined) return options ?? {}
  const result = schema['~standard'].validate(options ?? {})
  if (result instanceof Promise || (typeof result === 'object' && result !== null && 'then' in result)) {
    Promise.resolve(result).catch(() => undefined)
    throw new HermesError(
      'INVALID_PLUGIN',
      `Rule "${rule.id}" (plugin "${plugin}") has an asynchronous options schema; rule options are validated synchronously`,
      { rule: rule.id, plugin },
    )
  }
  if (result.issues) {
    const issues = result.issues.map((issue) => {
      const path = (issue.path ?? [])
        .map((key) => String(typeof key === 'object' && key !== null ? key.key : key))
        .join('.')
      return path === '' ? issue.message : `${path}: ${issue.message}`
    })
    throw new HermesError(
      'INVALID_RULE_OPTIONS',
      `${where}: invalid options for rule "${rule.id}" (plugin "${plugin}"): ${issues.join('; ')}`,
      { rule: rule.id, plugin, where, issues },
    )
  }
  if (!isPlainObject(result.value))
    throw new HermesError(
      'INVALID_PLUGIN',
      `Rule "${rule.id}" (plugin "${plugin}"): its options schema must produce an object`,
      { rule: rule.id, plugin },
    )
  return Object.freeze({ ...result.value })
}

/**
 * Flatten presets (`extends`, `rules`, `severities`, `options`, `settings`)
 * into an ordered map of rule id → setting. Cached per registry and preset id.
 */
export function createPresetResolver(registry: PresetRegistry) {
  const flat = new Map<string, ReadonlyMap<string, Entry>>()
  const presetWhere = (id: string) => `Preset "${id}" (plugin "${registry.ownerOf('preset', id) ?? '(unknown)'}")`

  const flatten = (id: string, stack: readonly string[]): ReadonlyMap<string, Entry> => {
    const cached = flat.get(id)
    if (cached) return cached
    if (stack.includes(id)) {
      const cycle = [...stack.slice(stack.indexOf(id)), id]
      throw new HermesError('PRESET_CYCLE', `Presets extend each other in a cycle: ${cycle.join(' → ')}`, { cycle })
    }
    const preset = registry.presets.get(id)
    if (!preset) {
      const parent = stack.at(-1)
      throw new HermesError(
        'UNKNOWN_PRESET',
        `${parent === undefined ? 'Unknown preset' : `${presetWhere(parent)} extends preset`} "${id}"${
          parent === undefined ? '' : ', which no plugin registers'
        }; registered presets: ${[...registry.presets.keys()].join(', ') || '(none)'}`,
        { preset: id, ...(parent === undefined ? {} : { extendedBy: parent }), known: [...registry.presets.keys()] },
      )
    }
    const where = presetWhere(id)
    const entries = new Map<string, Entry>()
    if (preset.extends !== undefined && !Array.isArray(preset.extends))
      throw new HermesError('INVALID_PLUGIN', `${where}: "extends" must be an array of preset ids`, { preset: id })
    for (const parent of preset.extends ?? [])
      for (const [ruleId, entry] of flatten(parent, [...stack, id])) apply(entries, ruleId, entry, where)
    for (const ruleId of preset.rules ?? []) if (!entries.has(ruleId)) entries.set(ruleId, {})
    for (const [ruleId, severity] of Object.entries(preset.severities ?? {}))
      apply(entries, ruleId, parseRuleSetting(severity, ruleId, `${where} severities`), where)
    for (const [ruleId, options] of Object.entries(preset.options ?? {}))
      apply(
        entries,
        ruleId,
        { options: parseRuleSetting(['block', options], ruleId, `${where} options`).options ?? {} },
        where,
      )
    applySettings(entries, preset.settings, where)
    flat.set(id, entries)
    return entries
  }

  /**
   * Resolve a preset with optional caller settings on top.
   *
   * @throws HermesError `UNKNOWN_PRESET`, `PRESET_CYCLE`, `UNKNOWN_RULE`,
   *   `INVALID_RULE_SETTING`, `INVALID_RULE_OPTIONS`, `INVALID_PLUGIN`
   */
  return function resolve(id: string, settings?: RuleSettings): ResolvedPreset {
    const preset = registry.presets.get(id)
    const base = flatten(id, [])
    const entries = new Map(base)
    const callerWhere = 'Scanner settings (rules)'
    applySettings(entries, settings, callerWhere)
    const rules: ResolvedRule[] = []
    for (const [ruleId, entry] of entries) {
      const rule = registry.rules.get(ruleId)
      const where = base.has(ruleId) && settings?.[ruleId] === undefined ? presetWhere(id) : callerWhere
      if (!rule)
        throw new HermesError('UNKNOWN_RULE', `${where} names rule "${ruleId}", which no plugin registers`, {
          preset: id,
          rule: ruleId,
        })
      const plugin = registry.ownerOf('rule', ruleId) ?? '(unknown)'
      rules.push(
        Object.freeze({
          rule,
          plugin,
          severity: entry.severity ?? rule.meta.severity,
          options: validateRuleOptions(rule, entry.options, entry.optionsFrom ?? where, plugin),
        }),
      )
    }
    return Object.freeze({ preset: preset as Preset, rules: Object.freeze(rules) })
  }
}
