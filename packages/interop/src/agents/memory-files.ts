import type { AgentId } from '../agents.js'
import {
  chainDirectories,
  label,
  readNonEmpty,
  userLabel,
  withImports,
  type CollectContext,
} from '../collect-context.js'
import type { AgentFile } from '../rule-file.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/**
 * Memory files (`CLAUDE.md`, `GEMINI.md`): user-level ones first (when
 * `userLevel`), then each directory of the git-root → working-directory chain,
 * root first, every name of `names` that reads to text. `@` imports are
 * inlined (within the git root, else the working directory; within the home
 * for user-level files). A text equal to an earlier one is dropped (§3).
 */
export async function memoryFiles(
  context: CollectContext,
  agent: AgentId,
  userFiles: readonly string[],
  names: readonly string[],
  imports: boolean,
): Promise<AgentFile[]> {
  const files: AgentFile[] = []
  const { discover } = context
  const boundary = discover.gitRoot ?? discover.cwd
  const add = async (path: string, within: string, base: string, user = false) => {
    const read = await readNonEmpty(context, path)
    if (!read) return
    const fileLabel = user ? userLabel(context, read.path) : label(context, read.path)
    const expanded = imports ? await withImports(context, read, fileLabel, within) : { text: read.text, imports: [] }
    files.push({
      agent,
      path: read.path,
      realPath: read.realPath,
      label: fileLabel,
      base,
      text: expanded.text,
      readText: read.text,
      activation: { kind: 'always' },
      ...(expanded.imports.length > 0 ? { imports: expanded.imports } : {}),
    })
  }
  if (context.options.userLevel) for (const path of userFiles) await add(path, context.home, context.home, true)
  for (const directory of chainDirectories(discover))
    for (const name of names) await add(join(directory, name), boundary, directory)
  return files
}
