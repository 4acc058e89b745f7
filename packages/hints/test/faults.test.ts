import { mkdtempSync, realpathSync, rmdirSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeFileSystem, type FileSystem } from '@hermes/core'
import {
  commandPaths,
  createHintTracker,
  FILE_CONCURRENCY,
  hermesToolsExtractor,
  MAX_PATHS_PER_CALL,
} from '../src/index.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

let tree: Tree | undefined
const savedCwd = process.cwd()
afterEach(() => {
  process.chdir(savedCwd)
  tree?.cleanup()
  tree = undefined
})

const hint = (path: string, text: string) => `[Subdirectory context discovered: ${path}]\n${text}`

describe('issue 8 item 7: a deleted current directory', () => {
  it('workingDir "." in a deleted directory: no throw, hints off with a not-found diagnostic', async () => {
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    const tracker = createHintTracker({ workingDir: '.', host: testHost() })
    expect(tracker.workingDir).toBe('.')
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'a/x.ts' })
    expect(report.active).toBe(false)
    expect(report.text).toBeUndefined()
    expect(report.diagnostics).toMatchObject([{ code: 'not-found', path: '.', source: '@hermes/hints' }])
  })
})

describe('issue 8 item 8: huge tool calls', () => {
  const huge = `cat a/x.ts ${'n/x '.repeat(130_000)}`

  it('a command of 130,000 path words still gives the first path its hint', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A rules' })
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const report = await tracker.checkToolCallDetailed('terminal', { command: huge })
    expect(report.text).toBe(`\n\n${hint('a/AGENTS.md', 'A rules')}`)
    expect(report.paths.length).toBeLessThanOrEqual(MAX_PATHS_PER_CALL)
  })

  it('the built-in extractor applies the per-call cap itself (no array of 130,000 paths)', () => {
    const context = { workingDir: '/w', homeDir: '/home/u', maxPaths: 10 }
    const paths = hermesToolsExtractor.extract('terminal', { command: huge }, context)
    expect(paths).toEqual([{ path: 'a/x.ts' }, ...Array.from({ length: 9 }, () => ({ path: 'n/x' }))])
    expect(commandPaths(huge, undefined, 3)).toEqual([{ path: 'a/x.ts' }, { path: 'n/x' }, { path: 'n/x' }])
  })
})

describe('issue 8 item 4: hint directory names go through the invisible-character rules', () => {
  it('skips directories whose name holds a variation selector, Hangul filler, U+2800, U+034F or NBSP', async () => {
    const names = ['a\u{E0149}\u{E0157}', 'b\uFE0F', 'c\u3164', 'd\u1160', 'e\u2800', 'f\u034F', 'g\u00A0']
    const files: Record<string, string> = { 'w/ok/AGENTS.md': 'OK rules' }
    for (const name of names) files[`w/${name}/AGENTS.md`] = `Rules of ${name}`
    tree = makeTree(files)
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'ok/x.ts' })
    expect(report.text).toBe(`\n\n${hint('ok/AGENTS.md', 'OK rules')}`)
    for (const name of names) {
      const other = await tracker.checkToolCallDetailed('read_file', { path: `${name}/x.ts` })
      expect(other.text).toBeUndefined()
      expect(other.directories).toMatchObject([{ relativePath: name, status: 'excluded' }])
      expect(other.diagnostics).toMatchObject([{ code: 'blocked', data: { reason: 'unsafe-path' } }])
    }
  })
})

describe('issue 8 item 10: hints under a low file-descriptor limit', () => {
  const emfile = () => Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' })

  /** nodeFileSystem whose readFile fails with EMFILE while more than `limit` reads are in flight (a low `ulimit -n`). */
  function lowFdLimit(limit: number): { fs: FileSystem; maxInFlight: () => number } {
    let inFlight = 0
    let max = 0
    const fs: FileSystem = {
      ...nodeFileSystem,
      async readFile(path, options) {
        inFlight++
        max = Math.max(max, inFlight)
        try {
          if (inFlight > limit) throw emfile()
          return await nodeFileSystem.readFile(path, options)
        } finally {
          inFlight--
        }
      },
    }
    return { fs, maxInFlight: () => max }
  }

  it('a call touching 300 directories reads at most FILE_CONCURRENCY at once and loses no hint', async () => {
    const files: Record<string, string> = {}
    for (let i = 0; i < 300; i++) files[`w/d${i}/AGENTS.md`] = `Rules ${i}`
    tree = makeTree(files)
    const { fs, maxInFlight } = lowFdLimit(64)
    // The call's deadline far beyond any machine's load (the 5 s default cut this call short at load 25): the test is
    // about concurrency and completeness, not time.
    const tracker = createHintTracker({
      workingDir: tree.path('w'),
      host: testHost(),
      fs,
      deadlineMs: 600_000,
      readTimeoutMs: 600_000,
    })
    const command = `cat ${Array.from({ length: 300 }, (_, i) => `d${i}/x.ts`).join(' ')}`
    const report = await tracker.checkToolCallDetailed('terminal', { command })
    expect(report.directories.filter((d) => d.status === 'loaded')).toHaveLength(300)
    expect(report.diagnostics).toEqual([])
    expect(maxInFlight()).toBeLessThanOrEqual(FILE_CONCURRENCY)
  })

  it('a transient error (EMFILE, ENFILE, EAGAIN, timeout) never marks the directory visited: the next call retries', async () => {
    for (const code of ['EMFILE', 'ENFILE', 'EAGAIN', 'ETIMEDOUT']) {
      tree = makeTree({ 'w/a/AGENTS.override.md': 'Override', 'w/a/AGENTS.md': 'A rules' })
      let failures = 1
      const fs: FileSystem = {
        ...nodeFileSystem,
        async readFile(path, options) {
          if (path.endsWith('/a/AGENTS.override.md') && failures-- > 0)
            throw Object.assign(new Error(`${code}: transient`), { code })
          return nodeFileSystem.readFile(path, options)
        },
      }
      const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs })
      const first = await tracker.checkToolCallDetailed('read_file', { path: 'a/x.ts' })
      expect(first.text).toBeUndefined()
      expect(first.directories).toMatchObject([{ relativePath: 'a', status: 'retry' }])
      expect(first.diagnostics).toHaveLength(1)
      const second = await tracker.checkToolCallDetailed('read_file', { path: 'a/y.ts' })
      expect(second.text).toBe(`\n\n${hint('a/AGENTS.override.md', 'Override')}`)
      tree.cleanup()
      tree = undefined
    }
  })
})

describe('issue 8 item 16: ~name comes from the user database, never from $HOME', () => {
  it('~<current user> is the passwd home even when HOME points elsewhere; bare ~ is HOME', async () => {
    tree = makeTree({ 'w/db-home/AGENTS.md': 'From the user database', 'w/env-home/AGENTS.md': 'From HOME' })
    const me = userInfo().username
    // As root (uid 0) this is the reported case: `~root` must not become $HOME.
    const passwd = `${me}:x:0:0::${tree.path('w/db-home')}:/bin/sh\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n`
    const fs: FileSystem = {
      ...nodeFileSystem,
      homedir: () => tree?.path('w/env-home') ?? '/',
      readFile: (path, options) =>
        path === '/etc/passwd'
          ? Promise.resolve(new TextEncoder().encode(passwd))
          : nodeFileSystem.readFile(path, options),
    }
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs })
    expect(await tracker.checkToolCall('read_file', { path: `~${me}/x.ts` })).toBe(
      `\n\n${hint('db-home/AGENTS.md', 'From the user database')}`,
    )
    expect(await tracker.checkToolCall('read_file', { path: '~/x.ts' })).toBe(
      `\n\n${hint('env-home/AGENTS.md', 'From HOME')}`,
    )
  })
})

describe('issue 11: the user database is read on the first ~name, once per tracker', () => {
  it('calls without ~name never read /etc/passwd; ~name reads it once and a later ~name reuses it', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'Rules of a', 'w/db-home/AGENTS.md': 'From the user database' })
    const passwd = `someone:x:1000:1000::${tree.path('w/db-home')}:/bin/sh\n`
    let reads = 0
    const fs: FileSystem = {
      ...nodeFileSystem,
      readFile: (path, options) => {
        if (path !== '/etc/passwd') return nodeFileSystem.readFile(path, options)
        reads++
        return Promise.resolve(new TextEncoder().encode(passwd))
      },
    }
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs })
    expect(await tracker.checkToolCall('read_file', { path: 'a/x.ts' })).toBe(
      `\n\n${hint('a/AGENTS.md', 'Rules of a')}`,
    )
    expect(await tracker.checkToolCall('read_file', { path: '~/x.ts' })).toBeUndefined()
    expect(reads).toBe(0)
    // A ~name in a command's `cd` base, and the path after it: both expanded from the database read now.
    expect(await tracker.checkToolCall('terminal', { command: 'cd ~someone && cat x.ts' })).toBe(
      `\n\n${hint('db-home/AGENTS.md', 'From the user database')}`,
    )
    expect(reads).toBe(1)
    expect(await tracker.checkToolCall('read_file', { path: '~someone/y.ts' })).toBeUndefined()
    expect(await tracker.checkToolCall('read_file', { path: '~nobody-xyz/y.ts' })).toBeUndefined()
    expect(reads).toBe(1)
  })

  it('an extractor runs once for a call whose path names a user', async () => {
    tree = makeTree({ 'w/db-home/AGENTS.md': 'From the user database' })
    const passwd = `someone:x:1000:1000::${tree.path('w/db-home')}:/bin/sh\n`
    const fs: FileSystem = {
      ...nodeFileSystem,
      readFile: (path, options) =>
        path === '/etc/passwd'
          ? Promise.resolve(new TextEncoder().encode(passwd))
          : nodeFileSystem.readFile(path, options),
    }
    let calls = 0
    const host = testHost({
      name: 'counting',
      hintExtractors: [
        {
          id: 'counting',
          extract: () => {
            calls++
            return [{ path: '~someone/x.ts' }]
          },
        },
      ],
    })
    const tracker = createHintTracker({ workingDir: tree.path('w'), host, fs })
    expect(await tracker.checkToolCall('anything', {})).toBe(
      `\n\n${hint('db-home/AGENTS.md', 'From the user database')}`,
    )
    expect(calls).toBe(1)
  })
})
