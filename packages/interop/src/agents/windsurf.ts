import {
  chainDirectories,
  label,
  listFiles,
  readNonEmpty,
  type CollectContext,
  type Collector,
} from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { ruleFile } from './claude.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/**
 * Windsurf's activation from `trigger`: `always_on` → always; `glob` with
 * `globs` → glob (gitignore-like); `model_decision` with a `description` →
 * requested; `manual` → manual. No `trigger` at all → always (a plain rules
 * file, like `.windsurfrules`); an unknown trigger, or `glob` without globs,
 * `model_decision` without description → manual.
 */
export function windsurfActivation(data: Readonly<Record<string, unknown>>): Activation {
  const trigger = data['trigger']
  if (trigger === undefined || trigger === 'always_on') return { kind: 'always' }
  if (trigger === 'glob') {
    const globs = globList(data['globs'])
    if (globs.length === 0) return { kind: 'manual' }
    return { kind: 'glob', globs, dialect: 'gitignore-like', field: 'globs' }
  }
  if (trigger === 'model_decision') {
    const description = data['description']
    return typeof description === 'string' && description.trim() !== ''
      ? { kind: 'requested', description: description.trim() }
      : { kind: 'manual' }
  }
  return { kind: 'manual' }
}

/** The `.md` rules of `directory/.windsurf/rules` (not nested), in code-point order. */
export async function windsurfRules(context: CollectContext, directory: string): Promise<AgentFile[]> {
  const files: AgentFile[] = []
  const rulesDir = join(directory, '.windsurf', 'rules')
  for (const rel of await listFiles(context, rulesDir, (name) => name.endsWith('.md'), false)) {
    const read = await readNonEmpty(context, join(rulesDir, rel))
    if (!read) continue
    const split = splitRule(read.text)
    files.push(
      ruleFile('windsurf', read, label(context, read.path), directory, split.body, windsurfActivation(split.data)),
    )
  }
  return files
}

/**
 * Windsurf: `.windsurfrules` in the working directory (legacy, always on),
 * then `.windsurf/rules/*.md` in each directory from the git root to the
 * working directory, by `trigger`. `.windsurf/rules` in subdirectories are read
 * by the hint provider when a tool call touches a file below them.
 */
export const collectWindsurf: Collector = async (context) => {
  const files: AgentFile[] = []
  const cwd = context.discover.cwd
  const legacy = await readNonEmpty(context, join(cwd, '.windsurfrules'))
  if (legacy) files.push(ruleFile('windsurf', legacy, '.windsurfrules', cwd, legacy.text, { kind: 'always' }))
  for (const directory of chainDirectories(context.discover))
    for (const item of await windsurfRules(context, directory)) files.push(item)
  return files
}
