import { stripLeadingBom, type DiscoveredFile, type FileType } from '@hermes/core'
import { directoryChain, firstNonEmpty } from '../probe.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { relative, sep } = process.getBuiltinModule('node:path')

/** Names the Agents type tries in each directory, in order (§1). */
export const AGENTS_NAMES = ['AGENTS.override.md', 'AGENTS.md', 'agents.md'] as const

/** The truncation name of the Agents chain when it holds several sections (§3). */
export const AGENTS_CHAIN_NAME = 'AGENTS.md (directory chain)'

/**
 * The Agents file type (§1–§3), priority 200: `AGENTS.override.md`,
 * `AGENTS.md`, `agents.md`, the first non-empty per directory, along the
 * git-root → working-directory chain (`[cwd]` outside a repository). A file
 * whose text equals an earlier one in the chain (leading BOM ignored) is
 * dropped. Labels are paths relative to the working directory with `/`
 * (`AGENTS.md`, `../AGENTS.md`); each section is truncated with its label as
 * name, and several are truncated again as `AGENTS.md (directory chain)`.
 */
export const agentsFileType: FileType = {
  id: 'agents',
  role: 'project',
  priority: 200,
  names: AGENTS_NAMES,
  hintNames: AGENTS_NAMES,
  description: 'AGENTS.override.md / AGENTS.md / agents.md along the git root → working directory chain',
  async discover(context) {
    const chain = context.gitRoot === null ? [context.cwd] : directoryChain(context.gitRoot, context.cwd)
    const files: DiscoveredFile[] = []
    const seen = new Set<string>()
    for (const directory of chain) {
      const found = await firstNonEmpty(context, directory, AGENTS_NAMES)
      if (!found) continue
      const key = stripLeadingBom(found.text)
      if (seen.has(key)) continue
      seen.add(key)
      const label = relative(context.cwd, found.path).split(sep).join('/')
      files.push({
        label,
        path: found.path,
        realPath: found.realPath,
        text: found.text,
        readText: found.text,
        truncateName: label,
      })
    }
    return { files, separator: '\n\n', group: { name: AGENTS_CHAIN_NAME, minFiles: 2 } }
  },
}
