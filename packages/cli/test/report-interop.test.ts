import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildProjectContext, createDefaultHost } from '@hermes/assemble'
import { interop } from '@hermes/interop'
import { printer } from '../src/io.js'
import { printStartupReport } from '../src/report/startup-report.js'
import { collectTargets } from '../src/scan/collect-files.js'
import { printReplay } from '../src/report/hints-report.js'
import { createHintTracker, hintsPlugin } from '@hermes/hints'
import { tempDir, writeTree } from './helpers.js'

describe('start-up report with @hermes/interop', () => {
  it('shows which agent loaded each file, its imports, and why scoped rules are deferred', async () => {
    const root = await tempDir()
    await writeTree(root, {
      '.git/HEAD': 'ref: refs/heads/main\n',
      'CLAUDE.md': 'Claude. @docs/a.md',
      'docs/a.md': 'A.',
      '.cursor/rules/ts.mdc': '---\nglobs: src/**/*.ts\n---\nTS rule.',
    })
    const host = createDefaultHost({ plugins: [interop({ mode: 'all' })] })
    const context = await buildProjectContext({
      cwd: root,
      host,
      preset: 'hermes',
      hermesHome: join(root, 'home'),
      createDefaultSoul: false,
    })
    let out = ''
    const p = printer({ write: (text: string) => void (out += text), isTTY: false } as never, {})
    printStartupReport(
      context,
      {
        preset: 'hermes',
        limit: 20_000,
        limitSource: 'default',
        hermesHome: join(root, 'home'),
        soulIncluded: false,
        createSoul: false,
        present: [],
        origins: new Map(),
      },
      p,
    )
    expect(out).toContain(
      "Claude Code: CLAUDE.md  37 chars, loaded by Claude Code's rules, imports: CLAUDE.md → docs/a.md\n",
    )
    expect(out).toContain(
      'deferred   .cursor/rules/ts.mdc  Cursor: globs: src/**/*.ts — attaches when a matching file is touched\n',
    )
  })

  it("scan collects every enabled agent's files (nested rule folders too)", async () => {
    const root = await tempDir()
    const files = {
      'AGENTS.md': 'a',
      'CLAUDE.md': 'c',
      'GEMINI.md': 'g',
      '.github/copilot-instructions.md': 'p',
      '.github/instructions/ts.instructions.md': 'p',
      '.cursor/rules/a.mdc': 'r',
      '.cursor/rules/ui/b.mdc': 'r',
      '.clinerules/01.md': 'l',
      '.windsurf/rules/w.md': 'w',
      '.continue/rules/c.md': 'n',
      'README.md': 'not a context file',
    }
    await writeTree(root, files)
    const host = createDefaultHost({ plugins: [interop({ mode: 'all' })] })
    const { targets } = await collectTargets(['.'], host, { cwd: root } as never)
    expect(targets.map((t) => [t.path.slice(root.length + 1), t.fileType?.id])).toEqual(
      Object.keys(files)
        .filter((f) => f !== 'README.md')
        .sort()
        .map((f) => [f, 'interop']),
    )
  })

  it('hints replay lists the rules a call attached', async () => {
    const root = await tempDir()
    await writeTree(root, {
      '.git/HEAD': 'ref\n',
      '.cursor/rules/ts.mdc': '---\nglobs: "*.ts"\n---\nTS rule.',
      'src/a.ts': '',
    })
    const host = createDefaultHost({ plugins: [hintsPlugin, interop({ agents: ['cursor'] })] })
    const startup = await buildProjectContext({
      cwd: root,
      host,
      hermesHome: join(root, 'home'),
      createDefaultSoul: false,
    })
    const tracker = createHintTracker({ workingDir: root, host, startup })
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'src/a.ts' })
    let out = ''
    const p = printer({ write: (text: string) => void (out += text), isTTY: false } as never, {})
    printReplay(
      [{ call: { tool: 'read_file', args: { path: 'src/a.ts' }, line: 1 } as never, report, origins: new Map() }],
      root,
      p,
    )
    expect(out).toContain('   attached Rule attached: .cursor/rules/ts.mdc (Cursor, globs: *.ts) (touched src/a.ts)\n')
    expect(out).toContain('│ TS rule.\n')
  })
})
