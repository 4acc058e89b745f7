import { HermesError, type Host, type Preset, type Rule, type Severity } from '@hermes/core'

/** One rule of a compiled preset, with its effective settings. */
export interface CompiledRule {
  /** The rule. */
  readonly rule: Rule
  /** Position in the preset's rule list (the BLOCKED-line order). */
  readonly index: number
  /** Effective severity (`off` rules are left out of {@link CompiledPreset.rules}). */
  readonly severity: Exclude<Severity, 'off'>
  /** Options from the preset (`{}` when none). */
  readonly options: Readonly<Record<string, unknown>>
  /** Name of the plugin that registered the rule (a finding's `source`). */
  readonly source: string
}

/** A preset resolved against a host once: rules in order, severities and options settled. */
export interface CompiledPreset {
  /** The preset. */
  readonly preset: Preset
  /** Rules that run, in preset order (`off` rules removed). */
  readonly rules: readonly CompiledRule[]
}

const SEVERITIES: ReadonlySet<string> = new Set(['block', 'warn', 'off'])
const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({})

/**
 * Resolve a preset of a host: its rules in order, each with its effective
 * severity (preset override, else the rule's default) and options.
 *
 * @throws HermesError `UNKNOWN_PRESET` / `UNKNOWN_RULE` (from the host);
 *   `INVALID_OPTION` when a preset gives a severity other than `block`,
 *   `warn` or `off`, or sets a severity or options for a rule it does not list
 */
export function compilePreset(host: Host, presetId?: string): CompiledPreset {
  const preset = host.preset(presetId)
  const rules = host.presetRules(preset.id)
  const listed = new Set(preset.rules)
  for (const [field, record] of [
    ['severities', preset.severities],
    ['options', preset.options],
  ] as const)
    for (const ruleId of Object.keys(record ?? {}))
      if (!listed.has(ruleId))
        throw new HermesError(
          'INVALID_OPTION',
          `Preset "${preset.id}" sets ${field}.${ruleId}, but "${ruleId}" is not one of its rules`,
          { preset: preset.id, option: `${field}.${ruleId}` },
        )
  const compiled: CompiledRule[] = []
  rules.forEach((rule, index) => {
    const configured = preset.severities?.[rule.id]
    if (configured !== undefined && !SEVERITIES.has(configured))
      throw new HermesError(
        'INVALID_OPTION',
        `Preset "${preset.id}": severities.${rule.id} must be "block", "warn" or "off", got ${JSON.stringify(configured)}`,
        { preset: preset.id, option: `severities.${rule.id}` },
      )
    const severity = configured ?? rule.meta.severity
    if (severity === 'off') return
    compiled.push({
      rule,
      index,
      severity,
      options: preset.options?.[rule.id] ?? EMPTY,
      source: host.ownerOf('rule', rule.id) ?? '(unknown)',
    })
  })
  return { preset, rules: compiled }
}
