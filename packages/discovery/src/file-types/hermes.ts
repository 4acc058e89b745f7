import type { FileType } from '@hermes/core'
import { stripFrontMatter } from '../front-matter.js'
import { directoryChain } from '../probe.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** Names the Hermes type tries in each directory, in order (§1). */
export const HERMES_NAMES = ['.hermes.md', 'HERMES.md'] as const

/**
 * The Hermes file type (§1, §2, §2.1), priority 100: `.hermes.md` then
 * `HERMES.md` in the working directory, then each parent up to and including
 * the git root (the working directory alone outside a repository). The first
 * name that exists as a regular file ends the whole search, whatever its
 * content — empty or unreadable means the type yields nothing; a directory or
 * dangling link of that name does not count. Label = the bare name; YAML
 * front matter removed (§2.1); truncation name `.hermes.md`.
 */
export const hermesFileType: FileType = {
  id: 'hermes',
  role: 'project',
  priority: 100,
  names: HERMES_NAMES,
  description: '.hermes.md / HERMES.md, nearest of the working directory and its parents up to the git root',
  async discover(context) {
    const directories =
      context.gitRoot === null ? [context.cwd] : directoryChain(context.gitRoot, context.cwd).reverse()
    for (const directory of directories) {
      for (const name of HERMES_NAMES) {
        const path = join(directory, name)
        const outcome = await context.read(path)
        if (outcome.ok) {
          if (outcome.text.length === 0) return { files: [] }
          return {
            files: [
              {
                label: name,
                path: outcome.path,
                realPath: outcome.realPath,
                text: stripFrontMatter(outcome.text),
                readText: outcome.text,
                truncateName: '.hermes.md',
              },
            ],
          }
        }
        if (outcome.missing) continue
        // A directory, FIFO, dangling link or link loop of that name does not count; a regular
        // file that was skipped (unreadable, not UTF-8, too large, timed out…) ends the search.
        const code = outcome.diagnostic?.code
        if (code === 'not-regular-file' || code === 'dangling-symlink' || code === 'symlink-loop') continue
        return { files: [] }
      }
    }
    return { files: [] }
  },
}
