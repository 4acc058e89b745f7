import type { Collector } from '../collect-context.js'
import { memoryFiles } from './memory-files.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/**
 * Gemini CLI: `~/.gemini/<name>` (with `userLevel`), then each context file
 * name (`context.fileName`, default `GEMINI.md`) in each directory from the
 * git root to the working directory, with `@` imports.
 */
export const collectGemini: Collector = async (context) =>
  memoryFiles(
    context,
    'gemini',
    context.options.geminiFileNames.map((name) => join(context.home, '.gemini', name)),
    context.options.geminiFileNames,
    true,
  )
