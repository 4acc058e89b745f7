import type { Host, Preset, Rule, RuleSettings } from '@hermes/core'

/** One rule of a compiled preset, with its effective settings. */
export interface CompiledRule {
  /** The rule. */
  readonly rule: Rule
  /** Position in the preset's rule list (the BLOCKED-line order). */
  readonly index: number
  /** Effective severity (`off` rules are left out of {@link CompiledPreset.rules}). */
  readonly severity: 'block' | 'warn'
  /** Validated options (the schema's output, defaults filled in; `{}` when none). */
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

/**
 * Resolve a preset of a host (extends flattened, caller settings applied,
 * options validated; see `Host.resolvePreset`) and keep the rules that run.
 *
 * @throws HermesError `UNKNOWN_PRESET`, `PRESET_CYCLE`, `UNKNOWN_RULE`,
 *   `INVALID_RULE_SETTING`, `INVALID_RULE_OPTIONS` (from the host)
 */
export function compilePreset(host: Host, presetId?: string, settings?: RuleSettings): CompiledPreset {
  const resolved = host.resolvePreset(presetId, settings)
  const compiled: CompiledRule[] = []
  resolved.rules.forEach(({ rule, plugin, severity, options }, index) => {
    if (severity === 'off') return
    compiled.push({ rule, index, severity, options, source: plugin })
  })
  return { preset: resolved.preset, rules: compiled }
}
