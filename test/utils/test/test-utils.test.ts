import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nodeFileSystem } from '@hermes/core'
import { afterAll, describe, expect, it } from 'vitest'
import { fsWith, makeTree, never, syncFileSystem, tempDir, write, writeCaseTree } from '../src/index.js'

let previous: string | undefined

describe('tempDir and write', () => {
  it('writes text, bytes, directories and links under a fresh real directory', () => {
    const root = tempDir()
    previous = root
    write(root, { 'a/b.md': 'text', 'c.bin': new Uint8Array([0, 255]), 'd/': '', 'a/link': { link: '../c.bin' } })
    expect(readFileSync(join(root, 'a/b.md'), 'utf8')).toBe('text')
    expect([...readFileSync(join(root, 'c.bin'))]).toEqual([0, 255])
    expect(existsSync(join(root, 'd'))).toBe(true)
    expect(readlinkSync(join(root, 'a/link'))).toBe('../c.bin')
  })

  it('removes the directory after the test that made it', () => {
    expect(previous && existsSync(previous)).toBe(false)
  })

  it('writeCaseTree writes every part of a case tree (FORMAT.md)', () => {
    const root = tempDir()
    writeCaseTree(root, {
      files: { 'r/AGENTS.md': 'A' },
      bytes: { 'r/b.bin': Buffer.from([1, 2]).toString('base64') },
      dirs: ['r/empty'],
      git: ['r'],
      gitFiles: ['r/wt'],
      symlinks: { 'r/x/AGENTS.md': '../AGENTS.md' },
    })
    expect(readFileSync(join(root, 'r/x/AGENTS.md'), 'utf8')).toBe('A')
    expect([...readFileSync(join(root, 'r/b.bin'))]).toEqual([1, 2])
    expect(existsSync(join(root, 'r/empty'))).toBe(true)
    expect(existsSync(join(root, 'r/.git'))).toBe(true)
    expect(readFileSync(join(root, 'r/wt/.git'), 'utf8')).toBe('gitdir: ../x\n')
  })

  it('makeTree writes files, links and empty directories', () => {
    const tree = makeTree({ 'x/AGENTS.md': 'X' }, { 'y/AGENTS.md': '../x/AGENTS.md' }, ['z'])
    expect(readFileSync(tree.path('y/AGENTS.md'), 'utf8')).toBe('X')
    expect(existsSync(tree.path('z'))).toBe(true)
    tree.cleanup()
    expect(existsSync(tree.root)).toBe(false)
  })
})

describe('syncFileSystem behaves as nodeFileSystem', () => {
  // Not tempDir(): made once for every test of this block.
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-test-utils-')))
  write(root, { 'f.md': 'hello world', 'dir/': '', link: { link: 'f.md' }, dangling: { link: 'nowhere' } })
  execFileSync('mkfifo', [join(root, 'fifo')])
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it.each(['f.md', 'dir', 'link', 'fifo', 'dangling', 'absent'])(
    'lstat, stat, realpath, readFile of %s',
    async (name) => {
      const path = join(root, name)
      const settle = (p: Promise<unknown>) =>
        p.then(
          (value) => ({ value: value instanceof Uint8Array ? Buffer.from(value).toString() : value }),
          (error: NodeJS.ErrnoException) => ({ code: error.code }),
        )
      for (const method of ['lstat', 'stat', 'realpath', 'readdir'] as const)
        expect(await settle(syncFileSystem[method](path)), method).toEqual(await settle(nodeFileSystem[method](path)))
      if (name === 'f.md')
        expect(await settle(syncFileSystem.readFile(path, { maxBytes: 4 }))).toEqual({ value: 'hello' })
      if (name === 'fifo')
        expect(await settle(syncFileSystem.readFile(path, { maxBytes: 4 }))).toEqual({ code: 'ENOTREG' })
      for (const maxBytes of [0, 4, 100])
        expect(await settle(syncFileSystem.readFile(path, { maxBytes }))).toEqual(
          await settle(nodeFileSystem.readFile(path, { maxBytes })),
        )
    },
  )

  it('fsWith replaces the given methods only', async () => {
    const fs = fsWith({ readdir: never }, syncFileSystem)
    expect(fs.readdir).toBe(never)
    expect(fs.stat).toBe(syncFileSystem.stat)
    expect(fsWith({}).stat).toBe(nodeFileSystem.stat)
  })
})
