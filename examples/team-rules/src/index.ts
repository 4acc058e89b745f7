import type { HermesPlugin } from '@hermes/core'
import { recommendedPlugin } from '@hermes/scanner'
import { internalUrl } from './internal-hosts.js'
import { changeBoardBypass } from './ticket-bypass.js'

export { internalUrl } from './internal-hosts.js'
export { changeBoardBypass } from './ticket-bypass.js'

/**
 * The fictional ACME team's scanner plugin (spec §9): two rules and a preset
 * `acme` = every `recommended` rule plus ACME's own. Register it next to the
 * built-in plugins: `createHost({ plugins: [hermesPlugin, recommendedPlugin, acmeRules] })`.
 */
export const acmeRules: HermesPlugin = {
  name: '@example/team-rules',
  rules: [changeBoardBypass, internalUrl],
  presets: [
    {
      id: 'acme',
      description: "The recommended preset plus ACME's change-board and internal-host rules",
      rules: [
        ...(recommendedPlugin.presets?.find((p) => p.id === 'recommended')?.rules ?? []),
        changeBoardBypass.id,
        internalUrl.id,
      ],
      options: { [internalUrl.id]: { allow: ['status.corp.acme.example'] } },
    },
  ],
}
