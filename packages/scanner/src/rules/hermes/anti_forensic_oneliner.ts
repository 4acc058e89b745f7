import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `anti_forensic_oneliner` (§6, preset `hermes`): Asks to only use one-liners (leaving no script files behind).
 *
 * Pattern: `only\s+use\s+one[\s\-]?liners?\b`
 */
export const antiForensicOneliner = definePatternRule({
  id: 'anti_forensic_oneliner',
  category: 'anti_forensics',
  description: 'Asks to only use one-liners (leaving no script files behind).',
  pattern: String.raw`only\s+use\s+one[\s\-]?liners?\b`,
  requires: [['liner']],
  examples: {
    valid: ['Only use pnpm.'],
    invalid: [{ text: 'Only use one-liners in the shell.', line: 1, column: 1 }],
  },
})
