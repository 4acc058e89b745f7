import { label, listFiles, readNonEmpty, type Collector } from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { ruleFile } from './claude.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/**
 * Continue's activation: `alwaysApply: true` → always; `alwaysApply: false` →
 * glob when `globs` are given, else requested when a `description` is, else
 * manual; `alwaysApply` absent → always when there are no `globs`, glob when
 * there are (gitignore-like).
 */
export function continueActivation(data: Readonly<Record<string, unknown>>): Activation {
  const always = data['alwaysApply']
  if (always === true) return { kind: 'always' }
  const globs = globList(data['globs'])
  const glob: Activation | undefined =
    globs.length === 0 ? undefined : { kind: 'glob', globs, dialect: 'gitignore-like', field: 'globs' }
  if (always === false) {
    if (glob) return glob
    const description = data['description']
    return typeof description === 'string' && description.trim() !== ''
      ? { kind: 'requested', description: description.trim() }
      : { kind: 'manual' }
  }
  return glob ?? { kind: 'always' }
}

/**
 * Continue: `.continue/rules/*.md` in the working directory, in lexicographic
 * (code-point) order, by `alwaysApply` / `globs` / `description`; the
 * deprecated `.continuerules` file is always applied.
 */
export const collectContinue: Collector = async (context) => {
  const cwd = context.discover.cwd
  const files: AgentFile[] = []
  const legacy = await readNonEmpty(context, join(cwd, '.continuerules'))
  if (legacy) files.push(ruleFile('continue', legacy, '.continuerules', cwd, legacy.text, { kind: 'always' }))
  const dir = join(cwd, '.continue', 'rules')
  for (const rel of await listFiles(context, dir, (name) => name.endsWith('.md'), false)) {
    const read = await readNonEmpty(context, join(dir, rel))
    if (!read) continue
    const split = splitRule(read.text)
    files.push(ruleFile('continue', read, label(context, read.path), cwd, split.body, continueActivation(split.data)))
  }
  return files
}
