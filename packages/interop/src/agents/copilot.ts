import { label, listFiles, readNonEmpty, type Collector } from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList, matchesEverything } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { ruleFile } from './claude.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** Copilot's activation of a `.instructions.md` file: `applyTo` globs (strict; `**` = always), else manual. */
export function copilotActivation(data: Readonly<Record<string, unknown>>): Activation {
  const globs = globList(data['applyTo'])
  if (globs.length === 0) return { kind: 'manual' }
  return matchesEverything(globs) ? { kind: 'always' } : { kind: 'glob', globs, dialect: 'strict', field: 'applyTo' }
}

/**
 * GitHub Copilot: `.github/copilot-instructions.md` at the repository root (the
 * git root, else the working directory), always applied; then
 * `.github/instructions/**\/*.instructions.md` there, by `applyTo` (relative to
 * the repository root).
 */
export const collectCopilot: Collector = async (context) => {
  const root = context.discover.gitRoot ?? context.discover.cwd
  const files: AgentFile[] = []
  const main = await readNonEmpty(context, join(root, '.github', 'copilot-instructions.md'))
  if (main) files.push(ruleFile('copilot', main, label(context, main.path), root, main.text, { kind: 'always' }))
  const dir = join(root, '.github', 'instructions')
  for (const rel of await listFiles(context, dir, (name) => name.endsWith('.instructions.md'), true)) {
    const read = await readNonEmpty(context, join(dir, rel))
    if (!read) continue
    const split = splitRule(read.text)
    files.push(ruleFile('copilot', read, label(context, read.path), root, split.body, copilotActivation(split.data)))
  }
  return files
}
