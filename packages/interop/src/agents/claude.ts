import { chainDirectories, label, listFiles, readNonEmpty, type Collector } from '../collect-context.js'
import { splitRule } from '../front-matter.js'
import { globList } from '../globs.js'
import type { Activation, AgentFile } from '../rule-file.js'
import { memoryFiles } from './memory-files.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** Names Claude Code reads in each directory, in order. */
export const CLAUDE_MEMORY_NAMES = ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md'] as const

/**
 * Claude Code: `~/.claude/CLAUDE.md` (with `userLevel`), then `CLAUDE.md`,
 * `.claude/CLAUDE.md`, `CLAUDE.local.md` in each directory from the git root to
 * the working directory, with `@` imports; then `.claude/rules/**\/*.md` of
 * those directories: a rule with `paths` front matter attaches when a matching
 * file is touched (strict globs, relative to the directory holding `.claude`),
 * one without loads at start-up.
 */
export const collectClaude: Collector = async (context) => [
  ...(await memoryFiles(context, 'claude', [join(context.home, '.claude', 'CLAUDE.md')], CLAUDE_MEMORY_NAMES, true)),
  ...(await collectClaudeRules(context)),
]

/** Claude Code's `.claude/rules/**\/*.md` of each directory from the git root to the working directory. */
export const collectClaudeRules: Collector = async (context) => {
  const files: AgentFile[] = []
  for (const directory of chainDirectories(context.discover)) {
    const rulesDir = join(directory, '.claude', 'rules')
    for (const rel of await listFiles(context, rulesDir, (name) => name.endsWith('.md'), true)) {
      const read = await readNonEmpty(context, join(rulesDir, rel))
      if (!read) continue
      const split = splitRule(read.text)
      const globs = globList(split.data['paths'])
      const activation: Activation =
        globs.length > 0 ? { kind: 'glob', globs, dialect: 'strict', field: 'paths' } : { kind: 'always' }
      files.push(ruleFile('claude', read, label(context, read.path), directory, split.body, activation))
    }
  }
  return files
}

/** An {@link AgentFile} for a rule file. */
export function ruleFile(
  agent: AgentFile['agent'],
  read: { path: string; realPath: string; text: string },
  fileLabel: string,
  base: string,
  body: string,
  activation: Activation,
): AgentFile {
  return {
    agent,
    path: read.path,
    realPath: read.realPath,
    label: fileLabel,
    base,
    text: body,
    readText: read.text,
    activation,
  }
}
