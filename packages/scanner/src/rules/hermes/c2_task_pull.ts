import { definePatternRule } from '../../hermes/pattern-rule.js'

/**
 * `c2_task_pull` (§6, preset `hermes`): Asks the agent to pull tasks or tasking.
 *
 * Pattern: `pull\s+(down\s+)?(?:new\s+)?task(?:ing|s)?\b`
 */
export const c2TaskPull = definePatternRule({
  id: 'c2_task_pull',
  category: 'command_and_control',
  description: 'Asks the agent to pull tasks or tasking.',
  pattern: String.raw`pull\s+(down\s+)?(?:new\s+)?task(?:ing|s)?\b`,
  requires: [['task']],
  examples: {
    valid: ['Pull requests need one approval.', 'pull taskforce notes'],
    invalid: [{ text: 'Workers pull tasks from the queue.', line: 1, column: 9 }],
  },
})
