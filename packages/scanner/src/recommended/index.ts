import type { HermesPlugin } from '@hermes/core'

/**
 * The `recommended` preset and its rules (§6). Placeholder until the preset
 * lands: registers nothing yet.
 */
export const recommendedPlugin: HermesPlugin = { name: '@hermes/scanner/recommended', rules: [], presets: [] }
