import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, bench, describe } from 'vitest'
import { buildProjectContext, createDefaultHost } from '../src/index.js'

// A small, realistic workspace: a monorepo with a root AGENTS.md, a package
// AGENTS.md and the working directory's own, plus unrelated source files.
const base = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-bench-')))
const rule = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `- ${name} rule ${i + 1}: keep changes small, tested and documented.`).join(
    '\n',
  )
const files: Record<string, string> = {
  'repo/AGENTS.md': `# Monorepo\n\n${rule('root', 120)}\n`,
  'repo/packages/web/AGENTS.md': `# Web\n\n${rule('web', 60)}\n`,
  'repo/packages/web/src/AGENTS.md': `# Src\n\n${rule('src', 20)}\n`,
  'repo/packages/web/src/index.ts': 'export {}\n',
  'repo/CLAUDE.md': 'Claude rules (shadowed).\n',
  'home/SOUL.md': 'You are a calm, careful pair programmer.\n',
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(base, path)), { recursive: true })
  writeFileSync(join(base, path), text)
}
mkdirSync(join(base, 'repo/.git'))
const host = createDefaultHost()
const options = {
  cwd: join(base, 'repo/packages/web/src'),
  host,
  hermesHome: join(base, 'home'),
  soul: true,
  contextLength: 200_000,
  createDefaultSoul: false,
} as const

afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('buildProjectContext', () => {
  bench(
    'three-level Agents chain + SOUL.md, default preset (warm)',
    async () => {
      await buildProjectContext(options)
    },
    { warmupIterations: 20, time: 1500 },
  )
  bench(
    'same workspace, hermes preset (warm)',
    async () => {
      await buildProjectContext({ ...options, preset: 'hermes' })
    },
    { warmupIterations: 20, time: 1500 },
  )
})
