import { HermesError } from '@hermes/core'
import { AGENT_IDS, type AgentId } from './agents.js'

/** Options of `interop()`. */
export interface InteropOptions {
  /** The agents whose files to read; default all eight. */
  readonly agents?: readonly AgentId[]
  /**
   * `first` (default): one project type per session (§2), the priority
   * extended with the new types (Codex 200, Claude 300, Cursor 400, Gemini 500,
   * Copilot 600, Cline 700, Windsurf 800, Continue 900; Hermes 100 first).
   * `all`: every enabled agent's files in one block, each section labelled
   * with its agent and path, identical texts loaded once; the block is
   * truncated as a whole to the §7 limit (the total budget).
   */
  readonly mode?: 'first' | 'all'
  /**
   * Also read user-level files (`~/.claude/CLAUDE.md`, `~/.gemini/GEMINI.md`,
   * `~/.codex/AGENTS.md`); default `false` — nothing outside the repository
   * loads unless asked for.
   */
  readonly userLevel?: boolean
  /** Gemini CLI `context.fileName`: the context file names; default `['GEMINI.md']`. */
  readonly geminiFileNames?: readonly string[]
  /** Codex `project_doc_fallback_filenames`: names tried after `AGENTS.md` in each directory; default none. */
  readonly codexFallbackFileNames?: readonly string[]
  /** Codex `project_doc_max_bytes`: the byte budget of the AGENTS.md chain; default 32,768 (32 KiB). */
  readonly codexMaxBytes?: number
  /** Inline `@` imports in `AGENTS.md` too (Codex does not document imports); default `false`. */
  readonly codexImports?: boolean
}

/** Options with defaults applied. */
export interface ResolvedInteropOptions {
  readonly agents: readonly AgentId[]
  readonly mode: 'first' | 'all'
  readonly userLevel: boolean
  readonly geminiFileNames: readonly string[]
  readonly codexFallbackFileNames: readonly string[]
  readonly codexMaxBytes: number
  readonly codexImports: boolean
}

/** Codex's default `project_doc_max_bytes` (32 KiB). */
export const DEFAULT_CODEX_MAX_BYTES = 32 * 1024

function invalid(option: string, message: string, value: unknown): never {
  throw new HermesError('INVALID_OPTION', `interop: option "${option}" ${message}`, { option, value })
}

function names(value: unknown, option: string): readonly string[] {
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && isPlainName(name)))
    invalid(option, 'must be an array of file names (no "/", "\\", NUL or "..")', value)
  return value as string[]
}

function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name)
}

/**
 * Check `interop()` options and apply defaults.
 *
 * @throws HermesError `INVALID_OPTION` naming the option
 */
export function resolveOptions(options: InteropOptions | undefined): ResolvedInteropOptions {
  if (options !== undefined && (options === null || typeof options !== 'object'))
    invalid('options', 'must be an object', options)
  const o = options ?? {}
  let agents: readonly AgentId[] = AGENT_IDS
  if (o.agents !== undefined) {
    if (!Array.isArray(o.agents) || o.agents.length === 0)
      invalid('agents', `must be a non-empty array of ${AGENT_IDS.join(', ')}`, o.agents)
    for (const agent of o.agents)
      if (!AGENT_IDS.includes(agent))
        invalid('agents', `names an unknown agent ${JSON.stringify(agent)}; known: ${AGENT_IDS.join(', ')}`, o.agents)
    agents = AGENT_IDS.filter((agent) => o.agents?.includes(agent))
  }
  if (o.mode !== undefined && o.mode !== 'first' && o.mode !== 'all')
    invalid('mode', 'must be "first" or "all"', o.mode)
  if (o.userLevel !== undefined && typeof o.userLevel !== 'boolean')
    invalid('userLevel', 'must be a boolean', o.userLevel)
  if (o.codexImports !== undefined && typeof o.codexImports !== 'boolean')
    invalid('codexImports', 'must be a boolean', o.codexImports)
  if (o.codexMaxBytes !== undefined && !(Number.isInteger(o.codexMaxBytes) && o.codexMaxBytes >= 1))
    invalid('codexMaxBytes', 'must be an integer ≥ 1 (bytes)', o.codexMaxBytes)
  return {
    agents,
    mode: o.mode ?? 'first',
    userLevel: o.userLevel ?? false,
    geminiFileNames: o.geminiFileNames === undefined ? ['GEMINI.md'] : names(o.geminiFileNames, 'geminiFileNames'),
    codexFallbackFileNames:
      o.codexFallbackFileNames === undefined ? [] : names(o.codexFallbackFileNames, 'codexFallbackFileNames'),
    codexMaxBytes: o.codexMaxBytes ?? DEFAULT_CODEX_MAX_BYTES,
    codexImports: o.codexImports ?? false,
  }
}
