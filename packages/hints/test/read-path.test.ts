import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { linkSync } from 'node:fs'
import { nodeFileSystem, type FileSystem, type HermesPlugin, type HintProvider } from '@hermes/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHintTracker } from '../src/index.js'
import { hostileErrors } from '@hermes/test-utils'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

const SECRET = 'hunter2-do-not-leak'

let tree: Tree | undefined
let swapper: ChildProcess | undefined
afterEach(() => {
  swapper?.kill()
  swapper = undefined
  tree?.cleanup()
  tree = undefined
  vi.useRealTimers()
})

describe('hints read what they check (issue 8 items 1 and 2)', () => {
  it('sub/AGENTS.md swapped with a link to .env while hint calls run: 0 leaks', async () => {
    tree = makeTree({ 'w/.env': `TOKEN=${SECRET}\n`, 'w/sub/x.ts': '' })
    const agents = tree.path('w/sub/AGENTS.md')
    const script = `
      const fs = require('node:fs')
      const [path] = process.argv.slice(1)
      let first = true
      for (;;) {
        try { fs.unlinkSync(path + '.l') } catch {}
        fs.symlinkSync('../.env', path + '.l')
        fs.renameSync(path + '.l', path)
        fs.writeFileSync(path + '.f', 'Sub rules.')
        fs.renameSync(path + '.f', path)
        if (first) { process.stdout.write('ready\\n'); first = false }
      }`
    swapper = spawn(process.execPath, ['-e', script, agents], { stdio: ['ignore', 'pipe', 'ignore'] })
    const ready = swapper.stdout
    if (ready === null) throw new Error('no stdout')
    await once(ready, 'data')
    let leaks = 0
    let refusals = 0
    for (let i = 0; i < 1_000 && refusals < 40; i++) {
      const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), startup: { texts: [] } })
      const report = await tracker.checkToolCallDetailed('read_file', { path: 'sub/x.ts' })
      if ((report.text ?? '').includes(SECRET)) leaks++
      if (report.diagnostics.some((d) => d.code === 'secrets-file')) refusals++
    }
    expect(refusals).toBeGreaterThan(0)
    expect(leaks).toBe(0)
  }, 120_000) // event-counted, not timed: a generous budget for a busy machine

  it('a hint file hard-linked to .env is refused, naming the file, never quoting it', async () => {
    tree = makeTree({ 'w/.env': 'PORT=1\nNAME=quiet-value\n', 'w/sub/x.ts': '' })
    linkSync(tree.path('w/.env'), tree.path('w/sub/AGENTS.md'))
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), startup: { texts: [] } })
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'sub/x.ts' })
    expect(report.text).toBeUndefined()
    expect(report.diagnostics).toMatchObject([
      { code: 'secrets-file', path: tree.path('w/sub/AGENTS.md'), data: { kind: 'hard-link' } },
    ])
    expect(JSON.stringify(report.diagnostics)).not.toContain('quiet-value')
  })
})

describe('one deadline per hint call (issue 8 item 6)', () => {
  /** Resolves paths (directories exist) but never settles a read. */
  const stalled: FileSystem = {
    ...nodeFileSystem,
    lstat: () => new Promise(() => {}),
    readFile: () => new Promise(() => {}),
    openFile: () => new Promise(() => {}),
  }

  async function settlesAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
    let settled = false
    promise.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(ms)
    return settled
  }

  it('a call whose reads stall returns after the default deadline (5 s), with timeout diagnostics', async () => {
    tree = makeTree({ 'w/a/b/c/d/e/x.ts': '' })
    vi.useFakeTimers()
    const tracker = createHintTracker({
      workingDir: tree.path('w'),
      host: testHost(),
      fs: stalled,
      startup: { texts: [] },
    })
    const report = tracker.checkToolCallDetailed('read_file', { path: 'a/b/c/d/e/x.ts' })
    // Before: six hint names tried one after another, each waiting its own 5 s read timeout (30 s).
    expect(await settlesAfter(report, 5_000)).toBe(true)
    const { text, diagnostics } = await report
    expect(text).toBeUndefined()
    expect(diagnostics.some((d) => d.code === 'timeout' && d.data?.['deadlineMs'] === 5_000)).toBe(true)
  })

  it('a hint provider that never answers does not hold the call past its deadline', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A rules.', 'w/a/x.ts': '' })
    vi.useFakeTimers()
    let markEntered: () => void = () => {}
    const entered = new Promise<void>((resolve) => (markEntered = resolve))
    const provider: HintProvider = {
      id: 'stuck',
      start: () => ({
        provide: () => {
          markEntered()
          return new Promise(() => {})
        },
      }),
    }
    const plugin: HermesPlugin = { name: 'stuck-provider', hintProviders: [provider] }
    const tracker = createHintTracker({
      workingDir: tree.path('w'),
      host: testHost(plugin),
      startup: { texts: [] },
      deadlineMs: 100,
    })
    const report = tracker.checkToolCallDetailed('read_file', { path: 'a/x.ts' })
    await entered // the walk and the reads are done (real I/O; the fake clock has not moved)
    expect(await settlesAfter(report, 100)).toBe(true)
    const { text, diagnostics } = await report
    expect(text).toContain('A rules.')
    expect(diagnostics.map((d) => d.code)).toContain('timeout')
  })

  it('honours deadlineMs, and rejects a bad one', async () => {
    tree = makeTree({ 'w/a/x.ts': '' })
    vi.useFakeTimers()
    const tracker = createHintTracker({
      workingDir: tree.path('w'),
      host: testHost(),
      fs: stalled,
      startup: { texts: [] },
      readTimeoutMs: 60_000,
      deadlineMs: 100,
    })
    expect(await settlesAfter(tracker.checkToolCall('read_file', { path: 'a/x.ts' }), 100)).toBe(true)
    for (const deadlineMs of [0, -5, NaN, '1'])
      expect(() =>
        createHintTracker({ workingDir: '/tmp', host: testHost(), deadlineMs } as unknown as Parameters<
          typeof createHintTracker
        >[0]),
      ).toThrow(/deadlineMs/)
  })
})

describe('misbehaving error objects from a custom file system (issue 8 item 9)', () => {
  const nasty = hostileErrors()
  for (const method of ['realpath', 'stat', 'lstat', 'readFile', 'homedir'] as const)
    it(`a hint call never rejects and keeps other hints when ${method} throws odd values`, async () => {
      tree = makeTree({ 'w/a/AGENTS.md': 'A rules.', 'w/a/x.ts': '' })
      for (const error of nasty) {
        const fs = {
          ...nodeFileSystem,
          [method]: () => {
            throw error
          },
        } as FileSystem
        const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), fs, startup: { texts: [] } })
        const report = await tracker.checkToolCallDetailed('read_file', { path: 'a/x.ts' })
        expect(report.text === undefined || report.text.includes('A rules.')).toBe(true)
      }
    })
})
