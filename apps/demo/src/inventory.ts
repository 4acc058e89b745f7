import { promises as fsp } from 'node:fs'
import { basename, dirname, join, relative, isAbsolute } from 'node:path'
import type { ProjectContext } from '@hermes/assemble'
import type { Host } from '@hermes/core'

/** A context file that exists but did not become a section, and why. */
export interface PresentFile {
  /** Absolute path. */
  readonly path: string
  /** Id of the file type whose name it carries. */
  readonly fileType: string
  /** Why it was not loaded. */
  readonly reason: string
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}$`, 's')
}

async function exists(path: string): Promise<boolean> {
  try {
    await fsp.lstat(path)
    return true
  } catch {
    return false
  }
}

async function expand(directory: string, name: string): Promise<string[]> {
  if (!name.includes('*')) return (await exists(join(directory, name))) ? [join(directory, name)] : []
  const folder = join(directory, dirname(name))
  const matcher = globToRegExp(basename(name))
  try {
    return (await fsp.readdir(folder)).filter((entry) => matcher.test(entry)).map((entry) => join(folder, entry))
  } catch {
    return []
  }
}

/** The git root → working directory chain (§3), or the working directory alone. */
function chainOf(cwd: string, gitRoot: string | null): string[] {
  if (gitRoot === null) return [cwd]
  const rel = relative(gitRoot, cwd)
  if (rel.startsWith('..') || isAbsolute(rel)) return [cwd]
  const dirs = [gitRoot]
  let current = gitRoot
  for (const part of rel === '' ? [] : rel.split(/[\\/]/)) {
    current = join(current, part)
    dirs.push(current)
  }
  return dirs
}

/**
 * Context files that exist but are neither a section nor a skip diagnostic:
 * the names of every project file type in the working directory, and the
 * names of the winning type along the chain (§2, §3). This explains the
 * files a reader sees in the tree but not in the prompt (an `AGENTS.md`
 * shadowed by `AGENTS.override.md`, Cursor rules when Agents won…). Never
 * throws.
 */
export async function presentButNotLoaded(context: ProjectContext, host: Host): Promise<PresentFile[]> {
  const used = new Set(context.sections.flatMap((section) => [section.path, section.realPath]))
  const reported = new Set(context.diagnostics.map((diagnostic) => diagnostic.path))
  const chain = chainOf(context.cwd, context.gitRoot)
  const found: PresentFile[] = []
  const seen = new Set<string>()
  for (const type of host.fileTypes) {
    if (type.role !== 'project') continue
    for (const name of type.names) {
      const nested = name.includes('/') || name.includes('*')
      const dirs = type.id === context.fileType && !nested ? chain : [context.cwd]
      for (const directory of dirs)
        for (const path of await expand(directory, name)) {
          if (used.has(path) || reported.has(path) || seen.has(path)) continue
          seen.add(path)
          let reason: string
          if (context.fileType !== null && type.id !== context.fileType)
            reason = `not used: ${context.fileType} files take priority over ${type.id} files (§2)`
          else {
            const sibling = context.sections.find((section) => dirname(section.path) === dirname(path))
            reason = sibling
              ? `shadowed by ${basename(sibling.path)} in the same directory (§2)`
              : 'empty, or the same text as another file of the chain (§2, §3)'
          }
          found.push({ path, fileType: type.id, reason })
        }
    }
  }
  return found
}
