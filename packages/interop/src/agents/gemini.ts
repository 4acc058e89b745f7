import { join } from 'node:path'
import type { Collector } from '../collect-context.js'
import { memoryFiles } from './memory-files.js'

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
