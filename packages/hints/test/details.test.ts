import { writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeFileSystem, type FileSystem } from '@hermes/core'
import { createHintTracker, EXCLUDED_SEGMENTS } from '../src/index.js'
import { compareCodePoints } from '../src/code-point-order.js'
import { hasExcludedSegment } from '../src/excluded-segments.js'
import { expandTilde } from '../src/tilde.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

let tree: Tree | undefined
afterEach(() => {
  tree?.cleanup()
  tree = undefined
})

describe('compareCodePoints', () => {
  it('orders by code point, not UTF-16 unit', () => {
    // U+FF5E (one unit, 0xFF5E) < U+1F600 (surrogates 0xD83D 0xDE00): code-point order, unlike the default sort.
    expect(['😀', '～', 'a', 'Z', 'É'].sort(compareCodePoints)).toEqual(['Z', 'a', 'É', '～', '😀'])
    expect(['😀', '～'].sort()).toEqual(['😀', '～'])
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0)
    expect(compareCodePoints('same', 'same')).toBe(0)
  })
})

describe('excluded segments', () => {
  it('lists the 33 names of §5 and matches whole segments only', () => {
    expect(EXCLUDED_SEGMENTS.size).toBe(33)
    expect(hasExcludedSegment('src/node_modules/x')).toBe(true)
    expect(hasExcludedSegment('node_modules.bak/x')).toBe(false)
    expect(hasExcludedSegment('src/.cache')).toBe(true)
    expect(hasExcludedSegment('Build')).toBe(false)
  })
})

describe('expandTilde', () => {
  const homes = new Map([['bob', '/home/bob']])
  it('expands ~, ~/x, ~name and ~name/x, and refuses an unknown name', () => {
    expect(expandTilde('~', '/home/me', homes)).toBe('/home/me')
    expect(expandTilde('~/a/b', '/home/me', homes)).toBe('/home/me/a/b')
    expect(expandTilde('~bob', '/home/me', homes)).toBe('/home/bob')
    expect(expandTilde('~bob/x', '/home/me', homes)).toBe('/home/bob/x')
    expect(expandTilde('~alice/x', '/home/me', homes)).toBeUndefined()
    expect(expandTilde('a/~', '/home/me', homes)).toBe('a/~')
  })
})

describe('tracker details', () => {
  it('marks a directory visited even when it has no file', async () => {
    tree = makeTree({ 'w/a/x.py': '' })
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const first = await t.checkToolCallDetailed('read_file', { path: 'a/x.py' })
    expect(first.directories).toEqual([{ path: tree.path('w/a'), relativePath: 'a', status: 'no-file' }])
    writeFileSync(tree.path('w/a/AGENTS.md'), 'Created later')
    expect(await t.checkToolCall('read_file', { path: 'a/x.py' })).toBeUndefined()
  })

  it('expands ~ with the home directory of the file system and ~user with the user database', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A', 'w/b/AGENTS.md': 'B' })
    const passwd = `${userInfo().username}:x:0:0::${tree.root}:/bin/sh\n`
    const fs: FileSystem = {
      ...nodeFileSystem,
      homedir: () => tree?.root ?? '/',
      readFile: (path, options) =>
        path === '/etc/passwd'
          ? Promise.resolve(new TextEncoder().encode(passwd))
          : nodeFileSystem.readFile(path, options),
    }
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs })
    expect(await t.checkToolCall('read_file', { path: '~/w/a/x' })).toBe(
      '\n\n[Subdirectory context discovered: a/AGENTS.md]\nA',
    )
    expect(await t.checkToolCall('terminal', { command: `cd ~${userInfo().username}/w && cat b/x` })).toBe(
      '\n\n[Subdirectory context discovered: b/AGENTS.md]\nB',
    )
  })

  it('resolves chained cds, a cd on a later line, and workdir as the starting point', async () => {
    tree = makeTree({ 'w/a/b/AGENTS.md': 'AB', 'w/p/q/AGENTS.md': 'PQ', 'w/r/s/AGENTS.md': 'RS' })
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    expect(await t.checkToolCall('terminal', { command: 'cd a && cd b' })).toBe(
      '\n\n[Subdirectory context discovered: a/b/AGENTS.md]\nAB',
    )
    expect(await t.checkToolCall('terminal', { command: 'echo start\ncd q', workdir: 'p' })).toBe(
      '\n\n[Subdirectory context discovered: p/q/AGENTS.md]\nPQ',
    )
    expect(await t.checkToolCall('terminal', { command: 'ls # cd r/s' })).toBeUndefined()
  })

  it('sends a hint once even when two concurrent calls reach it', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A' })
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const outputs = await Promise.all([
      t.checkToolCall('read_file', { path: 'a/x' }),
      t.checkToolCall('read_file', { path: 'a/y' }),
    ])
    expect(outputs.filter((o) => o !== undefined)).toEqual(['\n\n[Subdirectory context discovered: a/AGENTS.md]\nA'])
  })

  it('never throws when the file system fails', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A' })
    const failing = {
      ...nodeFileSystem,
      stat: async (path: string) => {
        if (path.endsWith('/a')) throw Object.assign(new Error('EIO'), { code: 'EIO' })
        return nodeFileSystem.stat(path)
      },
    }
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs: failing })
    const report = await t.checkToolCallDetailed('read_file', { path: 'a/x' })
    expect(report).toMatchObject({ text: undefined, active: true, directories: [] })
  })
})
