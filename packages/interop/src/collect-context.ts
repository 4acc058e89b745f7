import type { DiscoverContext } from '@hermes/core'
import { compareCodePoints } from '@hermes/discovery'
import { expandImports, labelOf } from './imports.js'
import type { ResolvedInteropOptions } from './options.js'
import type { AgentFile } from './rule-file.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join, relative, sep } = process.getBuiltinModule('node:path')

const SOURCE = '@hermes/interop'
/** Most entries listed per rules directory tree, and deepest folder nesting followed. */
const MAX_LISTED = 1_000
const MAX_LIST_DEPTH = 8

/** What an agent's collector gets. */
export interface CollectContext {
  readonly discover: DiscoverContext
  readonly options: ResolvedInteropOptions
  /** The user's home directory (for user-level files and `@~/` imports). */
  readonly home: string
  /** Scan one text on its own (§6). */
  readonly scan: (text: string, label: string) => { readonly text: string; readonly blocked: boolean }
}

/** A file read with the shared safe reader (§4.1), with non-empty text. */
export interface ReadFile {
  readonly path: string
  readonly realPath: string
  readonly text: string
}

/** Read one candidate with the shared safe reader; `undefined` when missing, skipped or empty. */
export async function readNonEmpty(context: CollectContext, path: string): Promise<ReadFile | undefined> {
  const outcome = await context.discover.read(path)
  if (!outcome.ok || outcome.text.length === 0) return undefined
  return { path: outcome.path, realPath: outcome.realPath, text: outcome.text }
}

/** The git-root → working-directory chain (§3): `[cwd]` outside a repository. */
export function chainDirectories(discover: DiscoverContext): string[] {
  const top = discover.gitRoot ?? discover.cwd
  const chain = [discover.cwd]
  let current = discover.cwd
  while (current !== top) {
    const parent = join(current, '..')
    if (parent === current) return [discover.cwd]
    chain.push(parent)
    current = parent
  }
  return chain.reverse()
}

/** Label of a path: relative to the working directory, `/`-separated. */
export function label(context: CollectContext, path: string): string {
  return labelOf(context.discover.cwd, path)
}

/** Label of a user-level file: `~/` + its path in the home directory (`~/.claude/CLAUDE.md`). */
export function userLabel(context: CollectContext, path: string): string {
  return `~/${labelOf(context.home, path)}`
}

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/**
 * Files below `directory` whose name passes `accept`, as paths relative to it
 * (`/`-separated), in code-point order; folders followed when `recursive`
 * (depth ≤ 8, ≤ 1,000 entries). A name holding a control, line-break or
 * invisible character is skipped with a `blocked` warning (it would reach a
 * heading unscanned). A missing directory gives `[]`; another listing error a
 * diagnostic. Never throws.
 */
export async function listFiles(
  context: CollectContext,
  directory: string,
  accept: (name: string) => boolean,
  recursive: boolean,
): Promise<string[]> {
  const found: string[] = []
  const fs = context.discover.fs
  const walk = async (dir: string, prefix: string, depth: number): Promise<void> => {
    let names: string[]
    try {
      names = await fs.readdir(dir)
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        context.discover.report({
          code: code === 'ETIMEDOUT' ? 'timeout' : 'unreadable',
          severity: 'error',
          path: dir,
          reason: `Skipped: cannot list the rules directory (${String(code ?? error)}).`,
          source: SOURCE,
        })
      return
    }
    if (!Array.isArray(names)) return
    for (const name of [...names].sort(compareCodePoints)) {
      if (found.length >= MAX_LISTED) return
      if (typeof name !== 'string') continue
      const path = join(dir, name)
      const rel = prefix === '' ? name : `${prefix}/${name}`
      if (UNSAFE.test(name)) {
        context.discover.report({
          code: 'blocked',
          severity: 'warning',
          path,
          reason:
            'Skipped without reading: the file name contains a control, line-break or invisible character that would reach the prompt unscanned in its heading.',
          source: SOURCE,
          data: { reason: 'unsafe-file-name' },
        })
        continue
      }
      if (accept(name)) {
        found.push(rel)
        continue
      }
      if (recursive && depth < MAX_LIST_DEPTH) {
        let kind: string | undefined
        try {
          kind = (await fs.lstat(path)).kind
        } catch {
          kind = undefined
        }
        if (kind === 'directory') await walk(path, rel, depth + 1)
      }
    }
  }
  await walk(directory, '', 0)
  return found.sort(compareCodePoints)
}

/** Whether `path` is a directory (symlinks followed); `false` on any error. */
export async function isDirectory(context: CollectContext, path: string): Promise<boolean> {
  try {
    return (await context.discover.fs.stat(path)).kind === 'directory'
  } catch {
    return false
  }
}

/** Inline the imports of a file (Claude Code, Gemini CLI) within `boundary`. */
export async function withImports(
  context: CollectContext,
  file: ReadFile,
  fileLabel: string,
  boundary: string,
): Promise<{ text: string; imports: readonly string[] }> {
  const expanded = await expandImports(
    context.discover,
    { ...file, label: fileLabel },
    { boundary, cwd: context.discover.cwd, home: context.home, scan: context.scan },
  )
  return { text: expanded.text, imports: expanded.chains }
}

/** `true` when `path` is `directory` or below it. */
export function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !rel.startsWith('/'))
}

/** Collector signature: one agent's files at start-up, in prompt order. */
export type Collector = (context: CollectContext) => Promise<AgentFile[]>
