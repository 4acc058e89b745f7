import type { HermesPlugin, Preset } from '@hermes/core'
import { recommendedRules } from './rules/all.js'

export { recommendedRules } from './rules/all.js'
export type { RecommendedRule, RuleExamples } from './rule-kit.js'
export { DEFAULT_ALLOW_HOSTS, DEFAULT_TRUSTED_SCRIPT_HOSTS } from './text/commands.js'

/**
 * The `recommended` preset (§6): every rule of {@link recommendedRules} in
 * order, severity `block` by default (rules downgrade single findings to
 * `warn` for quoted, negated or documented text). Configure a rule with
 * settings (e.g. `exfiltration: ['block', { allowHosts: [...] }]`, validated
 * by the rule's schema) or turn it `off`, in a preset that extends this one or
 * in the caller's `rules`.
 */
export const recommendedPreset: Preset = {
  id: 'recommended',
  description:
    'Prompt-injection, hidden-content, smuggled-Unicode, exfiltration, secret-access, safety-bypass and persistence, destruction, phishing and output-manipulation rules in 17 languages; blocks strong evidence, warns on quoted text, passes negated or reported text',
  rules: recommendedRules.map((rule) => rule.id),
}

/**
 * Plugin registering the `recommended` rules and preset. When registered
 * together with the `hermes` preset, `recommended` is the host's default
 * preset (`createHost`).
 */
export const recommendedPlugin: HermesPlugin = {
  name: '@hermes/scanner/recommended',
  rules: recommendedRules,
  presets: [recommendedPreset],
}
