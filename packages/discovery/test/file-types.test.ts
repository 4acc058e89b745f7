import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  agentsFileType,
  builtinFileTypes,
  claudeFileType,
  cursorFileType,
  hermesFileType,
  soulFileType,
} from '../src/index.js'
import { context, fsWith, tempDir, write } from './helpers.js'

describe('builtinFileTypes (§1, §9)', () => {
  it('registers the five types with their priorities, roles and hint names', () => {
    expect(builtinFileTypes.fileTypes?.map((t) => [t.id, t.role, t.priority])).toEqual([
      ['hermes', 'project', 100],
      ['agents', 'project', 200],
      ['claude', 'project', 300],
      ['cursor', 'project', 400],
      ['soul', 'identity', 0],
    ])
    expect(agentsFileType.hintNames).toEqual(['AGENTS.override.md', 'AGENTS.md', 'agents.md'])
    expect(claudeFileType.hintNames).toEqual(['CLAUDE.md', 'claude.md'])
    expect(cursorFileType.hintNames).toEqual(['.cursorrules'])
    expect(hermesFileType.hintNames).toBeUndefined()
  })
})

describe('Hermes type (§2, §2.1)', () => {
  it('finds the nearest file up to the git root, labels it with the bare name and strips front matter', async () => {
    const root = tempDir()
    write(root, { 'mono/.git/': '', 'mono/HERMES.md': '---\nx: 1\n---\r\n\r\nMono rules.\r\n', 'mono/a/b/': '' })
    const { ctx } = context(join(root, 'mono/a/b'), join(root, 'mono'))
    const found = await hermesFileType.discover(ctx)
    expect(found.files).toEqual([
      {
        label: 'HERMES.md',
        path: join(root, 'mono/HERMES.md'),
        realPath: join(root, 'mono/HERMES.md'),
        text: 'Mono rules.',
        readText: '---\nx: 1\n---\n\nMono rules.',
        truncateName: '.hermes.md',
      },
    ])
  })

  it('never looks above the working directory outside a repository', async () => {
    const root = tempDir()
    write(root, { '.hermes.md': 'planted', 'work/': '' })
    const { ctx } = context(join(root, 'work'), null)
    expect((await hermesFileType.discover(ctx)).files).toEqual([])
  })

  it('ends the search at an empty or unreadable regular file, not at a directory or dangling link', async () => {
    const root = tempDir()
    write(root, {
      'r/.git/': '',
      'r/.hermes.md': 'Root rules.',
      'r/a/.hermes.md/': '',
      'r/a/HERMES.md': { link: 'missing.md' },
      'r/a/b/.hermes.md': Uint8Array.from([0xff, 0xfe]),
      'r/c/HERMES.md': '',
    })
    const reach = async (cwd: string) =>
      (await hermesFileType.discover(context(join(root, cwd), join(root, 'r')).ctx)).files
    expect((await reach('r/a')).map((f) => f.text)).toEqual(['Root rules.'])
    expect(await reach('r/a/b')).toEqual([])
    expect(await reach('r/c')).toEqual([])
  })
})

describe('Agents type (§3)', () => {
  it('loads the chain root → cwd, one file per directory, with relative labels and de-duplication', async () => {
    const root = tempDir()
    write(root, {
      'p/.git/': '',
      'p/AGENTS.override.md': 'Override.',
      'p/AGENTS.md': 'Root.',
      'p/a/AGENTS.override.md': ' \n',
      'p/a/AGENTS.md': '\uFEFFOverride.\r\n',
      'p/a/b/agents.md': 'Deep.',
    })
    const { ctx } = context(join(root, 'p/a/b'), join(root, 'p'))
    const found = await agentsFileType.discover(ctx)
    expect(found.files.map((f) => [f.label, f.text, f.truncateName])).toEqual([
      ['../../AGENTS.override.md', 'Override.', '../../AGENTS.override.md'],
      ['agents.md', 'Deep.', 'agents.md'],
    ])
    expect(found.group).toEqual({ name: 'AGENTS.md (directory chain)', minFiles: 2 })
    expect(found.separator).toBe('\n\n')
  })

  it('falls through a directory, FIFO-like entry or invalid file to the next name, reporting each', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.override.md/': '', 'AGENTS.md': Uint8Array.from([0x63, 0xe9]), 'agents.md': 'Lower.' })
    const { ctx, diagnostics } = context(root, null)
    expect((await agentsFileType.discover(ctx)).files.map((f) => f.label)).toEqual(['agents.md'])
    expect(diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['not-regular-file', join(root, 'AGENTS.override.md')],
      ['invalid-utf8', join(root, 'AGENTS.md')],
    ])
  })
})

describe('Claude type (§2)', () => {
  it('takes the first non-empty name, labelled as probed, truncated as CLAUDE.md', async () => {
    const root = tempDir()
    write(root, { 'CLAUDE.md': '\n\n', 'claude.md': 'Lower claude.' })
    const found = await claudeFileType.discover(context(root, null).ctx)
    expect(found.files.map((f) => [f.label, f.text, f.truncateName])).toEqual([
      ['claude.md', 'Lower claude.', 'CLAUDE.md'],
    ])
  })
})

describe('Cursor type (§2)', () => {
  it('loads .cursorrules then .mdc rules in code-point order, verbatim, with one group truncation', async () => {
    const root = tempDir()
    write(root, {
      '.cursorrules': 'Root.',
      '.cursor/rules/b.mdc': 'b',
      '.cursor/rules/A.mdc': '---\nglobs: *.ts\n---\nA',
      '.cursor/rules/\u{1F600}.mdc': 'emoji',
      '.cursor/rules/\uFF21.mdc': 'fullwidth A',
      '.cursor/rules/.dot.mdc': 'dot',
      '.cursor/rules/x.MDC': 'no',
      '.cursor/rules/dir.mdc/inner.mdc': 'no',
      '.cursor/rules/empty.mdc': '  ',
    })
    const { ctx, diagnostics } = context(root, null)
    const found = await cursorFileType.discover(ctx)
    expect(found.files.map((f) => [f.label, f.text])).toEqual([
      ['.cursorrules', 'Root.'],
      ['.cursor/rules/.dot.mdc', 'dot'],
      ['.cursor/rules/A.mdc', '---\nglobs: *.ts\n---\nA'],
      ['.cursor/rules/b.mdc', 'b'],
      // U+FF21 sorts before U+1F600 by code point (UTF-16 order would put the emoji first).
      ['.cursor/rules/\uFF21.mdc', 'fullwidth A'],
      ['.cursor/rules/\u{1F600}.mdc', 'emoji'],
    ])
    expect(found.files.every((f) => f.truncateName === null)).toBe(true)
    expect(found).toMatchObject({ sectionSuffix: '\n\n', separator: '', group: { name: '.cursorrules', minFiles: 1 } })
    expect(diagnostics.filter((d) => d.code === 'invalid-front-matter')).toMatchObject([
      { severity: 'warning', path: join(root, '.cursor/rules/A.mdc'), line: 2, column: 8 },
    ])
  })

  it('reports an unreadable rules directory and still loads .cursorrules', async () => {
    const root = tempDir()
    write(root, { '.cursorrules': 'Root.', '.cursor/rules/a.mdc': 'a' })
    const fs = fsWith({
      readdir: async () => {
        throw Object.assign(new Error('denied'), { code: 'EACCES' })
      },
    })
    const { ctx, diagnostics } = context(root, null, { fs })
    expect((await cursorFileType.discover(ctx)).files.map((f) => f.label)).toEqual(['.cursorrules'])
    expect(diagnostics).toMatchObject([{ code: 'unreadable', path: join(root, '.cursor/rules') }])
  })
})

describe('Soul type (§1, §8)', () => {
  it('reads only HERMES_HOME/SOUL.md, without an outside-boundary report', async () => {
    const root = tempDir()
    write(root, { 'proj/SOUL.md': 'Local.', 'home/SOUL.md': 'Global soul.\n' })
    const { ctx, diagnostics } = context(join(root, 'proj'), null, { hermesHome: join(root, 'home') })
    expect((await soulFileType.discover(ctx)).files.map((f) => [f.label, f.text, f.truncateName])).toEqual([
      ['SOUL.md', 'Global soul.', 'SOUL.md'],
    ])
    expect(diagnostics).toEqual([])
  })
})
