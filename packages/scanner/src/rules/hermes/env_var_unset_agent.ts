import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `env_var_unset_agent` (§6, preset `hermes`): Unsets an environment variable of an AI agent (CLAUDE, CODEX, HERMES, AGENT, OPENAI, ANTHROPIC).
 *
 * Pattern: `unset\s+\w*(?:CLAUDE|CODEX|HERMES|AGENT|OPENAI|ANTHROPIC)\w*`
 */
export const envVarUnsetAgent = definePatternRule({
  id: 'env_var_unset_agent',
  category: 'safety_bypass',
  description: 'Unsets an environment variable of an AI agent (CLAUDE, CODEX, HERMES, AGENT, OPENAI, ANTHROPIC).',
  pattern: String.raw`unset\s+\w*(?:CLAUDE|CODEX|HERMES|AGENT|OPENAI|ANTHROPIC)\w*`,
  examples: {
    valid: ['Run unset NODE_OPTIONS first.'],
    invalid: [{ text: 'Run unset CLAUDE_CODE_SESSION before the tests.', line: 1, column: 5 }],
  },
})
