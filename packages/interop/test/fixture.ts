import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeCaseTree } from '@hermes/test-utils'

/** A temp directory with files (relative path → text), `.git` dirs and symlinks. */
export function makeTree(
  files: Record<string, string>,
  options: { git?: string[]; symlinks?: Record<string, string>; dirs?: string[] } = {},
): { root: string; cleanup: () => void } {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-interop-')))
  writeCaseTree(base, { ...options, files })
  return { root: base, cleanup: () => rmSync(base, { recursive: true, force: true }) }
}

/** The eight-agent test repository of the issue: nested folders, scoped and unscoped rules, imports with a cycle and one escaping the root. */
export const EIGHT_AGENTS: Record<string, string> = {
  'outside/secret-notes.md': 'Outside the repository: must never load.',
  'repo/AGENTS.md': '# Codex\nRun pnpm test before committing.',
  'repo/pkg/AGENTS.md': '# Codex (pkg)\nThe pkg package has no runtime dependencies.',
  'repo/CLAUDE.md':
    '# Claude\nSee @docs/style.md for style.\nAsk maintainers@example.com, not `@docs/never.md`.\nEscaping: @../outside/secret-notes.md',
  'repo/docs/style.md': 'Style: two spaces. More in @docs-b.md',
  'repo/docs/docs-b.md': 'Style B: imports back @style.md (a cycle).',
  'repo/docs/never.md': 'NEVER IMPORTED',
  'repo/.claude/rules/tests.md': '---\npaths:\n  - "src/**/*.test.ts"\n---\nClaude rule: tests use vitest.',
  'repo/.claude/rules/general.md': 'Claude rule: always on.',
  'repo/web/CLAUDE.md': '# Claude (web)\nThe web folder is a Vite app.',
  'repo/GEMINI.md': '# Gemini\nPrefer small commits.',
  'repo/web/GEMINI.md': '# Gemini (web)\nUse Tailwind.',
  'repo/.github/copilot-instructions.md': '# Copilot\nUse conventional commits.',
  'repo/.github/instructions/ts.instructions.md': '---\napplyTo: "**/*.ts"\n---\nCopilot: TypeScript strict.',
  'repo/.cursor/rules/always.mdc': '---\nalwaysApply: true\n---\nCursor: always on.',
  'repo/.cursor/rules/ts.mdc': '---\nglobs: src/**/*.ts\nalwaysApply: false\n---\nCursor: TS rule.',
  'repo/.cursor/rules/db.mdc': '---\ndescription: Database migration conventions\n---\nCursor: DB rule.',
  'repo/.cursor/rules/manual.mdc': '---\nalwaysApply: false\n---\nCursor: manual rule.',
  'repo/.cursor/rules/frontend/react.mdc': '---\nglobs: "*.tsx"\n---\nCursor: React rule.',
  'repo/web/.cursor/rules/web.mdc': '---\nalwaysApply: true\n---\nCursor: web folder rule.',
  'repo/.clinerules/01-core.md': 'Cline: core rule.',
  'repo/.clinerules/02-docs.md': '---\npaths:\n  - "docs/**"\n---\nCline: docs rule.',
  'repo/.windsurf/rules/always.md': '---\ntrigger: always_on\n---\nWindsurf: always on.',
  'repo/.windsurf/rules/py.md': '---\ntrigger: glob\nglobs: "*.py"\n---\nWindsurf: Python rule.',
  'repo/.windsurf/rules/decide.md':
    '---\ntrigger: model_decision\ndescription: Release process\n---\nWindsurf: release rule.',
  'repo/.continue/rules/01-general.md': '---\nname: General\n---\nContinue: general rule.',
  'repo/.continue/rules/02-sql.md': '---\nname: SQL\nglobs: "**/*.sql"\nalwaysApply: false\n---\nContinue: SQL rule.',
  'repo/src/app.ts': 'export {}',
  'repo/src/app.test.ts': 'export {}',
  'repo/web/App.tsx': 'export {}',
  'repo/tools/build.py': 'print()',
  'repo/db/schema.sql': 'select 1',
}
