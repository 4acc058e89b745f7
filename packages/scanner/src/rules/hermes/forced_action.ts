import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `forced_action` (§6, preset `hermes`): Says the agent must register, connect, report or beacon.
 *
 * Pattern: `you\s+must\s+(?:\w+\s+){0,3}(register|connect|report|beacon)\b`
 */
export const forcedAction = definePatternRule({
  id: 'forced_action',
  category: 'command_and_control',
  description: 'Says the agent must register, connect, report or beacon.',
  pattern: String.raw`you\s+must\s+(?:\w+\s+){0,3}(register|connect|report|beacon)\b`,
  requires: [['must']],
  examples: {
    valid: ['You must run the tests.'],
    invalid: [{ text: 'You must report coverage in the PR description.', line: 1, column: 1 }],
  },
})
