import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `read_secrets` (§6, preset `hermes`): cat of a secrets file: .env, credentials, .netrc, .pgpass, .npmrc or .pypirc.
 *
 * Pattern: `cat\s+[^\n]{0,2048}(\.env|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc)`
 */
export const readSecrets = definePatternRule({
  id: 'read_secrets',
  category: 'secret_access',
  description: 'cat of a secrets file: .env, credentials, .netrc, .pgpass, .npmrc or .pypirc.',
  pattern: String.raw`cat\s+[^\n]{0,2048}(\.env|credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc)`,
  examples: {
    valid: ['cat package.json'],
    invalid: [{ text: 'Debug with cat .env.example to see the variables.', line: 1, column: 12 }],
  },
})
