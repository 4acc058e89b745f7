import type { HermesPlugin } from '@hermes/core'
import { agentsFileType } from './file-types/agents.js'
import { claudeFileType } from './file-types/claude.js'
import { cursorFileType } from './file-types/cursor.js'
import { hermesFileType } from './file-types/hermes.js'
import { soulFileType } from './file-types/soul.js'

/**
 * The five built-in file types as one plugin (§1, §9): Hermes (priority 100),
 * Agents (200), Claude (300), Cursor (400) and Soul (identity).
 */
export const builtinFileTypes: HermesPlugin = {
  name: '@hermes/discovery',
  fileTypes: [hermesFileType, agentsFileType, claudeFileType, cursorFileType, soulFileType],
}
