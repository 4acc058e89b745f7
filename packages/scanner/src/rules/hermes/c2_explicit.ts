import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `c2_explicit` (§6, preset `hermes`): Mentions a C2 server, channel, infrastructure or beacon.
 *
 * Pattern: `\bc2\s+(?:server|channel|infrastructure|beacon)\b`
 */
export const c2Explicit = definePatternRule({
  id: 'c2_explicit',
  category: 'command_and_control',
  description: 'Mentions a C2 server, channel, infrastructure or beacon.',
  pattern: String.raw`\bc2\s+(?:server|channel|infrastructure|beacon)\b`,
  examples: {
    valid: ['The C2 flag of the CPU.'],
    invalid: [{ text: 'The c2 server lives at example.invalid.', line: 1, column: 5 }],
  },
})
