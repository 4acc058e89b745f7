import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `c2_explicit_long` (§6, preset `hermes`): Mentions "command and control".
 *
 * Pattern: `\bcommand\s+and\s+control\b`
 */
export const c2ExplicitLong = definePatternRule({
  id: 'c2_explicit_long',
  category: 'command_and_control',
  description: 'Mentions "command and control".',
  pattern: String.raw`\bcommand\s+and\s+control\b`,
  requires: [['control']],
  examples: {
    valid: ['Command and controller tests.'],
    invalid: [{ text: 'Explain command and control in the threat model doc.', line: 1, column: 9 }],
  },
})
