import { mkdtempSync, realpathSync, rmdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { isHermesError, type FileType } from '@hermes/core'
import { afterEach, describe, expect, it } from 'vitest'
import { buildProjectContext, createDefaultHost } from '../src/index.js'
import { fsWith, tempDir, write } from './helpers.js'

const savedHome = process.env['HERMES_HOME']
const savedCwd = process.cwd()
afterEach(() => {
  if (savedHome === undefined) delete process.env['HERMES_HOME']
  else process.env['HERMES_HOME'] = savedHome
  process.chdir(savedCwd)
})

describe('issue 8 item 3: only an absolute HERMES_HOME is used', () => {
  it('a relative $HERMES_HOME never makes a repository SOUL.md the identity', async () => {
    const root = tempDir()
    write(root, { 'repo/.git/': '', 'repo/AGENTS.md': 'Rules.\n', 'repo/.hermes/SOUL.md': 'I am the repo now.' })
    process.env['HERMES_HOME'] = relative(process.cwd(), join(root, 'repo/.hermes'))
    const result = await buildProjectContext({ cwd: join(root, 'repo'), preset: 'hermes', soul: true })
    expect(result.soul).toBeNull()
    expect(result.text).not.toContain('I am the repo now.')
    expect(result.diagnostics).toMatchObject([
      { code: 'invalid-home', severity: 'warning', source: '@hermes/assemble' },
    ])
  })

  it('an empty or relative home directory gives no Soul and creates nothing', async () => {
    const root = tempDir()
    write(root, { 'repo/.git/': '', 'repo/AGENTS.md': 'Rules.\n', 'repo/.hermes/SOUL.md': 'I am the repo now.' })
    delete process.env['HERMES_HOME']
    for (const home of [relative(process.cwd(), join(root, 'repo')), '']) {
      const result = await buildProjectContext({
        cwd: join(root, 'repo'),
        preset: 'hermes',
        soul: true,
        fs: fsWith({ homedir: () => home }),
      })
      expect(result.soul).toBeNull()
      expect(result.sections.map((s) => s.label)).toEqual(['AGENTS.md'])
      expect(result.diagnostics.map((d) => d.code)).toEqual(['invalid-home'])
    }
  })

  it('a relative hermesHome option is a configuration error', async () => {
    const root = tempDir()
    write(root, { 'repo/': '' })
    const error = await buildProjectContext({
      cwd: join(root, 'repo'),
      hermesHome: '.hermes',
      createDefaultSoul: false,
    }).catch((e: unknown) => e)
    expect(isHermesError(error, 'INVALID_OPTION')).toBe(true)
  })
})

describe('issue 8 item 7: a deleted current directory', () => {
  it('cwd "." in a deleted directory is a not-found diagnostic, not a rejection', async () => {
    const root = tempDir()
    write(root, { 'h/SOUL.md': 'Soul.' })
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    const result = await buildProjectContext({ cwd: '.', hermesHome: join(root, 'h'), preset: 'hermes', soul: true })
    expect(result.cwd).toBe('.')
    expect(result.sections).toEqual([])
    expect(result.soul?.text).toBe('Soul.')
    expect(result.diagnostics).toMatchObject([{ code: 'not-found', severity: 'error', path: '.' }])
    expect(result.diagnostics[0]?.reason).toContain('current directory cannot be determined')
  })
})

describe('issue 8 item 4: labels go through the invisible-character rules', () => {
  it("a plugin file type's label with variation selectors or a Hangul filler is skipped, the others load", async () => {
    const root = tempDir()
    write(root, { 'p/notes/a.txt': 'A.', 'p/notes/b.txt': 'B.', 'p/notes/c.txt': 'C.' })
    const labels = ['notes/a.txt', 'notes/b\u{E0149}\u{E0157}.txt', 'notes/c\u3164.txt']
    const notes: FileType = {
      id: 'notes',
      role: 'project',
      priority: 50,
      names: ['notes/*.txt'],
      async discover(context) {
        const files = []
        for (const [index, name] of ['a.txt', 'b.txt', 'c.txt'].entries()) {
          const outcome = await context.read(join(context.cwd, 'notes', name))
          if (outcome.ok)
            files.push({
              label: labels[index] ?? '',
              path: outcome.path,
              realPath: outcome.realPath,
              text: outcome.text,
              readText: outcome.text,
              truncateName: null,
            })
        }
        return { files }
      },
    }
    const host = createDefaultHost({ plugins: [{ name: '@acme/notes', fileTypes: [notes] }], defaultPreset: 'hermes' })
    const result = await buildProjectContext({
      cwd: join(root, 'p'),
      host,
      hermesHome: join(root, 'h'),
      createDefaultSoul: false,
    })
    expect(result.sections.map((section) => section.label)).toEqual(['notes/a.txt'])
    expect(result.diagnostics).toMatchObject([
      { code: 'blocked', path: join(root, 'p/notes/b.txt'), data: { reason: 'unsafe-label', character: 'U+E0149' } },
      { code: 'blocked', path: join(root, 'p/notes/c.txt'), data: { reason: 'unsafe-label', character: 'U+3164' } },
    ])
  })
})
