import { execFileSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localAccessOf, nodeFileSystem, type LocalFileAccess } from '../src/index.js'
import { localMountPoints } from '../src/local-fs.js'

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-core-local-')))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('localAccessOf', () => {
  it('exists only for nodeFileSystem itself on Linux: never for a copy or a wrapper', () => {
    expect(localAccessOf({ ...nodeFileSystem })).toBeUndefined()
    expect(localAccessOf({ ...nodeFileSystem, openFile: nodeFileSystem.openFile })).toBeUndefined()
    expect(localAccessOf(nodeFileSystem) !== undefined).toBe(process.platform === 'linux')
  })
})

// CI runs on Linux; elsewhere there is no local access to test.
describe.runIf(process.platform === 'linux')('LocalFileAccess (Linux)', () => {
  // Collected (not run) elsewhere too: the value is only used on Linux.
  const local = localAccessOf(nodeFileSystem) as LocalFileAccess

  it('isLocal: never a relative path, a path with NUL, or a pseudo file system (/proc, /sys)', () => {
    expect(local.isLocal('relative/AGENTS.md')).toBe(false)
    expect(local.isLocal(`${dir}/a\0b`)).toBe(false)
    expect(local.isLocal('/proc/self/status')).toBe(false)
    expect(local.isLocal('/sys/kernel')).toBe(false)
  })

  it('lstat: a missing name is undefined; a symlink is reported as one', () => {
    writeFileSync(join(dir, 'a.md'), 'text')
    symlinkSync('a.md', join(dir, 'link.md'))
    expect(local.lstat(join(dir, 'missing.md'))).toBeUndefined()
    expect(local.lstat(join(dir, 'link.md'))?.kind).toBe('symlink')
    expect(local.lstat(join(dir, 'a.md'))).toMatchObject({ kind: 'file', size: 4, links: 1 })
    expect(() => local.lstat(join(dir, 'a.md', 'below'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }))
  })

  it('openFile refuses a final symlink (O_NOFOLLOW) and does not block on a FIFO (O_NONBLOCK)', () => {
    writeFileSync(join(dir, 'b.md'), 'b')
    symlinkSync('b.md', join(dir, 'b-link.md'))
    expect(() => local.openFile(join(dir, 'b-link.md'))).toThrow(expect.objectContaining({ code: 'ELOOP' }))
    execFileSync('mkfifo', [join(dir, 'fifo.md')])
    const fifo = local.openFile(join(dir, 'fifo.md'))
    expect(fifo.stat().kind).toBe('fifo')
    fifo.close()
    fifo.close() // a second close is harmless
  })

  it('reads to end of file, at most maxBytes + 1 bytes, with the identity of lstat', () => {
    writeFileSync(join(dir, 'c.md'), 'x'.repeat(10_000))
    const file = local.openFile(join(dir, 'c.md'))
    try {
      expect(file.stat().identity).toBe(local.lstat(join(dir, 'c.md'))?.identity)
      expect(file.read({ maxBytes: 100_000 }).length).toBe(10_000)
      expect(file.read({ maxBytes: 10 }).length).toBe(11)
    } finally {
      file.close()
    }
  })

  it('checkListable throws for a file and a missing directory', () => {
    writeFileSync(join(dir, 'd.md'), 'd')
    expect(() => local.checkListable(dir)).not.toThrow()
    expect(() => local.checkListable(join(dir, 'd.md'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }))
    expect(() => local.checkListable(join(dir, 'nope'))).toThrow(expect.objectContaining({ code: 'ENOENT' }))
  })

  it('resolvePath resolves like realpath: links (relative, absolute, chained), `..` after a link, kinds', () => {
    const root = join(dir, 'resolve')
    execFileSync('mkdir', ['-p', join(root, 'a/b'), join(root, 'c')])
    writeFileSync(join(root, 'a/b/file.md'), 'x')
    symlinkSync('a/b', join(root, 'rel'))
    symlinkSync(join(root, 'a'), join(root, 'abs'))
    symlinkSync('rel', join(root, 'chain'))
    symlinkSync('self', join(root, 'self'))
    symlinkSync('nowhere', join(root, 'dangling'))
    const cases = ['rel', 'abs/b/file.md', 'chain/file.md', 'rel/..', 'abs/../c', 'a/./b//file.md', '.']
    for (const path of cases) {
      const absolute = `${root}/${path}`
      expect(local.resolvePath(absolute)).toEqual({
        real: realpathSync.native(absolute), // physical, as the asynchronous realpath
        kind: statSync(absolute).isDirectory() ? 'directory' : 'file',
      })
    }
    const code = (path: string) => {
      try {
        local.resolvePath(`${root}/${path}`)
        return 'resolved'
      } catch (error) {
        return (error as { code?: string }).code
      }
    }
    expect([code('missing'), code('dangling'), code('self'), code('a/b/file.md/x'), code('a/b/file.md/..')]).toEqual([
      'ENOENT',
      'ENOENT',
      'ELOOP',
      'ENOTDIR',
      'ENOTDIR',
    ])
    expect(local.resolvePath('relative')).toBeUndefined()
    // A path onto a pseudo file system is left to the asynchronous realpath.
    expect(local.resolvePath('/proc/self/status')).toBeUndefined()
  })
})

describe('localMountPoints (breaker F1: nothing that can stall counts as local)', () => {
  const line = (id: number, point: string, type: string, source: string, options = 'rw') =>
    `${id} 1 0:${id} / ${point} rw,relatime shared:${id} - ${type} ${source} ${options}`
  const table = [
    line(1, '/', 'ext4', '/dev/vda', 'rw,errors=remount-ro'),
    line(2, '/proc', 'proc', 'proc'),
    line(3, '/mnt/fuse', 'fuse.sshfs', 'host:'),
    line(4, '/srv', 'xfs', '/dev/vdb'),
    line(
      5,
      '/mnt/ov-fuse',
      'overlay',
      'overlay',
      'rw,lowerdir=/srv/lower:/mnt/fuse/layer,upperdir=/srv/up,workdir=/srv/w',
    ),
    line(6, '/mnt/ov-local', 'overlay', 'overlay', 'rw,lowerdir=/srv/lower,upperdir=/srv/up,workdir=/srv/w'),
    line(7, '/mnt/image', 'ext4', '/dev/loop0', 'rw'),
    line(8, '/mnt/ov-escaped', 'overlay', 'overlay', 'rw,lowerdir=/srv/a\\,b,upperdir=/srv/up'),
    line(9, '/mnt/space\\040dir', 'tmpfs', 'tmpfs', 'rw'),
  ].join('\n')

  it('local types are local; FUSE, /proc, a loop device and an overlay with a FUSE layer are not', () => {
    expect(Object.fromEntries(localMountPoints(table))).toEqual({
      '/': true,
      '/proc': false,
      '/mnt/fuse': false,
      '/srv': true,
      '/mnt/ov-fuse': false,
      '/mnt/ov-local': true,
      '/mnt/image': false,
      '/mnt/ov-escaped': false,
      '/mnt/space dir': true,
    })
  })

  it('an overlay whose layers are not visible (the root of a container) is not local', () => {
    const container = line(
      1,
      '/',
      'overlay',
      'overlay',
      'rw,lowerdir=/var/lib/docker/overlay2/l/A:/var/lib/docker/overlay2/l/B,upperdir=/var/lib/docker/overlay2/x/diff,workdir=/var/lib/docker/overlay2/x/work',
    )
    expect(localMountPoints(container).get('/')).toBe(false)
    expect(localMountPoints(`${line(1, '/', 'overlay', 'overlay', 'rw')}`).get('/')).toBe(false)
  })

  it('two mounts on one point: local only when both are', () => {
    const stacked = [
      line(1, '/', 'ext4', '/dev/vda'),
      line(2, '/data', 'ext4', '/dev/vdb'),
      line(3, '/data', 'nfs4', 'server:/export'),
    ].join('\n')
    expect(localMountPoints(stacked).get('/data')).toBe(false)
    expect(localMountPoints('').size).toBe(0)
  })
})
