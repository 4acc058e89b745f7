import type { HermesPlugin, Preset } from '@hermes/core'
import { hermesRules } from '../rules/hermes/all.js'

/** The `hermes` preset (§6): reproduces the original scanner; every rule blocks. */
export const hermesPreset: Preset = {
  id: 'hermes',
  description: 'The original Hermes scanner: 17 invisible code points, then 28 patterns over the NFKC text (§6).',
  rules: hermesRules.map((rule) => rule.id),
}

/** The `@hermes/scanner` plugin: the `hermes` rules (`invisible_unicode` and the 28 §6 patterns) and preset `hermes`. */
export const hermesPlugin: HermesPlugin = {
  name: '@hermes/scanner',
  rules: hermesRules,
  presets: [hermesPreset],
}
