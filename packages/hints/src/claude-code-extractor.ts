import type { HermesPlugin, HintPathExtractor } from '@hermes/core'
import { absoluteBases } from './absolute-base.js'
import { commandPaths } from './command-paths.js'
import { maxPaths } from './hermes-tools-extractor.js'
import { stringArg } from './string-arg.js'

/** Claude Code tool name → the argument that holds its path. */
const PATH_ARGUMENT: Readonly<Record<string, string>> = {
  Read: 'file_path',
  Edit: 'file_path',
  Write: 'file_path',
  MultiEdit: 'file_path',
  NotebookEdit: 'notebook_path',
  Grep: 'path',
  Glob: 'path',
  LS: 'path',
}

/**
 * Claude Code's tool naming (§5, §9): `file_path` of `Read`, `Edit`, `Write`
 * and `MultiEdit`, `notebook_path` of `NotebookEdit`, `path` of `Grep`,
 * `Glob` and `LS`, and the `command` of `Bash` (shell words, `cd`/`pushd`
 * targets, as for Hermes' `terminal`). Other tools carry no path.
 *
 * Never throws: any other argument value yields no path.
 */
export const claudeCodeToolsExtractor: HintPathExtractor = {
  id: 'claude-code-tools',
  description:
    'Claude Code tools: Read/Edit/Write/MultiEdit file_path, NotebookEdit notebook_path, Grep/Glob/LS path, Bash command.',
  extract(toolName, args, context) {
    if (typeof toolName !== 'string') return []
    if (toolName === 'Bash') {
      const command = stringArg(args, 'command')
      return command === undefined
        ? []
        : absoluteBases(commandPaths(command, undefined, maxPaths(context)), context?.workingDir)
    }
    const key = Object.hasOwn(PATH_ARGUMENT, toolName) ? PATH_ARGUMENT[toolName] : undefined
    const value = key === undefined ? undefined : stringArg(args, key)
    return value === undefined ? [] : [{ path: value }]
  },
}

/**
 * Plugin registering {@link claudeCodeToolsExtractor} (§9), for hosts that
 * replay or drive an agent with Claude Code's tool names.
 *
 * @example
 * ```ts
 * const host = createHost({ plugins: [builtinFileTypes, hermesPlugin, claudeCodeHintsPlugin] })
 * ```
 */
export const claudeCodeHintsPlugin: HermesPlugin = {
  name: '@hermes/hints/claude-code',
  hintExtractors: [claudeCodeToolsExtractor],
}
