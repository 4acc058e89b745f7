import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `c2_network_connect` (§6, preset `hermes`): Asks the agent to connect to "the network".
 *
 * Pattern: `connect\s+to\s+the\s+network\b`
 */
export const c2NetworkConnect = definePatternRule({
  id: 'c2_network_connect',
  category: 'command_and_control',
  description: 'Asks the agent to connect to "the network".',
  pattern: String.raw`connect\s+to\s+the\s+network\b`,
  requires: [['network']],
  examples: {
    valid: ['Connect to the database with the test URL.', 'connect to the networks'],
    invalid: [{ text: 'Then connect to the network share.', line: 1, column: 6 }],
  },
})
