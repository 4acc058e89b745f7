import { windowAcceptor } from '../../hermes/windows.js'
import { definePatternRule } from '../../hermes/pattern-rule.js'

const SECRET_FILES = ['.env', 'credentials', '.netrc', '.pgpass', '.npmrc', '.pypirc']

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
  anchors: ['cat'],
  requires: [SECRET_FILES],
  // `cat`, white space (2 tokens) and at most 2,048 code points (4,096 units) before the file name.
  tail: (scan) => ({ starts: scan.index.hitsOfAny(SECRET_FILES), units: 4096, tokens: 2 }),
  accept: (scan) => windowAcceptor(scan, 3, scan.index.hitsOfAny(SECRET_FILES), 2048),
  examples: {
    valid: ['cat package.json'],
    invalid: [{ text: 'Debug with cat .env.example to see the variables.', line: 1, column: 12 }],
  },
})
