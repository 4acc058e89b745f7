import { isDirectory, label, listFiles, readNonEmpty, type Collector } from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { ruleFile } from './claude.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** Cline's activation of a rule: `paths` globs (strict) → glob; otherwise always. */
export function clineActivation(data: Readonly<Record<string, unknown>>): Activation {
  const globs = globList(data['paths'])
  return globs.length > 0 ? { kind: 'glob', globs, dialect: 'strict', field: 'paths' } : { kind: 'always' }
}

/**
 * Cline: `.clinerules` in the working directory — a file (always applied) or
 * a folder whose `.md` files (nested too) are combined in name order (numeric
 * prefixes order them) — and `.cline/rules/`; a rule with `paths` front matter
 * attaches when a matching file is touched.
 */
export const collectCline: Collector = async (context) => {
  const cwd = context.discover.cwd
  const files: AgentFile[] = []
  for (const dir of [join(cwd, '.clinerules'), join(cwd, '.cline', 'rules')]) {
    if (!(await isDirectory(context, dir))) {
      if (dir.endsWith('.clinerules')) {
        const read = await readNonEmpty(context, dir)
        if (read) files.push(ruleFile('cline', read, '.clinerules', cwd, read.text, { kind: 'always' }))
      }
      continue
    }
    for (const rel of await listFiles(context, dir, (name) => name.endsWith('.md'), true)) {
      const read = await readNonEmpty(context, join(dir, rel))
      if (!read) continue
      const split = splitRule(read.text)
      files.push(ruleFile('cline', read, label(context, read.path), cwd, split.body, clineActivation(split.data)))
    }
  }
  return files
}
