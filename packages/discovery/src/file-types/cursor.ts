import { unsafeNameCharacter, type DiscoverContext, type DiscoveredFile, type FileType } from '@hermes/core'
import { compareCodePoints } from '../code-point-compare.js'
import { describeError, errorCode } from '../internal.js'
import { frontMatterProblems } from '../mdc.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

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
 *
 * A rule whose file name holds a control, line-break, invisible or
 * non-ASCII space character (`unsafeNameCharacter` of `@hermes/core`, the
 * scanner's own invisible-character definition: `\n`, U+0085, U+2028,
 * U+202E, U+200B, variation selectors, Hangul fillers, U+2800, U+034F,
 * NBSP…) is skipped without
 * being read, with a `blocked` warning: its name becomes the section heading,
 * which the scanner does not see, so such a name could smuggle instructions
 * into the prompt.
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
      const unsafe = unsafeNameCharacter(name)
      if (unsafe !== undefined) {
        context.report({
          code: 'blocked',
          severity: 'warning',
          path: join(context.cwd, CURSOR_RULES_DIR, name),
          reason: `Skipped without reading: the rule's file name contains ${unsafe}, a control, line-break or invisible character that would reach the prompt unscanned in its section heading.`,
          source: '@hermes/discovery',
          data: { reason: 'unsafe-file-name', character: unsafe },
        })
        continue
      }
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
    const code = errorCode(error)
    if (code !== 'ENOENT' && code !== 'ENOTDIR')
      context.report({
        code: code === 'ETIMEDOUT' ? 'timeout' : 'unreadable',
        severity: 'error',
        path: directory,
        reason: `Skipped: cannot list the Cursor rules directory (${describeError(error)}).`,
        source: '@hermes/discovery',
      })
    return []
  }
  if (!Array.isArray(names)) return []
  return names.filter((name) => typeof name === 'string' && name.endsWith('.mdc')).sort(compareCodePoints)
}

function reportFrontMatter(context: DiscoverContext, path: string, text: string): void {
  // Bounded work (no Markdown parse of the body, a size cap and an alias cap on the YAML): a hostile
  // front matter cannot block start-up, or a signal, for long.
  let problems
  try {
    problems = frontMatterProblems(text)
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
