import type { FileType } from '@hermes/core'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, join } = process.getBuiltinModule('node:path')

/** The Soul file's name (§1). */
export const SOUL_NAME = 'SOUL.md'

/**
 * The Soul file type (§1, §8): `$HERMES_HOME/SOUL.md` only, never the working
 * directory (a `hermesHome` that is not absolute yields nothing). Role `identity`: outside the one-project-type choice, always
 * loaded, rendered without a heading; truncation name `SOUL.md`.
 */
export const soulFileType: FileType = {
  id: 'soul',
  role: 'identity',
  priority: 0,
  names: [SOUL_NAME],
  description: 'SOUL.md in HERMES_HOME: the agent identity',
  async discover(context) {
    // A relative HERMES_HOME would resolve against the working directory: a repository's own SOUL.md.
    if (!isAbsolute(context.hermesHome)) return { files: [] }
    const outcome = await context.read(join(context.hermesHome, SOUL_NAME))
    if (!outcome.ok) return { files: [] }
    if (outcome.text.length === 0) {
      // §8: an empty SOUL.md adds nothing. We never leave one (the default is written atomically), so say so.
      context.report({
        code: 'empty-file',
        severity: 'warning',
        path: outcome.path,
        reason:
          'SOUL.md is empty (or only white space): no Soul is loaded. Hermes never writes an empty SOUL.md; an interrupted write by another tool may have left it. Write the identity into it, or delete it to get the default one.',
        source: '@hermes/discovery',
      })
      return { files: [] }
    }
    return {
      files: [
        {
          label: SOUL_NAME,
          path: outcome.path,
          realPath: outcome.realPath,
          text: outcome.text,
          readText: outcome.text,
          truncateName: SOUL_NAME,
        },
      ],
    }
  },
}
