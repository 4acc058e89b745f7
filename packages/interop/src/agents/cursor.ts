import { label, listFiles, readNonEmpty, type CollectContext, type Collector } from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { ruleFile } from './claude.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/**
 * Cursor's activation from `.mdc` front matter: `alwaysApply: true` → always;
 * non-empty `globs` → glob (gitignore-like: `*.ts` matches in any folder);
 * a `description` only → requested (listed, not loaded); none → manual.
 * `alwaysApply` must be the boolean `true` (the string `"true"` is not).
 */
export function cursorActivation(data: Readonly<Record<string, unknown>>): Activation {
  if (data['alwaysApply'] === true) return { kind: 'always' }
  const globs = globList(data['globs'])
  if (globs.length > 0) return { kind: 'glob', globs, dialect: 'gitignore-like', field: 'globs' }
  const description = data['description']
  if (typeof description === 'string' && description.trim() !== '')
    return { kind: 'requested', description: description.trim() }
  return { kind: 'manual' }
}

/** Every `.mdc` rule below `directory/.cursor/rules` (nested folders too), in code-point order of their paths. */
export async function cursorRules(context: CollectContext, directory: string): Promise<AgentFile[]> {
  const files: AgentFile[] = []
  const rulesDir = join(directory, '.cursor', 'rules')
  for (const rel of await listFiles(context, rulesDir, (name) => name.endsWith('.mdc'), true)) {
    const read = await readNonEmpty(context, join(rulesDir, rel))
    if (!read) continue
    const split = splitRule(read.text)
    files.push(ruleFile('cursor', read, label(context, read.path), directory, split.body, cursorActivation(split.data)))
  }
  return files
}

/**
 * Cursor: `.cursorrules` in the working directory (legacy, always applied),
 * then `.cursor/rules/**\/*.mdc` there with their front-matter activation.
 * `.cursor/rules` folders in subdirectories are read by the hint provider when
 * a tool call touches a file below them.
 */
export const collectCursor: Collector = async (context) => {
  const files: AgentFile[] = []
  const legacy = await readNonEmpty(context, join(context.discover.cwd, '.cursorrules'))
  if (legacy)
    files.push(ruleFile('cursor', legacy, '.cursorrules', context.discover.cwd, legacy.text, { kind: 'always' }))
  for (const item of await cursorRules(context, context.discover.cwd)) files.push(item)
  return files
}
