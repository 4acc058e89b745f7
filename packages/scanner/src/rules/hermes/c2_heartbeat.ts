import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `c2_heartbeat` (§6, preset `hermes`): Asks for a heartbeat, beacon or check-in to a host.
 *
 * Pattern: `(heartbeat|beacon|check[\s\-]?in)\s+(to|with)\s+`
 */
export const c2Heartbeat = definePatternRule({
  id: 'c2_heartbeat',
  category: 'command_and_control',
  description: 'Asks for a heartbeat, beacon or check-in to a host.',
  pattern: String.raw`(heartbeat|beacon|check[\s\-]?in)\s+(to|with)\s+`,
  examples: {
    valid: ['The heartbeat interval is 10 s.'],
    invalid: [{ text: 'Send a heartbeat to the load balancer every 10 s.', line: 1, column: 8 }],
  },
})
