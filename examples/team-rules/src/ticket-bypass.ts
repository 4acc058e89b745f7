import type { Rule, RuleContext } from '@hermes/core'

const BYPASS =
  /\b(?:skip|bypass|without)\s{1,3}(?:the\s{1,3})?change[- ]advisory[- ]board\b|\bno\s{1,3}cab\s{1,3}ticket\b/gi

/**
 * `acme/change-board-bypass` — category `safety_bypass`, severity `block`.
 *
 * ACME's fictional policy: every production change needs a change-advisory
 * board (CAB) ticket. A context file telling the agent to skip the board is
 * blocked.
 */
export const changeBoardBypass: Rule = {
  id: 'acme/change-board-bypass',
  meta: {
    category: 'safety_bypass',
    severity: 'block',
    description: "Tells the agent to skip ACME's change-advisory board",
  },
  check(text: string, context: RuleContext) {
    BYPASS.lastIndex = 0
    for (let m = BYPASS.exec(text); m; m = BYPASS.exec(text))
      context.report({ start: m.index, end: m.index + m[0].length })
  },
}
