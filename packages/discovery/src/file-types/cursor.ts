import { join } from 'node:path'
import type { DiscoverContext, DiscoveredFile, FileType } from '@hermes/core'
import { compareCodePoints } from '../code-point-compare.js'
import { parseMdc } from '../mdc.js'

/** The Cursor rules directory, relative to the working directory. */
export const CURSOR_RULES_DIR = '.cursor/rules'

/**
 * The Cursor file type (§1, §2), priority 400: `.cursorrules` (when
 * non-empty) then every regular file in `.cursor/rules/` whose name ends in
 * `.mdc` (case-sensitive, not recursive, dot-files included), sorted by code
 * point. Each file is its own section (labels `.cursorrules`,
 * `.cursor/rules/<name>`), followed by a blank line; front matter is kept
 * verbatim (an `.mdc` whose front matter is not valid YAML still loads, with
 * an `invalid-front-matter` warning). The concatenation is truncated once, as
 * a whole, with the name `.cursorrules`.
 */
export const cursorFileType: FileType = {
  id: 'cursor',
  role: 'project',
  priority: 400,
  names: ['.cursorrules', '.cursor/rules/*.mdc'],
  hintNames: ['.cursorrules'],
  description: '.cursorrules and .cursor/rules/*.mdc in the working directory',
  async discover(context) {
    const files: DiscoveredFile[] = []
    const rules = await context.read(join(context.cwd, '.cursorrules'))
    if (rules.ok && rules.text.length > 0)
      files.push({
        label: '.cursorrules',
        path: rules.path,
        realPath: rules.realPath,
        text: rules.text,
        readText: rules.text,
        truncateName: null,
      })
    for (const name of await ruleNames(context)) {
      const outcome = await context.read(join(context.cwd, CURSOR_RULES_DIR, name))
      if (!outcome.ok || outcome.text.length === 0) continue
      reportFrontMatter(context, outcome.path, outcome.text)
      files.push({
        label: `${CURSOR_RULES_DIR}/${name}`,
        path: outcome.path,
        realPath: outcome.realPath,
        text: outcome.text,
        readText: outcome.text,
        truncateName: null,
      })
    }
    return { files, sectionSuffix: '\n\n', separator: '', group: { name: '.cursorrules', minFiles: 1 } }
  },
}

async function ruleNames(context: DiscoverContext): Promise<string[]> {
  const directory = join(context.cwd, CURSOR_RULES_DIR)
  let names: string[]
  try {
    names = await context.fs.readdir(directory)
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined
    if (code !== 'ENOENT' && code !== 'ENOTDIR')
      context.report({
        code: 'unreadable',
        severity: 'error',
        path: directory,
        reason: `Skipped: cannot list the Cursor rules directory (${code ?? String(error)}).`,
        source: '@hermes/discovery',
      })
    return []
  }
  return names.filter((name) => name.endsWith('.mdc')).sort(compareCodePoints)
}

function reportFrontMatter(context: DiscoverContext, path: string, text: string): void {
  let problems
  try {
    problems = parseMdc(text).problems
  } catch {
    return
  }
  for (const problem of problems)
    context.report({
      code: 'invalid-front-matter',
      severity: 'warning',
      path,
      reason: `${problem.reason}; the rule is loaded verbatim.`,
      source: '@hermes/discovery',
      line: problem.line,
      column: problem.column,
    })
}
