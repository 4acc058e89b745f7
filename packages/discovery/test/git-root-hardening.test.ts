import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { isHermesError } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { findGitRoot } from '../src/index.js'
import { context, fsWith, syncFileSystem, tempDir, write } from './helpers.js'

describe('findGitRoot: adversarial input', () => {
  it('a file system that never settles cannot hang it: the timeout fires, .git counts as absent', async () => {
    const fs = fsWith(
      {
        realpath: async (p) => p,
        stat: (p) => (p === '/r/.git' ? Promise.resolve({ kind: 'directory', size: 0 }) : new Promise<never>(() => {})),
      },
      syncFileSystem,
    )
    expect(await findGitRoot('/r/a/b', { fs, timeoutMs: 20 })).toBe('/r')
    const hung = fsWith(
      { realpath: () => new Promise<never>(() => {}), stat: () => new Promise<never>(() => {}) },
      syncFileSystem,
    )
    expect(await findGitRoot('/r/a', { fs: hung, timeoutMs: 10 })).toBeNull()
  })

  it('resolves `link/..` physically, as the operating system does', async () => {
    const root = tempDir()
    write(root, {
      'repo/.git/': '',
      'repo/deep/dir/': '',
      'elsewhere/': '',
      'elsewhere/link': { link: '../repo/deep/dir' },
    })
    // Not `join`: it would remove `link/..` lexically.
    expect(await findGitRoot(`${join(root, 'elsewhere/link')}/..`)).toBe(join(root, 'repo'))
  })

  it('ignores a .git that is a FIFO or a dangling link; follows a .git symlink to a directory', async () => {
    const root = tempDir()
    write(root, { 'outer/.git/': '', 'outer/fifo/': '', 'outer/dangling/.git': { link: 'nowhere' } })
    write(root, { 'outer/linked/.git': { link: '../.git' } })
    execFileSync('mkfifo', [join(root, 'outer/fifo/.git')])
    expect(await findGitRoot(join(root, 'outer/fifo'))).toBe(join(root, 'outer'))
    expect(await findGitRoot(join(root, 'outer/dangling'))).toBe(join(root, 'outer'))
    expect(await findGitRoot(join(root, 'outer/linked'))).toBe(join(root, 'outer/linked'))
  })

  it('rejects a cwd that is not a non-empty string (programmer error)', async () => {
    await expect(findGitRoot('')).rejects.toSatisfy((e) => isHermesError(e, 'INVALID_OPTION'))
    await expect(findGitRoot(undefined as never)).rejects.toSatisfy((e) => isHermesError(e, 'INVALID_OPTION'))
  })
})

describe('createDiscoverContext: boundary', () => {
  it('a project living inside HERMES_HOME is still checked against its git root', async () => {
    const root = tempDir()
    write(root, { 'home/proj/.git/': '', 'home/proj/AGENTS.md': { link: '../shared.md' }, 'home/shared.md': 'S.' })
    const { ctx, diagnostics } = context(join(root, 'home/proj'), join(root, 'home/proj'), {
      hermesHome: join(root, 'home'),
    })
    const outcome = await ctx.read(join(root, 'home/proj/AGENTS.md'))
    expect(outcome.ok && outcome.outsideBoundary).toBe(true)
    expect(diagnostics.map((d) => d.code)).toEqual(['outside-boundary'])
  })

  it('a plugin passing a non-path to read gets a rejection, not a synchronous throw', async () => {
    const { ctx } = context(tempDir(), null)
    const pending = ctx.read(42 as never)
    expect(pending).toBeInstanceOf(Promise)
    await expect(pending).rejects.toSatisfy((e) => isHermesError(e, 'INVALID_OPTION'))
  })
})
