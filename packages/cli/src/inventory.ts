import { promises as fsp } from 'node:fs'
import { basename, dirname, join, relative, isAbsolute } from 'node:path'
import type { ProjectContext } from '@hermes/assemble'
import type { FileType, Host } from '@hermes/core'
import { readContextFile } from '@hermes/discovery'

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
 * How the built-in file types search directories (§1): Agents reads the git-root → working-directory
 * chain (§3), Hermes the nearest directory of that chain holding one; Claude and Cursor read the
 * working directory only. A plugin's type is looked at in the working directory only (its search is
 * unknown here, and no reason is claimed for other directories).
 */
const SCOPE: Readonly<Record<string, 'chain' | 'nearest' | 'cwd'>> = {
  agents: 'chain',
  hermes: 'nearest',
  claude: 'cwd',
  cursor: 'cwd',
}

/** The §4.1-normalised text of a file, or `undefined` when it cannot be read. Never throws. */
async function textOf(path: string): Promise<string | undefined> {
  try {
    const outcome = await readContextFile(path, { boundary: '/' })
    return outcome.ok ? outcome.text : undefined
  } catch {
    return undefined
  }
}

/**
 * Context files that exist but are neither a section nor a skip diagnostic:
 * the names of every project file type in the working directory, and the
 * names of the winning built-in type along the chain (§2, §3). This explains
 * the files a reader sees in the tree but not in the prompt (an `AGENTS.md`
 * shadowed by `AGENTS.override.md`, Cursor rules when Agents won…). Each
 * reason is a checked fact: an empty file is called empty, a file of a
 * directory its type never reads is called not read, "the same text" is
 * said only when the text is equal to a loaded section's. Never throws.
 */
export async function presentButNotLoaded(context: ProjectContext, host: Host): Promise<PresentFile[]> {
  const used = new Set(context.sections.flatMap((section) => [section.path, section.realPath]))
  const reported = new Set(context.diagnostics.map((diagnostic) => diagnostic.path))
  const chain = chainOf(context.cwd, context.gitRoot)
  const found: PresentFile[] = []
  const seen = new Set<string>()
  for (const type of host.fileTypes) {
    if (type.role !== 'project') continue
    const scope = Object.hasOwn(SCOPE, type.id) ? SCOPE[type.id] : undefined
    for (const name of type.names) {
      const nested = name.includes('/') || name.includes('*')
      const dirs = type.id === context.fileType && !nested && scope !== undefined ? chain : [context.cwd]
      for (const directory of dirs)
        for (const path of await expand(directory, name)) {
          if (used.has(path) || reported.has(path) || seen.has(path)) continue
          seen.add(path)
          found.push({ path, fileType: type.id, reason: await reasonFor(path, type, scope, context) })
        }
    }
  }
  return found
}

async function reasonFor(
  path: string,
  type: FileType,
  scope: 'chain' | 'nearest' | 'cwd' | undefined,
  context: ProjectContext,
): Promise<string> {
  if (context.fileType !== null && type.id !== context.fileType) {
    // An empty file of a type that comes first in §2 is why the next type won: say so, not "priority".
    if ((await textOf(path)) === '') return `empty: adds nothing, so ${context.fileType} files are used (§2)`
    return `not used: ${context.fileType} files take priority over ${type.id} files (§2)`
  }
  const directory = dirname(path)
  const sibling = context.sections.find((section) => dirname(section.path) === directory)
  if (directory !== context.cwd && scope === 'cwd')
    return `not read: ${type.id} files are read in the working directory only (§1)`
  if (scope === 'nearest' && context.sections.length > 0)
    return sibling
      ? `not read: ${basename(sibling.path)} in the same directory ends the search (§2)`
      : `not read: the nearer ${basename(context.sections[0]?.path ?? '')} wins (§1)`
  const text = await textOf(path)
  if (text === '')
    return sibling
      ? `empty: ${basename(sibling.path)} in the same directory is used instead (§2)`
      : 'empty: adds nothing (§2)'
  if (sibling && text !== undefined) {
    const order = (file: string) => type.names.indexOf(basename(file))
    if (order(path) > order(sibling.path)) return `shadowed by ${basename(sibling.path)} in the same directory (§2)`
  }
  const same = text === undefined ? undefined : context.sections.find((section) => section.readText === text)
  if (same) return `the same text as ${same.label}, already loaded (§3)`
  return 'not loaded'
}
