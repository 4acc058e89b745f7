import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localAccessOf, nodeFileSystem, type FileSystem } from '@hermes/core'
import { withFileSystemTimeout } from '@hermes/discovery'
import { tempDir } from '@hermes/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { DirectoryProbe } from '../src/directory-probe.js'

describe.runIf(process.platform === 'linux')('DirectoryProbe: synchronous resolution on local file systems', () => {
  it('answers exactly as the asynchronous realpath + stat for links, loops, files and missing paths', async () => {
    const root = realpathSync(tempDir())
    mkdirSync(join(root, 'a/b'), { recursive: true })
    writeFileSync(join(root, 'a/b/main.ts'), 'x')
    symlinkSync('a/b', join(root, 'rel'))
    symlinkSync(join(root, 'a'), join(root, 'abs'))
    symlinkSync('nowhere', join(root, 'dangling'))
    symlinkSync('loop', join(root, 'loop'))
    const paths = [
      'a',
      'a/b/main.ts',
      'rel',
      'rel/main.ts',
      'abs/b',
      'dangling',
      'dangling/x',
      'loop/x',
      'a/b/main.ts/below',
      'missing/deeper/still',
    ].map((path) => join(root, path))
    const timed = withFileSystemTimeout(nodeFileSystem, 5_000)
    const fast = new DirectoryProbe(timed, localAccessOf(nodeFileSystem))
    const general = new DirectoryProbe(timed)
    for (const path of paths) expect(await fast.probe(path)).toEqual(await general.probe(path))
    expect(await fast.probe(join(root, 'rel'))).toEqual({ real: join(root, 'a/b'), kind: 'directory' })
  })

  it('looks each directory up once per session: one lstat per new segment below a resolved one (issue 11)', async () => {
    const root = realpathSync(tempDir())
    if (localAccessOf(nodeFileSystem)?.isLocal(root) !== true) return // a temporary directory on a network mount
    mkdirSync(join(root, 'a/b'), { recursive: true })
    writeFileSync(join(root, 'a/b/main.ts'), 'x')
    writeFileSync(join(root, 'a/b/other.ts'), 'x')
    symlinkSync('b', join(root, 'a/link'))
    const local = localAccessOf(nodeFileSystem)
    if (local === undefined) return
    const looked: string[] = []
    const counting = {
      ...local,
      lstat: (path: string) => (looked.push(path), local.lstat(path)),
      resolvePath: (path: string) => (looked.push(`whole ${path}`), local.resolvePath(path)),
    }
    const probe = new DirectoryProbe(withFileSystemTimeout(nodeFileSystem, 5_000), counting)
    expect(await probe.probe(join(root, 'a/b/main.ts'))).toEqual({ real: join(root, 'a/b/main.ts'), kind: 'other' })
    looked.length = 0
    expect(await probe.probe(join(root, 'a/b'))).toEqual({ real: join(root, 'a/b'), kind: 'directory' })
    expect(await probe.probe(join(root, 'a/b/other.ts'))).toEqual({ real: join(root, 'a/b/other.ts'), kind: 'other' })
    expect(await probe.probe(join(root, 'a/link/main.ts'))).toEqual({ real: join(root, 'a/b/main.ts'), kind: 'other' })
    expect((await probe.probe(join(root, 'a/b/main.ts/below'))).kind).toBe('missing')
    expect((await probe.probe(join(root, 'a/none/x'))).kind).toBe('missing')
    expect(looked).toEqual([
      join(root, 'a/b/other.ts'),
      join(root, 'a/link'),
      `whole ${join(root, 'a/link')}`,
      join(root, 'a/none'),
      join(root, 'a/none'),
    ])
  })

  it('makes no call through the file system when every mount on the way is local', async () => {
    const root = realpathSync(tempDir())
    if (localAccessOf(nodeFileSystem)?.isLocal(root) !== true) return // a temporary directory on a network mount
    mkdirSync(join(root, 'a'))
    const realpath = vi.fn(nodeFileSystem.realpath)
    const fs: FileSystem = { ...nodeFileSystem, realpath }
    const probe = new DirectoryProbe(fs, localAccessOf(nodeFileSystem))
    expect(await probe.probe(join(root, 'a'))).toEqual({ real: join(root, 'a'), kind: 'directory' })
    expect(realpath).not.toHaveBeenCalled()
  })
})
