import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  type BigIntStats,
  type Stats,
} from 'node:fs'
import { nodeFileSystem, type EntryKind, type EntryStat, type FileSystem } from '@hermes/core'

/** Each test of `fs.Stats`, in the order that decides an entry's {@link EntryKind}. */
const KINDS = [
  ['isFile', 'file'],
  ['isDirectory', 'directory'],
  ['isSymbolicLink', 'symlink'],
  ['isFIFO', 'fifo'],
  ['isSocket', 'socket'],
  ['isBlockDevice', 'device'],
  ['isCharacterDevice', 'device'],
] as const satisfies ReadonlyArray<readonly [keyof Stats, EntryKind]>

function kindOf(stats: Stats | BigIntStats): EntryKind {
  return KINDS.find(([test]) => stats[test]())?.[1] ?? 'unknown'
}

/** The entry as `nodeFileSystem` reports it: kind, size, identity (`dev:ino`) and link count. */
function entryOf(stats: BigIntStats): EntryStat {
  const kind = kindOf(stats)
  return {
    kind,
    size: kind === 'file' ? Number(stats.size) : 0,
    identity: `${stats.dev}:${stats.ino}`,
    links: Number(stats.nlink),
  }
}

/** A promise that never settles: a file-system call that hangs. */
export function never<T = never>(): Promise<T> {
  return new Promise<T>(() => {})
}

/**
 * {@link nodeFileSystem} whose calls do their work synchronously and settle in
 * microtasks. Use it (as the base of {@link fsWith}) in every test that gives a
 * read timeout: no timer can fire while a call is pending, so only the calls the
 * test makes hang can ever time out, however busy the machine. Behaves like
 * `nodeFileSystem` (kinds, `ENOTREG` for non-regular files, at most
 * `maxBytes + 1` bytes, errors with Node's `code`); methods added to
 * `FileSystem` later fall through to `nodeFileSystem`.
 */
export const syncFileSystem: FileSystem = {
  ...nodeFileSystem,
  lstat: async (path) => entryOf(lstatSync(path, { bigint: true })),
  stat: async (path) => entryOf(statSync(path, { bigint: true })),
  realpath: async (path) => realpathSync(path),
  readdir: async (path) => readdirSync(path),
  readFile: async (path, { maxBytes, signal }) => {
    if (signal?.aborted) throw Object.assign(new Error('read aborted'), { code: 'ABORT_ERR' })
    // O_NONBLOCK: opening a FIFO must not wait for a writer (nodeFileSystem does the same).
    const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
    try {
      if (!fstatSync(fd).isFile())
        throw Object.assign(new Error(`not a regular file: ${path}`), { code: 'ENOTREG', path })
      const limit = Math.max(0, maxBytes + 1)
      const chunks: Buffer[] = []
      let total = 0
      while (total < limit) {
        const chunk = Buffer.alloc(Math.min(limit - total, 64 * 1024))
        const read = readSync(fd, chunk, 0, chunk.length, null)
        if (read === 0) break
        chunks.push(chunk.subarray(0, read))
        total += read
      }
      return new Uint8Array(Buffer.concat(chunks))
    } finally {
      closeSync(fd)
    }
  },
}

/**
 * A file system with some methods replaced (fault injection), the others from
 * `base`: {@link nodeFileSystem} by default; pass {@link syncFileSystem} when
 * the test also gives a read timeout.
 */
export function fsWith(overrides: Partial<FileSystem>, base: FileSystem = nodeFileSystem): FileSystem {
  return { ...base, ...overrides }
}

/**
 * Values a foreign file system might throw or reject with that a careless
 * `error.code` read would trip on: `null`, `undefined`, a Symbol, an object
 * without a prototype, an Error whose `code` getter throws, and a Proxy whose
 * every trap throws. Fresh values on each call.
 */
export function hostileErrors(): unknown[] {
  return [
    null,
    undefined,
    Symbol('s'),
    Object.create(null),
    Object.defineProperty(new Error('x'), 'code', {
      get() {
        throw new Error('code getter')
      },
    }),
    new Proxy(
      {},
      {
        get() {
          throw new Error('get')
        },
        has() {
          throw new Error('has')
        },
        getPrototypeOf() {
          throw new Error('getPrototypeOf')
        },
      },
    ),
  ]
}
