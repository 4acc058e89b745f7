import { entryOf, nodeFileSystem, type EntryKind, type EntryStat, type FileSystem } from './fs.js'

// `process.getBuiltinModule` (Node ≥ 20.16), not `import … from 'node:fs'`: the ES-module
// facade of `fs` reads every export, which loads Node's streams (~4 ms CPU on every import, issue 11).
const {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  opendirSync,
  openSync,
  readFileSync,
  readlinkSync,
  readSync,
  statSync,
} = process.getBuiltinModule('node:fs')
// `node:path` likewise (no ES-module facade to build at import).
const { dirname } = process.getBuiltinModule('node:path')

/**
 * Synchronous access to files on a **local** file system, for the fast path
 * of the §4.1 reader: a system call on a local disk or in memory finishes in
 * microseconds, where the asynchronous call it replaces costs a thread-pool
 * round trip (tens of microseconds of CPU) and a timer race.
 *
 * Only for paths {@link LocalFileAccess.isLocal} accepts, and only when every
 * directory of the path is already a real path (no symlink in it): a
 * synchronous call blocks the event loop, so it must never reach a network
 * or user-space file system that can stall (NFS, SMB, FUSE, 9P, autofs…) —
 * there the asynchronous path with its deadlines stays in charge. Methods
 * throw Node-style errors (`code`), like `node:fs`.
 */
export interface LocalFileAccess {
  /**
   * `true` when every mount the absolute, normalised `path` lies on (the
   * mount points that are `path` or its ancestors) is a local disk or memory
   * file system (`ext4`, `xfs`, `btrfs`, `tmpfs`, `zfs`…, not on a loop
   * device; an `overlay` only when its layers are visible and local), from
   * `/proc/self/mountinfo` read once per turn of the event loop. `false` for
   * anything else, and everywhere but Linux.
   */
  isLocal(path: string): boolean
  /** `lstat`, synchronously; `undefined` when nothing has that name (`ENOENT`, without the cost of an error). */
  lstat(path: string): EntryStat | undefined
  /** `stat` (follows symlinks), synchronously. */
  stat(path: string): EntryStat
  /** Open without following a final symlink and without blocking (`O_NOFOLLOW`, `O_NONBLOCK`). */
  openFile(path: string): LocalOpenedFile
  /** Open a directory and read its first entries (however many it holds): throws when it cannot be listed. */
  checkListable(path: string): void
  /**
   * The real path of an absolute `path` and what it is (symlinks followed), resolved component by
   * component with `lstat` and `readlink`, each component checked with {@link LocalFileAccess.isLocal}
   * before it is touched: `undefined` as soon as the path (or a link in it) leads onto a file system
   * that is not local (the caller then resolves it the asynchronous way). Throws like `realpath`
   * (`ENOENT`, `ENOTDIR`, `ELOOP` after 40 links).
   */
  resolvePath(path: string): { readonly real: string; readonly kind: EntryKind } | undefined
}

/** A file opened by {@link LocalFileAccess.openFile}. */
export interface LocalOpenedFile {
  /** `fstat` of the descriptor. */
  stat(): EntryStat
  /** Bytes from the start to end of file, at most `maxBytes + 1`. Only after `stat` reported a regular file. */
  read(options: { readonly maxBytes: number }): Uint8Array
  /** Release the descriptor (once; never throws). */
  close(): void
  /** The absolute path the descriptor refers to now (`/proc/self/fd/N`), or `undefined` when unknown. */
  realPath(): string | undefined
}

/**
 * File systems on local disks or in memory: a call on them cannot stall the
 * way a network or user-space file system can. Anything not listed takes the
 * asynchronous path.
 */
const LOCAL_TYPES: ReadonlySet<string> = new Set([
  'ext2',
  'ext3',
  'ext4',
  'xfs',
  'btrfs',
  'bcachefs',
  'zfs',
  'f2fs',
  'jfs',
  'reiserfs',
  'nilfs2',
  'tmpfs',
  'ramfs',
  'rootfs',
  'overlay',
  'squashfs',
  'erofs',
  'iso9660',
  'udf',
  'vfat',
  'msdos',
  'exfat',
  'ntfs3',
  'hfsplus',
])

/** `\040` and the other octal escapes of `/proc/self/mountinfo`. */
function unescapeMountPath(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)))
}

interface Mount {
  readonly point: string
  readonly type: string
  readonly source: string
  readonly options: string
}

/** The mount whose point is the longest prefix of `path` among `mounts` (`undefined` when none is). */
function mountOf(path: string, mounts: readonly Mount[]): Mount | undefined {
  let best: Mount | undefined
  for (const mount of mounts) {
    const inside = mount.point === '/' || path === mount.point || path.startsWith(`${mount.point}/`)
    if (inside && (best === undefined || mount.point.length >= best.point.length)) best = mount
  }
  return best
}

/**
 * Whether one mount cannot stall: a local type, not backed by a loop device
 * (whose backing file may sit on a network or user-space file system), and
 * for `overlay`, every `lowerdir`/`upperdir` lying on a local mount of another
 * type (an overlay on a FUSE or NFS layer stalls like its layer; layers that
 * are not visible here, as inside a container, make it not local).
 */
function mountIsLocal(mount: Mount, mounts: readonly Mount[]): boolean {
  if (!LOCAL_TYPES.has(mount.type) || mount.source.startsWith('/dev/loop')) return false
  if (mount.type !== 'overlay') return true
  // Options are `,`-separated; a layer path holding `,` or `:` is escaped with `\` — too odd to trust.
  if (mount.options.includes('\\')) return false
  const layers: string[] = []
  for (const option of mount.options.split(',')) {
    if (option.startsWith('lowerdir=')) layers.push(...option.slice('lowerdir='.length).split(':'))
    else if (option.startsWith('upperdir=')) layers.push(option.slice('upperdir='.length))
  }
  if (layers.length === 0) return false
  const others = mounts.filter((other) => other.type !== 'overlay')
  return layers.every((layer) => {
    if (!layer.startsWith('/')) return false
    const under = mountOf(layer, others)
    return under !== undefined && mountIsLocal(under, mounts)
  })
}

/**
 * Mount points (normalised, no trailing `/` except the root) → whether every
 * mount there is local, from the text of `/proc/self/mountinfo`.
 */
export function localMountPoints(mountinfo: string): ReadonlyMap<string, boolean> {
  const mounts: Mount[] = []
  for (const line of mountinfo.split('\n')) {
    const separator = line.indexOf(' - ')
    if (separator === -1) continue
    const point = line.slice(0, separator).split(' ')[4]
    const [type, source, options] = line.slice(separator + 3).split(' ')
    if (point === undefined || type === undefined || !point.startsWith('/')) continue
    mounts.push({ point: unescapeMountPath(point), type, source: source ?? '', options: options ?? '' })
  }
  const local = new Map<string, boolean>()
  // Several mounts on one point: local only when every one of them is.
  for (const mount of mounts) local.set(mount.point, (local.get(mount.point) ?? true) && mountIsLocal(mount, mounts))
  return local
}

/**
 * The mount table, read once per turn of the event loop: a build or a hint
 * call runs its synchronous steps within one turn, and the next one reads the
 * table again, so a file system mounted between two calls (an agent's
 * `sshfs host: ./remote` right before it reads `remote/x`) is seen.
 */
let mounts: ReadonlyMap<string, boolean> | undefined

function mountTable(): ReadonlyMap<string, boolean> {
  if (mounts === undefined) {
    let text = ''
    try {
      text = readFileSync('/proc/self/mountinfo', 'utf8')
    } catch {
      // no table: nothing is local
    }
    mounts = localMountPoints(text)
    setImmediate(() => {
      mounts = undefined
    }).unref()
  }
  return mounts
}

function isLocal(path: string): boolean {
  if (!path.startsWith('/') || path.includes('\0')) return false
  const table = mountTable()
  if (table.get('/') !== true) return false
  // Every ancestor of `path` (and `path` itself) that is a mount point must be local.
  for (let end = path.indexOf('/', 1); ; end = path.indexOf('/', end + 1)) {
    const prefix = end === -1 ? path : path.slice(0, end)
    if (table.get(prefix) === false) return false
    if (end === -1) return true
  }
}

/** Symlinks followed in one path before `ELOOP`, as Linux (`MAXSYMLINKS`). */
const MAX_LINKS = 40

function errnoError(code: string, path: string): Error {
  return Object.assign(new Error(`${code}: ${path}`), { code, path })
}

/** `O_NOFOLLOW` where the platform has it. */
const NO_FOLLOW = (constants as { O_NOFOLLOW?: number }).O_NOFOLLOW ?? 0

const localAccess: LocalFileAccess = {
  isLocal,
  lstat(path) {
    const stats = lstatSync(path, { bigint: true, throwIfNoEntry: false })
    return stats === undefined ? undefined : entryOf(stats)
  },
  stat: (path) => entryOf(statSync(path, { bigint: true })),
  resolvePath(path) {
    if (!path.startsWith('/') || path.includes('\0')) return undefined
    let pending = path.split('/')
    let real = '/'
    let links = 0
    let kind: EntryKind = 'directory'
    while (pending.length > 0) {
      const name = pending.shift() as string
      if (name === '' || name === '.') continue
      if (kind !== 'directory') throw errnoError('ENOTDIR', path)
      if (name === '..') {
        real = dirname(real)
        continue
      }
      const next = real === '/' ? `/${name}` : `${real}/${name}`
      if (!isLocal(next)) return undefined
      const stats = lstatSync(next, { bigint: true, throwIfNoEntry: false })
      if (stats === undefined) throw errnoError('ENOENT', path)
      if (stats.isSymbolicLink()) {
        if (++links > MAX_LINKS) throw errnoError('ELOOP', path)
        const target = readlinkSync(next)
        if (target.startsWith('/')) real = '/'
        pending = [...target.split('/'), ...pending]
        continue
      }
      real = next
      kind = entryOf(stats).kind
    }
    return { real, kind }
  },
  checkListable(path) {
    const directory = opendirSync(path)
    try {
      directory.readSync()
    } finally {
      directory.closeSync()
    }
  },
  openFile(path) {
    const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | NO_FOLLOW)
    let sizeHint = 0
    let closed = false
    return {
      realPath() {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`)
        } catch {
          return undefined
        }
      },
      stat() {
        const entry = entryOf(fstatSync(fd, { bigint: true }))
        sizeHint = entry.size
        return entry
      },
      read({ maxBytes }) {
        // Read to end of file (the size is only a first guess); on a local file system a short read of a
        // regular file is its end, so a file of the size reported costs one read.
        const limit = Math.max(0, maxBytes + 1)
        let buffer = new Uint8Array(Math.min(limit, sizeHint + 1))
        let filled = 0
        while (filled < limit) {
          if (filled === buffer.length) {
            const grown = new Uint8Array(Math.min(limit, Math.max(buffer.length * 2, 4096)))
            grown.set(buffer)
            buffer = grown
          }
          const wanted = buffer.length - filled
          const bytesRead = readSync(fd, buffer, filled, wanted, filled)
          filled += bytesRead
          if (bytesRead < wanted) break
        }
        return buffer.subarray(0, filled)
      },
      close() {
        if (closed) return
        closed = true
        try {
          closeSync(fd)
        } catch {
          // nothing to do: the descriptor is gone either way
        }
      },
    }
  },
}

/**
 * The synchronous {@link LocalFileAccess} of a file system: only
 * {@link nodeFileSystem} (the very object, not a copy or a wrapper — a custom
 * file system keeps all its calls) on Linux has one; `undefined` otherwise.
 */
export function localAccessOf(fs: FileSystem): LocalFileAccess | undefined {
  return fs === nodeFileSystem && process.platform === 'linux' ? localAccess : undefined
}
