import type { ExtractContext, HermesPlugin, HintPathExtractor, ToolCallPath } from '@hermes/core'
import { absoluteBases } from './absolute-base.js'
import { commandPaths } from './command-paths.js'
import { stringArg } from './string-arg.js'

/** Arguments of any tool that name a file or directory (§5). */
const PATH_KEYS = ['path', 'file_path', 'workdir'] as const

/**
 * The Hermes agent's tools (§5): the `path`, `file_path` and `workdir`
 * arguments (non-blank strings) of **any** tool — `read_file`, `write_file`,
 * `patch`, `search_files`, `terminal`… — and the `command` of the `terminal`
 * tool, split into shell words, at most `context.maxPaths` in all. Relative paths of a call resolve against its
 * `workdir` when it has one; words after a `cd X` resolve against `X`.
 *
 * Never throws: any other argument value yields no path.
 */
export const hermesToolsExtractor: HintPathExtractor = {
  id: 'hermes-tools',
  description:
    'Hermes tools: path, file_path and workdir of any tool; the command of terminal (shell words, cd/pushd targets).',
  extract(toolName, args, context) {
    const workdir = stringArg(args, 'workdir')
    const paths: ToolCallPath[] = []
    for (const key of PATH_KEYS) {
      const value = stringArg(args, key)
      if (value === undefined) continue
      paths.push(key === 'workdir' || workdir === undefined ? { path: value } : { path: value, base: workdir })
    }
    if (toolName === 'terminal') {
      const command = stringArg(args, 'command')
      // No spread: a command of 125,000 words would overflow the stack. The per-call cap applies here already.
      const room = maxPaths(context) - paths.length
      if (command !== undefined && room > 0) for (const entry of commandPaths(command, workdir, room)) paths.push(entry)
    }
    return absoluteBases(paths, context?.workingDir)
  },
}

/** The caller's per-call cap (`context.maxPaths`), or no limit. Never throws. */
export function maxPaths(context: ExtractContext | undefined): number {
  try {
    const value: unknown = context?.maxPaths
    return typeof value === 'number' && value >= 0 ? value : Number.POSITIVE_INFINITY
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/**
 * Plugin registering {@link hermesToolsExtractor} (§9). A tracker whose host
 * has no hint extractor at all uses that extractor anyway.
 *
 * @example
 * ```ts
 * const host = createHost({ plugins: [builtinFileTypes, hermesPlugin, hintsPlugin] })
 * ```
 */
export const hintsPlugin: HermesPlugin = {
  name: '@hermes/hints',
  hintExtractors: [hermesToolsExtractor],
}
