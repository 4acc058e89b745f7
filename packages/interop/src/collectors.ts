import type { AgentId } from './agents.js'
import { collectClaude, collectClaudeRules } from './agents/claude.js'
import { collectCline } from './agents/cline.js'
import { collectCodex } from './agents/codex.js'
import { collectContinue } from './agents/continue.js'
import { collectCopilot } from './agents/copilot.js'
import { collectCursor } from './agents/cursor.js'
import { collectGemini } from './agents/gemini.js'
import { collectWindsurf } from './agents/windsurf.js'
import type { Collector } from './collect-context.js'

/** Each agent's start-up collector. */
export const COLLECTORS: Readonly<Record<AgentId, Collector>> = {
  codex: collectCodex,
  claude: collectClaude,
  cursor: collectCursor,
  gemini: collectGemini,
  copilot: collectCopilot,
  cline: collectCline,
  windsurf: collectWindsurf,
  continue: collectContinue,
}

/** Collectors of the files that can be glob-scoped (memory files never are). */
export const RULE_COLLECTORS: Readonly<Partial<Record<AgentId, Collector>>> = {
  claude: collectClaudeRules,
  cursor: collectCursor,
  copilot: collectCopilot,
  cline: collectCline,
  windsurf: collectWindsurf,
  continue: collectContinue,
}
