import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `known_c2_framework` (§6, preset `hermes`): Names a known command-and-control framework.
 *
 * Pattern: `\b(?:cobalt\s*strike|sliver|havoc|mythic|metasploit|brainworm)\b`
 */
export const knownC2Framework = definePatternRule({
  id: 'known_c2_framework',
  category: 'command_and_control',
  description: 'Names a known command-and-control framework.',
  pattern: String.raw`\b(?:cobalt\s*strike|sliver|havoc|mythic|metasploit|brainworm)\b`,
  examples: {
    valid: ['You are Praxis, the release helper.', 'Slivers of margin.'],
    invalid: [{ text: 'Keep a thin sliver of margin in layouts.', line: 1, column: 13 }],
  },
})
