import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findGitRoot } from '../src/index.js'
import { fsWith, tempDir, write } from './helpers.js'

describe('findGitRoot (§3)', () => {
  it('finds the nearest .git directory, even an empty one', async () => {
    const root = tempDir()
    write(root, { 'outer/.git/': '', 'outer/lib/inner/.git/': '', 'outer/lib/inner/src/': '' })
    expect(await findGitRoot(join(root, 'outer/lib/inner/src'))).toBe(join(root, 'outer/lib/inner'))
    expect(await findGitRoot(join(root, 'outer/lib'))).toBe(join(root, 'outer'))
  })

  it('accepts a .git file (worktree, submodule)', async () => {
    const root = tempDir()
    write(root, { 'wt/.git': 'gitdir: ../x\n', 'wt/a/b/': '' })
    expect(await findGitRoot(join(root, 'wt/a/b'))).toBe(join(root, 'wt'))
  })

  it('resolves the working directory through symlinks first', async () => {
    const root = tempDir()
    write(root, { 'real/repo/.git/': '', 'real/repo/app/': '', link: { link: 'real/repo/app' } })
    expect(await findGitRoot(join(root, 'link'))).toBe(join(root, 'real/repo'))
  })

  it('returns null outside a repository', async () => {
    const root = tempDir()
    write(root, { 'a/b/': '' })
    // tmpdir is not inside a repository on CI; guard anyway by checking what is above.
    const above = await findGitRoot(root)
    expect(await findGitRoot(join(root, 'a/b'))).toBe(above)
    expect(above === null || !above.startsWith(root)).toBe(true)
  })

  it('counts a .git that cannot be examined as absent', async () => {
    const fs = fsWith({
      realpath: async (p) => p,
      stat: async (p) => {
        if (p === '/r/a/.git') throw Object.assign(new Error('denied'), { code: 'EACCES' })
        if (p === '/r/.git') return { kind: 'directory', size: 0 }
        throw Object.assign(new Error('missing'), { code: 'ENOENT' })
      },
    })
    expect(await findGitRoot('/r/a', { fs })).toBe('/r')
  })
})
