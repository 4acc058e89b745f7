import type { FileType } from '@hermes/core'
import { firstNonEmpty } from '../probe.js'

/** Names the Claude type tries in the working directory, in order (§1). */
export const CLAUDE_NAMES = ['CLAUDE.md', 'claude.md'] as const

/**
 * The Claude file type (§1, §2), priority 300: the first non-empty of
 * `CLAUDE.md`, `claude.md` in the working directory; label = the name probed;
 * truncation name `CLAUDE.md` for either spelling.
 */
export const claudeFileType: FileType = {
  id: 'claude',
  role: 'project',
  priority: 300,
  names: CLAUDE_NAMES,
  hintNames: CLAUDE_NAMES,
  description: 'CLAUDE.md / claude.md in the working directory',
  async discover(context) {
    const found = await firstNonEmpty(context, context.cwd, CLAUDE_NAMES)
    if (!found) return { files: [] }
    return {
      files: [
        {
          label: found.name,
          path: found.path,
          realPath: found.realPath,
          text: found.text,
          readText: found.text,
          truncateName: 'CLAUDE.md',
        },
      ],
    }
  },
}
