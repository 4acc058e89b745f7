import { join } from 'node:path'
import type { FileType } from '@hermes/core'

/**
 * The `acme` file type: ACME keeps its agent instructions in `ACME.md` at the
 * root of each repository. Priority 150 puts it after `.hermes.md` (100) and
 * before `AGENTS.md` (200): a repository with an `ACME.md` uses it alone (§2).
 * Reads with the shared §4.1 reader (`context.read`), so size limits, secrets
 * files and symlinks are handled as for the built-in types; never throws.
 */
export const acmeFileType: FileType = {
  id: 'acme',
  role: 'project',
  priority: 150,
  names: ['ACME.md'],
  hintNames: ['ACME.md'],
  description: 'ACME.md at the git root (else the working directory)',
  async discover(context) {
    const outcome = await context.read(join(context.gitRoot ?? context.cwd, 'ACME.md'))
    if (!outcome.ok || outcome.text.length === 0) return { files: [] }
    return {
      files: [
        {
          label: 'ACME.md',
          path: outcome.path,
          realPath: outcome.realPath,
          text: outcome.text,
          readText: outcome.text,
          truncateName: 'ACME.md',
        },
      ],
    }
  },
}
