import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildProjectContext } from '@hermes/assemble'
import { createHost } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { createHintTracker, hintsPlugin } from '@hermes/hints'
import { hermesPlugin, recommendedPlugin } from '@hermes/scanner'
import { interop } from '../src/index.js'
import { EIGHT_AGENTS, makeTree } from './fixture.js'

const tree = makeTree(EIGHT_AGENTS, { git: ['repo'] })
afterAll(() => tree.cleanup())
const cwd = join(tree.root, 'repo')
const HEADER = '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n'

async function start(mode: 'first' | 'all') {
  const host = createHost({
    plugins: [builtinFileTypes, hermesPlugin, recommendedPlugin, hintsPlugin, interop({ mode })],
  })
  const context = await buildProjectContext({
    cwd,
    host,
    preset: 'hermes',
    hermesHome: join(tree.root, 'home'),
    createDefaultSoul: false,
  })
  return { host, context }
}

const CALLS = [
  'README.md',
  'src/app.ts',
  'src/app.test.ts',
  'web/App.tsx',
  'tools/build.py',
  'db/schema.sql',
  'docs/x.md',
  'pkg/index.ts',
]

async function replay(mode: 'first' | 'all') {
  const { host, context } = await start(mode)
  const tracker = createHintTracker({ workingDir: cwd, host, startup: context, preset: 'hermes' })
  const out: (string | null)[] = []
  for (const path of CALLS) out.push((await tracker.checkToolCall('read_file', { path })) ?? null)
  return out
}

describe('a repository with files for all eight agents', () => {
  it('mode first: the §2 priority extended — Codex (AGENTS.md) wins and nothing else loads', async () => {
    const { host, context } = await start('first')
    expect(host.fileTypes.map((type) => type.id)).toEqual([
      'hermes',
      'interop-codex',
      'interop-claude',
      'interop-cursor',
      'interop-gemini',
      'interop-copilot',
      'interop-cline',
      'interop-windsurf',
      'interop-continue',
      'soul',
    ])
    expect(context.fileType).toBe('interop-codex')
    expect(context.text).toBe(`${HEADER}## AGENTS.md\n\n# Codex\nRun pnpm test before committing.`)
    expect(context.sections[0]?.meta).toEqual({ agent: 'codex', agentName: 'Codex', activation: 'always' })
  })

  it('mode all: every agent labelled with agent and path; imports inlined, the cycle and the escape refused', async () => {
    const { context } = await start('all')
    expect(context.fileType).toBe('interop')
    expect(context.sections.map((section) => section.label)).toEqual([
      'Codex: AGENTS.md',
      'Claude Code: CLAUDE.md',
      'Claude Code: .claude/rules/general.md',
      'Cursor: .cursor/rules/always.mdc',
      'Cursor: Cursor rules on request',
      'Gemini CLI: GEMINI.md',
      'GitHub Copilot: .github/copilot-instructions.md',
      'Cline: .clinerules/01-core.md',
      'Windsurf: .windsurf/rules/always.md',
      'Windsurf: Windsurf rules on request',
      'Continue: .continue/rules/01-general.md',
    ])
    const claude = context.sections[1]
    expect(claude?.meta?.['imports']).toEqual([
      'CLAUDE.md → docs/style.md',
      'CLAUDE.md → docs/style.md → docs/docs-b.md',
    ])
    expect(context.text).toContain(
      '## Claude Code: CLAUDE.md\n\n# Claude\nSee Style: two spaces. More in Style B: imports back @style.md (a cycle). for style.\nAsk maintainers@example.com, not `@docs/never.md`.\nEscaping: @../outside/secret-notes.md',
    )
    expect(context.text).not.toContain('Outside the repository')
    expect(context.text).not.toContain('NEVER IMPORTED')
    const refused = context.diagnostics.filter((d) => d.code === 'import-refused').map((d) => d.data?.['reason'])
    expect(refused).toEqual(['cycle', 'outside-root'])
    const deferred = context.diagnostics.filter((d) => d.code === 'deferred').map((d) => d.data?.['label'])
    expect(deferred).toEqual([
      '.claude/rules/tests.md',
      '.cursor/rules/db.mdc',
      '.cursor/rules/frontend/react.mdc',
      '.cursor/rules/manual.mdc',
      '.cursor/rules/ts.mdc',
      '.github/instructions/ts.instructions.md',
      '.clinerules/02-docs.md',
      '.windsurf/rules/decide.md',
      '.windsurf/rules/py.md',
      '.continue/rules/02-sql.md',
    ])
  })

  it('hint replay, mode all: glob-scoped rules attach exactly when a matching file is touched', async () => {
    expect(await replay('all')).toEqual([
      null,
      '\n\n[Rule attached: .cursor/rules/ts.mdc (Cursor, globs: src/**/*.ts)]\nCursor: TS rule.\n\n[Rule attached: .github/instructions/ts.instructions.md (GitHub Copilot, applyTo: **/*.ts)]\nCopilot: TypeScript strict.',
      '\n\n[Rule attached: .claude/rules/tests.md (Claude Code, paths: src/**/*.test.ts)]\nClaude rule: tests use vitest.',
      '\n\n[Subdirectory context discovered: web/CLAUDE.md]\n# Claude (web)\nThe web folder is a Vite app.\n\n[Rule attached: .cursor/rules/frontend/react.mdc (Cursor, globs: *.tsx)]\nCursor: React rule.\n\n[Subdirectory context discovered: web/GEMINI.md]\n# Gemini (web)\nUse Tailwind.\n\n[Rule attached: web/.cursor/rules/web.mdc (Cursor, applies below web/)]\nCursor: web folder rule.',
      '\n\n[Rule attached: .windsurf/rules/py.md (Windsurf, globs: *.py)]\nWindsurf: Python rule.',
      '\n\n[Rule attached: .continue/rules/02-sql.md (Continue, globs: **/*.sql)]\nContinue: SQL rule.',
      '\n\n[Rule attached: .clinerules/02-docs.md (Cline, paths: docs/**)]\nCline: docs rule.',
      '\n\n[Subdirectory context discovered: pkg/AGENTS.md]\n# Codex (pkg)\nThe pkg package has no runtime dependencies.',
    ])
  })

  it('hint replay, mode first: only the winner (Codex) — no glob rule attaches; nested files as §5 hints', async () => {
    expect(await replay('first')).toEqual([
      null,
      null,
      null,
      '\n\n[Subdirectory context discovered: web/CLAUDE.md]\n# Claude (web)\nThe web folder is a Vite app.',
      null,
      null,
      null,
      '\n\n[Subdirectory context discovered: pkg/AGENTS.md]\n# Codex (pkg)\nThe pkg package has no runtime dependencies.',
    ])
  })

  it('without interop the built-in behaviour is unchanged (AGENTS.md wins, .mdc would load verbatim)', async () => {
    const host = createHost({ plugins: [builtinFileTypes, hermesPlugin] })
    const context = await buildProjectContext({
      cwd,
      host,
      preset: 'hermes',
      hermesHome: join(tree.root, 'home'),
      createDefaultSoul: false,
    })
    expect(context.fileType).toBe('agents')
    expect(host.fileTypes.map((type) => type.id)).toEqual(['hermes', 'agents', 'claude', 'cursor', 'soul'])
  })
})
