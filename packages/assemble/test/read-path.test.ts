import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { nodeFileSystem, type FileSystem } from '@hermes/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildProjectContext } from '../src/index.js'
import { hostileErrors } from '@hermes/test-utils'
import { tempDir, write } from './helpers.js'

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

const SECRET = 'hunter2-do-not-leak'

let swapper: ChildProcess | undefined
afterEach(() => {
  swapper?.kill()
  swapper = undefined
  vi.useRealTimers()
})

/**
 * A child process that keeps replacing `path` (atomically, by rename) with a
 * symlink to `target`, then with a regular file holding `text`, until killed.
 * Resolves once the first swap is done.
 */
async function startSwapper(path: string, target: string, text: string): Promise<void> {
  const script = `
    const fs = require('node:fs')
    const [path, target, text] = process.argv.slice(1)
    let first = true
    for (;;) {
      try { fs.unlinkSync(path + '.l') } catch {}
      fs.symlinkSync(target, path + '.l')
      fs.renameSync(path + '.l', path)
      fs.writeFileSync(path + '.f', text)
      fs.renameSync(path + '.f', path)
      if (first) { process.stdout.write('ready\\n'); first = false }
    }`
  swapper = spawn(process.execPath, ['-e', script, path, target, text], { stdio: ['ignore', 'pipe', 'ignore'] })
  const ready = swapper.stdout
  if (ready === null) throw new Error('no stdout')
  await once(ready, 'data')
}

/** Build until the swap was seen `wanted` times (a refused link), at most `max` builds; count the leaks. */
async function raceBuilds(run: () => Promise<{ text: string; diagnostics: readonly { code: string }[] }>) {
  let leaks = 0
  let refusals = 0
  for (let i = 0; i < 1_000 && refusals < 40; i++) {
    const result = await run()
    if (result.text.includes(SECRET)) leaks++
    if (result.diagnostics.some((d) => d.code === 'secrets-file')) refusals++
  }
  return { leaks, refusals }
}

describe('a context file swapped for a link to a secret while builds run (issue 8 item 1)', () => {
  it('AGENTS.md swapped with a link to .env: 0 leaks', async () => {
    const root = tempDir()
    write(root, { 'repo/.git/': '', 'repo/.env': `TOKEN=${SECRET}\n` })
    const repo = join(root, 'repo')
    await startSwapper(join(repo, 'AGENTS.md'), '.env', 'Use pnpm.')
    const { leaks, refusals } = await raceBuilds(() => build(repo))
    expect(refusals).toBeGreaterThan(0)
    expect(leaks).toBe(0)
  }, 120_000) // event-counted, not timed: a generous budget for a busy machine

  it('SOUL.md swapped with a link to ~/.ssh/id_rsa: 0 leaks', async () => {
    const root = tempDir()
    write(root, { 'repo/': '', 'home/.ssh/id_rsa': `not really a key ${SECRET}`, 'hermes/': '' })
    await startSwapper(join(root, 'hermes', 'SOUL.md'), join(root, 'home/.ssh/id_rsa'), 'You are kind.')
    const { leaks, refusals } = await raceBuilds(() =>
      build(join(root, 'repo'), { hermesHome: join(root, 'hermes'), soul: true }),
    )
    expect(refusals).toBeGreaterThan(0)
    expect(leaks).toBe(0)
  }, 120_000) // event-counted, not timed: a generous budget for a busy machine
})

describe('one overall deadline for a build (issue 8 item 6)', () => {
  /** Answers `realpath`/`stat` (the working directory resolves) but never settles `lstat`, `readdir` or reads. */
  const stalled: FileSystem = {
    ...nodeFileSystem,
    lstat: () => new Promise(() => {}),
    readdir: () => new Promise(() => {}),
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

  it('returns what is known, with diagnostics, once the default deadline (10 s) passes', async () => {
    const root = tempDir()
    write(root, { 'repo/.git/': '' })
    // The working directory is checked with a listing; let that one through.
    const fs: FileSystem = {
      ...stalled,
      readdir: (path) => (path === join(root, 'repo') ? nodeFileSystem.readdir(path) : new Promise(() => {})),
    }
    vi.useFakeTimers()
    const result = build(join(root, 'repo'), { fs })
    // Before: every candidate name waited for its own 5 s read timeout, one after another (65 s).
    expect(await settlesAfter(result, 10_000)).toBe(true)
    const { text, diagnostics } = await result
    expect(text).toBe('')
    expect(diagnostics.some((d) => d.code === 'timeout' && d.data?.['deadlineMs'] === 10_000)).toBe(true)
  })

  it('honours a configured deadline (deadlineMs) shorter than the read timeout', async () => {
    const root = tempDir()
    write(root, { 'repo/AGENTS.md': 'Rules.' })
    vi.useFakeTimers()
    const result = build(join(root, 'repo'), { fs: stalled, readTimeoutMs: 60_000, deadlineMs: 250 })
    expect(await settlesAfter(result, 250)).toBe(true)
    expect((await result).diagnostics.map((d) => d.code)).toContain('timeout')
  })

  it('rejects a deadline that is not a number > 0', async () => {
    const root = tempDir()
    for (const deadlineMs of [0, -1, NaN, '5'])
      await expect(build(root, { deadlineMs } as unknown as Partial<Options>)).rejects.toMatchObject({
        code: 'INVALID_OPTION',
      })
  })
})

describe('misbehaving error objects from a custom file system (issue 8 item 9)', () => {
  const nasty = hostileErrors()
  for (const method of ['realpath', 'stat', 'lstat', 'readdir', 'readFile'] as const)
    it(`a build never rejects when ${method} rejects or throws odd values`, async () => {
      const root = tempDir()
      write(root, { 'repo/.git/': '', 'repo/AGENTS.md': 'Rules.', 'home/SOUL.md': 'Soul.' })
      for (const error of nasty)
        for (const sync of [false, true]) {
          const fail = sync
            ? () => {
                throw error
              }
            : () => Promise.reject(error)
          const fs = { ...nodeFileSystem, [method]: fail } as FileSystem
          const result = await build(join(root, 'repo'), { fs, hermesHome: join(root, 'home'), soul: true })
          expect(typeof result.text).toBe('string')
        }
    })
})

describe('few system calls per build (issue 11)', () => {
  it('resolves no directory twice: a 3-level AGENTS.md chain and SOUL.md', async () => {
    const root = tempDir()
    write(root, {
      'repo/.git/': '',
      'repo/AGENTS.md': 'Root.',
      'repo/a/AGENTS.md': 'A.',
      'repo/a/b/AGENTS.md': 'B.',
      'home/SOUL.md': 'Soul.',
    })
    const realpaths: string[] = []
    const opened: string[] = []
    const open = nodeFileSystem.openFile?.bind(nodeFileSystem)
    if (open === undefined) throw new Error('nodeFileSystem.openFile is missing')
    const fs: FileSystem = {
      ...nodeFileSystem,
      realpath: (path) => (realpaths.push(path), nodeFileSystem.realpath(path)),
      openFile: (path) => (opened.push(path), open(path)),
    }
    const result = await build(join(root, 'repo/a/b'), { fs, hermesHome: join(root, 'home'), soul: true })
    expect(result.text).toContain('Soul.')
    expect(result.sections.map((section) => section.label)).toEqual(['../../AGENTS.md', '../AGENTS.md', 'AGENTS.md'])
    // The working directory once (§3), HERMES_HOME once; the chain's directories are its ancestors.
    expect(realpaths).toEqual([join(root, 'repo/a/b'), join(root, 'home')])
    expect(opened.sort()).toEqual(
      ['repo/AGENTS.md', 'repo/a/AGENTS.md', 'repo/a/b/AGENTS.md', 'home/SOUL.md'].map((p) => join(root, p)).sort(),
    )
  })
})
