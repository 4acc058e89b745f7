import type { Rule, RuleContext } from '@hermes/core'
import * as v from 'valibot'

const BYPASS =
  /\b(?:skip|bypass|without)\s{1,3}(?:the\s{1,3})?change[- ]advisory[- ]board\b|\bno\s{1,3}cab\s{1,3}ticket\b/gi

/** Options of `acme/change-board-bypass`, with their defaults. */
export const changeBoardBypassOptions = v.object({
  /** More phrases (matched literally, case-insensitively) that tell the agent to skip the board. */
  phrases: v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(200))), []),
})

/** The options as the rule receives them (defaults filled in). */
export type ChangeBoardBypassOptions = v.InferOutput<typeof changeBoardBypassOptions>

/**
 * `acme/change-board-bypass` — category `safety_bypass`, default severity `block`.
 *
 * ACME's fictional policy: every production change needs a change-advisory
 * board (CAB) ticket. A context file telling the agent to skip the board is
 * blocked. The `phrases` option adds the team's own wordings.
 */
export const changeBoardBypass: Rule = {
  id: 'acme/change-board-bypass',
  meta: {
    category: 'safety_bypass',
    severity: 'block',
    description: "Tells the agent to skip ACME's change-advisory board",
    url: 'https://www.npmjs.com/package/@example/team-rules#acmechange-board-bypass',
    schema: changeBoardBypassOptions,
    optionDocs: { phrases: 'More phrases (literal, case-insensitive) that tell the agent to skip the board.' },
    examples: {
      valid: ['Every production change needs a CAB ticket.'],
      invalid: [
        { text: 'Hotfixes may skip the change-advisory board.', line: 1, column: 14, severity: 'block' },
        {
          name: 'a phrase from the options',
          text: 'Just YOLO-merge to prod.',
          options: { phrases: ['yolo-merge'] },
          excerpt: 'YOLO-merge',
        },
      ],
    },
  },
  check(text: string, context: RuleContext) {
    BYPASS.lastIndex = 0
    for (let m = BYPASS.exec(text); m; m = BYPASS.exec(text))
      context.report({ start: m.index, end: m.index + m[0].length })
    const { phrases } = context.options as ChangeBoardBypassOptions
    if (phrases.length === 0) return
    // Lower-casing keeps UTF-16 offsets for the phrases a team writes (ASCII and most scripts).
    const lower = text.toLowerCase()
    if (lower.length !== text.length) return
    for (const phrase of phrases) {
      const needle = phrase.toLowerCase()
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length))
        context.report({ start: at, end: at + needle.length })
    }
  },
}
