import { chmodSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isHermesError, nodeFileSystem, type FileType, type HermesPlugin } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { buildProjectContext, createDefaultHost } from '../src/index.js'
import { fsWith, HEADER, syncFileSystem, tempDir, write } from './helpers.js'

type Options = Parameters<typeof buildProjectContext>[0]

function build(cwd: string, options: Partial<Options> = {}) {
  return buildProjectContext({
    cwd,
    hermesHome: join(cwd, '..', 'no-home'),
    createDefaultSoul: false,
    preset: 'hermes',
    ...options,
  })
}

describe('buildProjectContext: option validation', () => {
  it('throws INVALID_OPTION for options of the wrong type', async () => {
    const root = tempDir()
    const bad: Array<Record<string, unknown>> = [
      { hermesHome: '' },
      { hermesHome: 42 },
      { contextLength: '128000' },
      { maxChars: '100' },
      { soul: 'yes' },
      { createDefaultSoul: 1 },
      { preset: 5 },
      { fs: {} },
      { host: {} },
      { readTimeoutMs: NaN },
      { readTimeoutMs: -1 },
      { readTimeoutMs: '5000' },
      { cwd: 42 },
      { cwd: 'a\0b' },
    ]
    for (const options of bad)
      await expect(build(root, options as Partial<Options>), JSON.stringify(options)).rejects.toSatisfy((e) =>
        isHermesError(e, 'INVALID_OPTION'),
      )
    await expect(buildProjectContext(undefined as never)).rejects.toSatisfy((e) => isHermesError(e, 'INVALID_OPTION'))
  })

  it('numeric maxChars follow §7: 0, NaN, negative and < 1 fall back to the context window; a float is truncated', async () => {
    const root = tempDir()
    write(root, { 'p/CLAUDE.md': 'y'.repeat(22_000) })
    for (const maxChars of [0, NaN, -5, 0.5, Infinity]) {
      const result = await build(join(root, 'p'), { maxChars, contextLength: 100_000 })
      expect(result.truncations, String(maxChars)).toEqual([])
    }
    expect((await build(join(root, 'p'), { maxChars: 100.9 })).truncations.map((t) => t.limit)).toEqual([100])
    expect(
      (await build(join(root, 'p'), { maxChars: null as never, contextLength: null as never })).truncations,
    ).toHaveLength(1)
  })

  it('an infinite readTimeoutMs means no timeout (Node would otherwise fire it after 1 ms)', async () => {
    const root = tempDir()
    write(root, { 'p/AGENTS.md': 'Rules.' })
    for (const readTimeoutMs of [Infinity, 2 ** 32]) {
      const result = await build(join(root, 'p'), { readTimeoutMs })
      expect(result.text).toBe(`${HEADER}## AGENTS.md\n\nRules.`)
      expect(result.diagnostics).toEqual([])
    }
  })
})

describe('buildProjectContext: a file system that hangs never hangs the build', () => {
  it.each(['realpath', 'stat', 'readdir'] as const)(
    'the working directory: %s never settles → a timeout diagnostic, the Soul still loads',
    async (method) => {
      const root = tempDir()
      write(root, { 'p/AGENTS.md': 'Rules.', 'home/SOUL.md': 'Soul.' })
      const fs = fsWith({ [method]: () => new Promise<never>(() => {}) }, syncFileSystem)
      const result = await build(join(root, 'p'), { fs, readTimeoutMs: 250 })
      expect(result.sections).toEqual([])
      expect(result.diagnostics[0]).toMatchObject({ code: 'timeout', path: join(root, 'p') })
      // with a working stat/readdir the Soul loads; when every stat hangs it times out too
      if (method === 'readdir') {
        const soul = await build(join(root, 'p'), { fs, readTimeoutMs: 250, hermesHome: join(root, 'home') })
        expect(soul.soul?.text).toBe('Soul.')
      }
    },
  )

  it('a .git that cannot be examined in time counts as absent; the files still load', async () => {
    const root = tempDir()
    write(root, { 'r/.git/': '', 'r/AGENTS.md': 'Root.', 'r/a/AGENTS.md': 'A.' })
    const fs = fsWith(
      { stat: (path) => (path.endsWith('/.git') ? new Promise<never>(() => {}) : syncFileSystem.stat(path)) },
      syncFileSystem,
    )
    const result = await build(join(root, 'r/a'), { fs, readTimeoutMs: 150 })
    expect(result.gitRoot).toBeNull()
    expect(result.text).toBe(`${HEADER}## AGENTS.md\n\nA.`)
  })
})

describe('buildProjectContext: broken file-type plugins', () => {
  const broken = (id: string, discover: FileType['discover']): HermesPlugin => ({
    name: `@acme/${id}`,
    fileTypes: [{ id, role: 'project', priority: 50, names: [], discover }],
  })

  it('a discover() that throws, rejects with a non-Error or returns garbage is a diagnostic; the next type loads', async () => {
    const root = tempDir()
    write(root, { 'p/AGENTS.md': 'Agents.' })
    const host = createDefaultHost({
      plugins: [
        broken('throws', () => {
          throw new Error('boom')
        }),
        broken('rejects', () => Promise.reject(Object.create(null) as Error)),
        broken('garbage', async () => ({ files: [{ label: 1 }] }) as never),
        broken('nothing', async () => undefined as never),
      ],
    })
    const result = await build(join(root, 'p'), { host })
    expect(result.text).toBe(`${HEADER}## AGENTS.md\n\nAgents.`)
    expect(result.fileType).toBe('agents')
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.data?.['fileType'], d.data?.['plugin']])).toEqual([
      ['plugin-error', 'error', 'throws', '@acme/throws'],
      ['plugin-error', 'error', 'rejects', '@acme/rejects'],
      ['plugin-error', 'error', 'garbage', '@acme/garbage'],
      ['plugin-error', 'error', 'nothing', '@acme/nothing'],
    ])
    expect(result.diagnostics[0]?.reason).toContain('boom')
  })

  it('a broken identity type is a diagnostic too; the project context still loads', async () => {
    const root = tempDir()
    write(root, { 'p/AGENTS.md': 'Agents.' })
    const host = createDefaultHost({
      plugins: [
        {
          name: '@acme/persona',
          fileTypes: [
            {
              id: 'persona',
              role: 'identity',
              priority: 0,
              names: [],
              discover: () => Promise.reject(new TypeError('nope')),
            },
          ],
        },
      ],
    })
    const result = await build(join(root, 'p'), { host, soul: true })
    expect(result.text).toBe(`${HEADER}## AGENTS.md\n\nAgents.`)
    expect(result.diagnostics).toMatchObject([
      { code: 'plugin-error', data: { fileType: 'persona', fault: 'rejected' } },
    ])
  })
})

describe('buildProjectContext: odd working directories', () => {
  it('resolves `link/..` physically; a relative cwd, a trailing slash and `/` work', async () => {
    const root = tempDir()
    write(root, {
      'r/.git/': '',
      'r/AGENTS.md': 'Root.',
      'r/deep/dir/': '',
      'x/': '',
      'x/link': { link: '../r/deep/dir' },
    })
    const physical = await build(`${join(root, 'x/link')}/..`, { hermesHome: join(root, 'h') })
    expect(physical.cwd).toBe(join(root, 'r/deep'))
    expect(physical.text).toBe(`${HEADER}## ../AGENTS.md\n\nRoot.`)
    const rel = await build(relative(process.cwd(), join(root, 'r')) + '/', { hermesHome: join(root, 'h') })
    expect(rel.cwd).toBe(join(root, 'r'))
    expect(rel.text).toBe(`${HEADER}## AGENTS.md\n\nRoot.`)
    const top = await build('/', { hermesHome: join(root, 'h') })
    expect(top.cwd).toBe('/')
  })

  it('non-ASCII, spaces and a newline in directory names stay out of the labels', async () => {
    const root = tempDir()
    const odd = 'dïr with space\nand newline'
    write(root, { 'r/.git/': '', 'r/AGENTS.md': 'Root.', [`r/${odd}/AGENTS.md`]: 'Odd.' })
    const result = await build(join(root, 'r', odd))
    expect(result.text).toBe(`${HEADER}## ../AGENTS.md\n\nRoot.\n\n## AGENTS.md\n\nOdd.`)
  })
})

describe('buildProjectContext: secrets, HERMES_HOME, concurrency', () => {
  it('never reads a .env linked as CLAUDE.md (proved through a recording file system)', async () => {
    const root = tempDir()
    write(root, { 'p/.env': 'TOKEN=1', 'p/CLAUDE.md': { link: '.env' }, 'p/claude.md': 'Fine.' })
    const reads: string[] = []
    const fs = fsWith({
      readFile: (path, options) => {
        reads.push(path)
        return nodeFileSystem.readFile(path, options)
      },
    })
    const result = await build(join(root, 'p'), { fs })
    expect(result.text).toBe(`${HEADER}## claude.md\n\nFine.`)
    expect(reads).toEqual([join(root, 'p/claude.md')])
    expect(result.diagnostics).toMatchObject([{ code: 'secrets-file', path: join(root, 'p/CLAUDE.md') }])
  })

  it('HERMES_HOME that is a file, SOUL.md that is a directory, or an unwritable home: diagnostics, the project loads', async () => {
    const root = tempDir()
    write(root, { 'p/AGENTS.md': 'Rules.', 'home-file': 'x', 'dir-home/SOUL.md/': '', 'ro-home/': '' })
    chmodSync(join(root, 'ro-home'), 0o500)
    // root ignores file modes: the unwritable home only means something for other users
    const homes = process.getuid?.() === 0 ? ['home-file', 'dir-home'] : ['home-file', 'dir-home', 'ro-home']
    try {
      for (const home of homes) {
        const result = await build(join(root, 'p'), {
          hermesHome: join(root, home),
          createDefaultSoul: true,
          soul: true,
        })
        expect(result.text, home).toBe(`${HEADER}## AGENTS.md\n\nRules.`)
        expect(result.soul, home).toBeNull()
      }
    } finally {
      chmodSync(join(root, 'ro-home'), 0o700)
    }
  })

  it('many builds in parallel give the same result', async () => {
    const root = tempDir()
    write(root, { 'r/.git/': '', 'r/AGENTS.md': 'Root.', 'r/a/AGENTS.md': 'A.' })
    mkdirSync(join(root, 'home'))
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        build(join(root, 'r/a'), { hermesHome: join(root, 'home'), createDefaultSoul: true, soul: true }),
      ),
    )
    const texts = new Set(results.map((r) => r.text))
    expect(texts.size).toBe(1)
    expect([...texts][0]).toContain('## ../AGENTS.md\n\nRoot.\n\n## AGENTS.md\n\nA.\nYou are Hermes')
  })
})
