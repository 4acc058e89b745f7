import type { HermesPlugin } from '@hermes/core'
import { agentFileType, allFileType } from './file-types.js'
import { rulesHintProvider } from './hint-provider.js'
import { resolveOptions, type InteropOptions } from './options.js'

/** The plugin name of `@hermes/interop`. */
export const INTEROP_PLUGIN_NAME = '@hermes/interop'

/**
 * The interop plugin: file types for the context files of Claude Code, Gemini
 * CLI, Codex, GitHub Copilot, Cursor, Cline, Windsurf and Continue (all, or
 * those named in `agents`), each following its agent's documentation, plus
 * the hint provider that attaches glob-scoped rules when a tool call touches
 * a matching file. An interop type `replaces` the built-in type of the same
 * agent (Codex → `agents`, Claude Code → `claude`, Cursor → `cursor`), so
 * nothing loads twice. Opt-in: without it the built-in behaviour is
 * unchanged.
 *
 * Usable as `createDefaultHost({ plugins: [interop()] })`, `[interop]` (a
 * factory) or `[[interop, { agents: ['claude', 'cursor'] }]]`.
 *
 * @param options - see {@link InteropOptions}
 * @throws HermesError `INVALID_OPTION` naming a bad option
 */
export function interop(options?: InteropOptions): HermesPlugin {
  const resolved = resolveOptions(options)
  return {
    name: INTEROP_PLUGIN_NAME,
    fileTypes:
      resolved.mode === 'all'
        ? [allFileType(resolved)]
        : resolved.agents.map((agent) => agentFileType(agent, resolved)),
    hintProviders: [rulesHintProvider(resolved)],
  }
}
