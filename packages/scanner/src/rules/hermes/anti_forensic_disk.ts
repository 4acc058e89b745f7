import { definePatternRule } from '../../hermes/pattern-rule.js'
import { F as FILLER } from '../../hermes/spec-pattern.js'

/**
 * `anti_forensic_disk` (§6, preset `hermes`): Asks never to write a script or file to disk.
 *
 * Pattern: `never\s+{F}(?:create|write)\s+{F}(?:script|file)\s+{F}disk`
 */
export const antiForensicDisk = definePatternRule({
  id: 'anti_forensic_disk',
  category: 'anti_forensics',
  description: 'Asks never to write a script or file to disk.',
  pattern: String.raw`never\s+${FILLER}(?:create|write)\s+${FILLER}(?:script|file)\s+${FILLER}disk`,
  requires: [['disk']],
  examples: {
    valid: ['Never write secrets into logs.'],
    invalid: [{ text: 'Never write the script to disk.', line: 1, column: 1 }],
  },
})
