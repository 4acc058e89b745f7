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
