import type { DiscoveredFile, FileType } from '@hermes/core'
import { AGENTS, type AgentId } from './agents.js'
import { COLLECTORS } from './collectors.js'
import type { ResolvedInteropOptions } from './options.js'
import { collectContext, sectionsOf, type Seen } from './startup.js'

/** Priority of the `mode: 'all'` type: right after Hermes (100), before every agent's own type. */
export const ALL_PRIORITY = 150
/** Truncation name of the `mode: 'all'` block: the whole block is cut to the §7 limit (the total budget). */
export const ALL_GROUP_NAME = 'interop (all agents)'

/** The §5 hint names of an agent: nested files Claude Code, Gemini CLI and Codex load when touched. */
export function hintNamesOf(agent: AgentId, options: ResolvedInteropOptions): readonly string[] {
  if (agent === 'codex') return ['AGENTS.override.md', 'AGENTS.md', ...options.codexFallbackFileNames]
  if (agent === 'claude') return ['CLAUDE.md']
  if (agent === 'gemini') return options.geminiFileNames
  return []
}

/** Names for docs and `scan`: `*` is one path segment, so nested rule folders are listed one level deep as `**`. */
const NAMES: Readonly<Record<AgentId, readonly string[]>> = {
  codex: ['AGENTS.override.md', 'AGENTS.md'],
  claude: ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md', '.claude/rules/*.md', '.claude/rules/**/*.md'],
  cursor: ['.cursorrules', '.cursor/rules/*.mdc', '.cursor/rules/**/*.mdc'],
  gemini: ['GEMINI.md'],
  copilot: [
    '.github/copilot-instructions.md',
    '.github/instructions/*.instructions.md',
    '.github/instructions/**/*.instructions.md',
  ],
  cline: ['.clinerules', '.clinerules/*.md', '.clinerules/**/*.md', '.cline/rules/*.md'],
  windsurf: ['.windsurfrules', '.windsurf/rules/*.md'],
  continue: ['.continuerules', '.continue/rules/*.md'],
}

/**
 * One agent's file type (`mode: 'first'`): id `interop-<agent>`, the agent's
 * priority, `replaces` the built-in type of the same agent (agents, claude,
 * cursor). Sections are labelled by path; each is truncated on its own (§7)
 * and, when there are several, the whole again as `<Agent> context files`.
 */
export function agentFileType(agent: AgentId, options: ResolvedInteropOptions): FileType {
  const info = AGENTS[agent]
  const names = agent === 'gemini' ? options.geminiFileNames : NAMES[agent]
  return {
    id: info.fileTypeId,
    role: 'project',
    priority: info.priority,
    names: agent === 'codex' ? [...names, ...options.codexFallbackFileNames] : names,
    hintNames: hintNamesOf(agent, options),
    description: `${info.name}: ${names.join(', ')} (@hermes/interop)`,
    ...(info.replaces ? { replaces: [info.replaces] } : {}),
    async discover(discover) {
      const context = collectContext(discover, options)
      const seen: Seen = { texts: new Map(), realPaths: new Map() }
      const files = sectionsOf(agent, await COLLECTORS[agent](context), discover, seen, false)
      return { files, separator: '\n\n', group: { name: `${info.name} context files`, minFiles: 2 } }
    },
  }
}

/**
 * The one file type of `mode: 'all'` (id `interop`, priority 150): every
 * enabled agent's files in agent order, each section labelled
 * `<Agent>: <path>`, a text or file already loaded by an earlier agent
 * dropped (`duplicate`); it replaces the built-in types of the enabled agents.
 * Each section is truncated on its own and the whole block again, as
 * `interop (all agents)`, to the same §7 limit: the total budget.
 */
export function allFileType(options: ResolvedInteropOptions): FileType {
  const replaces = options.agents.flatMap((agent) => AGENTS[agent].replaces ?? [])
  const hintNames: string[] = []
  for (const agent of options.agents)
    for (const name of hintNamesOf(agent, options)) if (!hintNames.includes(name)) hintNames.push(name)
  return {
    id: 'interop',
    role: 'project',
    priority: ALL_PRIORITY,
    names: options.agents.flatMap((agent) => (agent === 'gemini' ? options.geminiFileNames : NAMES[agent])),
    hintNames,
    description: `Every enabled agent's context files (${options.agents.map((agent) => AGENTS[agent].name).join(', ')}) (@hermes/interop)`,
    replaces,
    async discover(discover) {
      const context = collectContext(discover, options)
      const seen: Seen = { texts: new Map(), realPaths: new Map() }
      const files: DiscoveredFile[] = []
      for (const agent of options.agents)
        for (const item of sectionsOf(agent, await COLLECTORS[agent](context), discover, seen, true)) files.push(item)
      return { files, separator: '\n\n', group: { name: ALL_GROUP_NAME, minFiles: 2 } }
    },
  }
}
