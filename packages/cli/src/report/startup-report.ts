import { join } from 'node:path'
import type { ProjectContext, ProjectSection } from '@hermes/assemble'
import type { Diagnostic, Finding } from '@hermes/core'
import type { Printer } from '../io.js'
import type { PresentFile } from '../inventory.js'
import { filePosition, type TextOrigin } from './file-position.js'
import { findingLine } from './finding-line.js'
import { chainPath, count, plural, visible } from './text.js'

/** What the report shows besides the {@link ProjectContext}. */
export interface StartupFacts {
  /** The preset that ran. */
  readonly preset: string
  /** The per-section limit in characters, and where it came from. */
  readonly limit: number
  readonly limitSource: string
  /** HERMES_HOME. */
  readonly hermesHome: string
  /** What HERMES_HOME is: a directory, missing, or something else (a file). */
  readonly hermesHomeKind?: 'directory' | 'missing' | 'not-a-directory'
  /** Whether SOUL.md is appended to the Project Context (`--soul`). */
  readonly soulIncluded: boolean
  /** Whether `--create-soul` was given. */
  readonly createSoul: boolean
  /** Files present but not loaded. */
  readonly present: readonly PresentFile[]
  /** Where each section's scanned text starts in its file, by path (to show file positions). */
  readonly origins: ReadonlyMap<string, TextOrigin>
  /** A line describing the bundled example, when it runs. */
  readonly example?: string
}

const SKIP_CODES = new Set([
  'not-found',
  'not-regular-file',
  'dangling-symlink',
  'symlink-loop',
  'unreadable',
  'invalid-utf8',
  'binary',
  'too-large',
  'timeout',
  'secrets-file',
  'empty-file',
  'invalid-home',
])

function statusWord(status: ProjectSection['status'], p: Printer): string {
  if (status === 'blocked') return p.c.red('blocked  ')
  if (status === 'truncated') return p.c.yellow('truncated')
  return p.c.green('loaded   ')
}

function printFindings(path: string, shown: string, findings: readonly Finding[], facts: StartupFacts, p: Printer) {
  const origin = facts.origins.get(path) ?? { lines: 0, columns: 0 }
  for (const finding of findings) {
    p.line(`      ${findingLine(shown, finding, filePosition(finding, origin), p.c)}`)
    p.line(`        ${p.c.dim(`${finding.category} · excerpt: ${visible(finding.excerpt)}`)}`)
  }
}

function sectionDetail(section: ProjectSection): string {
  // A blocked file's length is its section's (heading and BLOCKED line), not the file's: say so.
  const parts = [`${plural(section.length, 'char')}${section.status === 'blocked' ? ' in its BLOCKED section' : ''}`]
  if (section.status === 'blocked') parts.push(plural(section.findings.length, 'finding'))
  if (section.truncation)
    parts.push(
      `over the limit of ${count(section.truncation.limit)}: kept ${count(section.truncation.head)}+${count(section.truncation.tail)}`,
    )
  else if (section.status === 'truncated') parts.push('cut when its group was truncated as a whole (see Truncations)')
  // File types that say which agent's rules loaded the file (@hermes/interop) and what it imported.
  const agent = section.meta?.['agentName']
  if (typeof agent === 'string') parts.push(`loaded by ${agent}'s rules`)
  const imports = section.meta?.['imports']
  if (Array.isArray(imports) && imports.length > 0) parts.push(`imports: ${imports.join('; ')}`)
  return parts.join(', ')
}

/**
 * The human report of a start-up run (stderr): working directory, git root,
 * winning file type, preset and limit; then every file considered — loaded,
 * blocked (with findings: position, severity, reason, rule, excerpt),
 * truncated (length, limit), skipped (reason) or present but not loaded —
 * then the Soul, the truncations and a summary.
 */
export function printStartupReport(context: ProjectContext, facts: StartupFacts, p: Printer): void {
  const { c } = p
  const from = context.cwd
  const where = (path: string) => visible(chainPath(path, from, context.gitRoot))
  p.line(c.bold('hermes-context · start-up'))
  if (facts.example) p.line(c.dim(visible(facts.example)))
  const rows: [string, string][] = [
    ['working directory', context.cwd],
    ['git root', context.gitRoot ?? 'none (outside a repository: only the working directory is searched, §3)'],
    ['file type', context.fileType ?? 'none: no project context file has text'],
    ['preset', facts.preset],
    ['limit', `${count(facts.limit)} characters per section (${facts.limitSource})`],
    ['HERMES_HOME', facts.hermesHome],
  ]
  for (const [key, value] of rows) p.line(`  ${c.dim(key.padEnd(18))}${visible(value)}`)
  p.line()

  const soulPath = join(facts.hermesHome, 'SOUL.md')
  const skips = context.diagnostics.filter((d) => isSkip(d) && d.path !== soulPath)
  const soulSkips = context.diagnostics.filter((d) => isSkip(d) && d.path === soulPath)
  const notes = context.diagnostics.filter(
    (d) =>
      d.code === 'outside-boundary' ||
      d.code === 'invalid-front-matter' ||
      d.code === 'duplicate' ||
      d.code === 'import-refused',
  )
  // Scoped rules not loaded at start-up, with why ("globs: src/**/*.ts — attaches when a matching file is touched").
  const deferred = context.diagnostics.filter((d) => d.code === 'deferred')
  const skipLine = (skip: Diagnostic, path: string) =>
    `  ${c.yellow('skipped  ')}  ${path}  ${c.dim(`${visible(skip.reason)} (${skip.code})`)}`

  p.line(c.bold('Files'))
  if (context.sections.length + facts.present.length + skips.length + notes.length + deferred.length === 0)
    p.line(`  ${c.dim('no context file found')}`)
  for (const section of context.sections) {
    p.line(`  ${statusWord(section.status, p)}  ${visible(section.label)}  ${c.dim(sectionDetail(section))}`)
    if (section.findings.length > 0) printFindings(section.path, section.label, section.findings, facts, p)
  }
  for (const skip of skips) p.line(skipLine(skip, where(skip.path)))
  for (const file of facts.present) p.line(`  ${c.dim('not loaded')} ${where(file.path)}  ${c.dim(file.reason)}`)
  for (const note of notes) p.line(`  ${c.cyan('note     ')}  ${where(note.path)}  ${c.dim(visible(note.reason))}`)
  for (const rule of deferred) {
    const agent = typeof rule.data?.['agentName'] === 'string' ? `${rule.data['agentName']}: ` : ''
    const why = typeof rule.data?.['why'] === 'string' ? rule.data['why'] : rule.reason
    p.line(`  ${c.cyan('deferred ')}  ${where(rule.path)}  ${c.dim(visible(`${agent}${why}`))}`)
  }
  p.line()

  p.line(c.bold('Soul'))
  const soul = context.soul
  if (soul === null) {
    if (facts.hermesHomeKind === 'not-a-directory')
      p.line(`  ${c.dim(`no SOUL.md: HERMES_HOME ${visible(facts.hermesHome)} is not a directory`)}`)
    else if (soulSkips.length === 0)
      p.line(
        `  ${c.dim(`no SOUL.md in ${visible(facts.hermesHome)}`)}${facts.createSoul ? '' : c.dim(' (hermes-context does not create one; pass --create-soul)')}`,
      )
    for (const skip of soulSkips) p.line(skipLine(skip, visible(skip.path)))
  } else {
    const placement = facts.soulIncluded
      ? 'appended to the Project Context (--soul)'
      : 'returned separately, not in the Project Context (pass --soul to append it)'
    p.line(
      `  ${statusWord(soul.status, p)}  ${visible(soul.path)}  ${c.dim(`${plural([...soul.text].length, 'char')}, ${placement}`)}`,
    )
    if (soul.findings.length > 0) printFindings(soul.path, soul.path, soul.findings, facts, p)
  }
  p.line()

  if (context.truncations.length > 0) {
    p.line(c.bold('Truncations'))
    for (const t of context.truncations)
      p.line(
        `  ${visible(t.name)}: ${count(t.length)} chars > limit ${count(t.limit)}, kept ${count(t.head)}+${count(t.tail)}${t.path && where(t.path) !== t.name && t.path !== context.cwd ? c.dim(`  ${where(t.path)}`) : ''}`,
      )
    p.line()
  }

  const counts = { loaded: 0, blocked: 0, truncated: 0 }
  for (const section of context.sections) counts[section.status]++
  p.line(
    `${plural(context.sections.length, 'section')} (${counts.loaded} loaded, ${counts.blocked} blocked, ${counts.truncated} truncated), ` +
      `${skips.length} skipped, ${facts.present.length} present but not loaded; Project Context: ${plural([...context.text].length, 'character')}.`,
  )
}

/**
 * Diagnostics worth a line in any command's report (everything but scanner blocks and truncations, shown
 * elsewhere): the skip codes, and files skipped because their name would reach the prompt unscanned.
 */
export function isSkip(diagnostic: Diagnostic): boolean {
  const reason = diagnostic.data?.['reason']
  return (
    SKIP_CODES.has(diagnostic.code) ||
    (diagnostic.code === 'blocked' && (reason === 'unsafe-file-name' || reason === 'unsafe-label'))
  )
}
