import { dirname, join, resolve } from 'node:path'
import { nodeFileSystem, type FileSystem } from '@hermes/core'

/** Options of {@link findGitRoot}. */
export interface FindGitRootOptions {
  /** The file system to use; default `nodeFileSystem`. */
  readonly fs?: FileSystem
}

/**
 * The git root of a working directory (§3): the nearest of `cwd` and its
 * ancestors that holds an entry named `.git` — a directory (even an empty
 * one) or a file (linked worktrees, submodules). An entry that cannot be
 * examined counts as absent. `cwd` is first resolved to its real path
 * (symlinks followed); when that fails, the path is used as given.
 *
 * Never throws.
 *
 * @param cwd - the working directory (absolute, or relative to `process.cwd()`)
 * @returns the git root's absolute real path, or `null` outside a repository
 */
export async function findGitRoot(cwd: string, options: FindGitRootOptions = {}): Promise<string | null> {
  const fs = options.fs ?? nodeFileSystem
  let directory = resolve(cwd)
  try {
    directory = await fs.realpath(directory)
  } catch {
    // keep the path as given
  }
  for (;;) {
    try {
      const { kind } = await fs.stat(join(directory, '.git'))
      if (kind === 'directory' || kind === 'file') return directory
    } catch {
      // absent or cannot be examined
    }
    const parent = dirname(directory)
    if (parent === directory) return null
    directory = parent
  }
}
