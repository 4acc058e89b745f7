/** The agents whose context files `@hermes/interop` reads. */
export type AgentId = 'codex' | 'claude' | 'cursor' | 'gemini' | 'copilot' | 'cline' | 'windsurf' | 'continue'

/**
 * Every agent, in the order `mode: 'first'` tries them: the §2 priority
 * (Agents/Codex → Claude → Cursor) extended with the new types.
 */
export const AGENT_IDS: readonly AgentId[] = [
  'codex',
  'claude',
  'cursor',
  'gemini',
  'copilot',
  'cline',
  'windsurf',
  'continue',
]

/** One agent's facts: display name, file-type id and priority, the built-in type it takes over. */
export interface AgentInfo {
  readonly id: AgentId
  /** Display name, e.g. `Claude Code`. */
  readonly name: string
  /** The interop file type's id in `mode: 'first'`, e.g. `interop-claude`. */
  readonly fileTypeId: string
  /** Its priority (the §2 order: built-ins are hermes 100, agents 200, claude 300, cursor 400). */
  readonly priority: number
  /** The built-in file type it replaces, if any. */
  readonly replaces?: string
}

/** Facts per agent. */
export const AGENTS: Readonly<Record<AgentId, AgentInfo>> = {
  codex: { id: 'codex', name: 'Codex', fileTypeId: 'interop-codex', priority: 200, replaces: 'agents' },
  claude: { id: 'claude', name: 'Claude Code', fileTypeId: 'interop-claude', priority: 300, replaces: 'claude' },
  cursor: { id: 'cursor', name: 'Cursor', fileTypeId: 'interop-cursor', priority: 400, replaces: 'cursor' },
  gemini: { id: 'gemini', name: 'Gemini CLI', fileTypeId: 'interop-gemini', priority: 500 },
  copilot: { id: 'copilot', name: 'GitHub Copilot', fileTypeId: 'interop-copilot', priority: 600 },
  cline: { id: 'cline', name: 'Cline', fileTypeId: 'interop-cline', priority: 700 },
  windsurf: { id: 'windsurf', name: 'Windsurf', fileTypeId: 'interop-windsurf', priority: 800 },
  continue: { id: 'continue', name: 'Continue', fileTypeId: 'interop-continue', priority: 900 },
}
