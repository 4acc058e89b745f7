import type { BigIntStats, Stats } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'

// `process.getBuiltinModule` (Node ≥ 20.16), not `import … from 'node:fs'`: the ES-module
// facade of `fs` reads every export, which loads Node's streams (~4 ms CPU on every import, issue 11).
// `fs.promises` is read where used: reading it loads Node's promise API (fs/promises, readline, watchers).
const fs = process.getBuiltinModule('node:fs')
const { constants } = fs
// `node:os` likewise, and only when a home directory is asked for (its ES-module facade cost ~1 ms per import).

/** What a directory entry is. `symlink` only comes from {@link FileSystem.lstat}. */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'fifo' | 'socket' | 'device' | 'unknown'

/** The facts hermes-context needs about one directory entry. */
export interface EntryStat {
  /** What the entry is. */
  readonly kind: EntryKind
  /** Size in bytes (0 when unknown or not a regular file). */
  readonly size: number
  /**
   * Opaque identity of the file the entry is (on Node: `"<dev>:<ino>"`, from
   * 64-bit values). Two stats with the same identity are the same file. Optional:
   * a custom file system that cannot tell leaves it out, and the reader then
   * cannot prove that the file it opened is the file it checked (see
   * {@link FileSystem.openFile}).
   */
  readonly identity?: string
  /** Number of hard links (names) of the file, when known. */
  readonly links?: number
}

/**
 * A file opened by {@link FileSystem.openFile}: everything the reader needs
 * comes from this one descriptor, so a name swapped after it was checked
 * cannot change what is read.
 */
export interface OpenedFile {
  /** `fstat` of the opened file (with {@link EntryStat.identity} and {@link EntryStat.links} when known). */
  stat(): Promise<EntryStat>
  /**
   * The file's bytes from its start to end of file, but at most
   * `maxBytes + 1` (the same contract as {@link FileSystem.readFile}). Only
   * called after {@link OpenedFile.stat} reported a regular file.
   */
  read(options: ReadFileOptions): Promise<Uint8Array>
  /** Release the descriptor. Called exactly once, also after a failure. */
  close(): Promise<void>
  /**
   * Optional: the absolute path the descriptor refers to now, as the kernel
   * knows it (Linux: the link `/proc/self/fd/N`), or `undefined` when it cannot
   * tell. The reader compares it with the real path it checked, so a directory
   * swapped for a symlink between the check and the open cannot slip a file
   * from elsewhere in under the checked name.
   */
  realPath?(): Promise<string | undefined>
}

/** Options of {@link FileSystem.readFile}. */
export interface ReadFileOptions {
  /**
   * Largest number of bytes wanted. An implementation reads at most
   * `maxBytes + 1` bytes, so the caller can tell that the file is larger
   * without holding more than a bounded buffer in memory.
   */
  readonly maxBytes: number
  /** Aborts the read (used for the §4.1 read timeout). */
  readonly signal?: AbortSignal
}

/**
 * The file-system operations hermes-context performs. The default
 * {@link nodeFileSystem} uses `node:fs`; a host can plug a remote or
 * in-memory implementation, and tests inject errors through it.
 *
 * Every method rejects with a Node-style error carrying a `code`
 * (`ENOENT`, `EACCES`, `ELOOP`, `ENOTDIR`, `EISDIR`…) when the operation
 * fails; callers turn such errors into diagnostics, never crashes.
 */
export interface FileSystem {
  /** Stat without following a final symlink. */
  lstat(path: string): Promise<EntryStat>
  /** Stat following symlinks (rejects with `ENOENT` for a dangling link, `ELOOP` for a loop). */
  stat(path: string): Promise<EntryStat>
  /** Canonical absolute path with every symlink resolved. */
  realpath(path: string): Promise<string>
  /** Names of the entries of a directory (no `.`/`..`), in no particular order. */
  readdir(path: string): Promise<string[]>
  /**
   * Read a **regular** file's bytes to end of file, but at most `maxBytes + 1`
   * (a reported size is only a hint: pseudo-files report 0). Must not block on
   * a FIFO or device: an implementation opens without blocking and rejects
   * with code `ENOTREG` when the opened entry is not a regular file.
   */
  readFile(path: string, options: ReadFileOptions): Promise<Uint8Array>
  /** The current user's home directory (for `~` and the hints on/off rule). */
  homedir(): string
  /**
   * Optional. Open the entry at `path` for reading **without following a final
   * symlink** (`O_NOFOLLOW`: a final symlink rejects with `ELOOP`) and without
   * blocking (`O_NONBLOCK`: a FIFO opens at once). The reader then identifies
   * what it opened with {@link OpenedFile.stat} (`fstat`), matches its
   * {@link EntryStat.identity} against the entry it checked, and reads from the
   * same descriptor — so a context file swapped for a link to `.env` between
   * the check and the read is never read (time of check = time of use).
   *
   * When absent, the reader falls back to `stat`, `realpath` and `readFile`
   * by name: it still refuses secrets by name, location and content, but
   * cannot rule out a swap between the check and the read. Custom file systems
   * keep working unchanged.
   *
   * `nodeFileSystem.openFile` is deliberately **not enumerable**: an object
   * built with `{ ...nodeFileSystem, readFile: mine }` does not silently
   * bypass the replaced methods; copy it explicitly
   * (`openFile: nodeFileSystem.openFile`) to keep descriptor-based reads.
   */
  openFile?(path: string): Promise<OpenedFile>
}

/** First buffer size when a file's size is unknown or small, in bytes. */
const READ_CHUNK = 64 * 1024

function kindOf(stats: Stats | BigIntStats): EntryKind {
  if (stats.isFile()) return 'file'
  if (stats.isDirectory()) return 'directory'
  if (stats.isSymbolicLink()) return 'symlink'
  if (stats.isFIFO()) return 'fifo'
  if (stats.isSocket()) return 'socket'
  if (stats.isBlockDevice() || stats.isCharacterDevice()) return 'device'
  return 'unknown'
}

function notRegular(path: string): Error {
  return Object.assign(new Error(`not a regular file: ${path}`), { code: 'ENOTREG', path })
}

function aborted(signal: AbortSignal): Error {
  return Object.assign(new Error('read aborted'), { code: 'ABORT_ERR', cause: signal.reason })
}

/** The {@link EntryStat} of Node's bigint stats (internal: shared with the local fast path). */
export function entryOf(stats: BigIntStats): EntryStat {
  const kind = kindOf(stats)
  return {
    kind,
    size: kind === 'file' ? Number(stats.size) : 0,
    identity: `${stats.dev}:${stats.ino}`,
    links: Number(stats.nlink),
  }
}

/** `O_NOFOLLOW` where the platform has it (not on Windows, where the identity check still applies). */
const NO_FOLLOW = (constants as { O_NOFOLLOW?: number }).O_NOFOLLOW ?? 0

/** Read an open handle from its start to end of file, at most `maxBytes + 1` bytes. */
async function readHandle(handle: FileHandle, sizeHint: number, { maxBytes, signal }: ReadFileOptions) {
  // Read to end of file: the reported size is only a first guess (0 for
  // pseudo-files such as /proc/version; a file may grow while it is read).
  const limit = Math.max(0, maxBytes + 1)
  let buffer = new Uint8Array(Math.min(limit, Math.max(sizeHint + 1, READ_CHUNK)))
  let filled = 0
  while (filled < limit) {
    if (signal?.aborted) throw aborted(signal)
    if (filled === buffer.length) {
      const grown = new Uint8Array(Math.min(limit, buffer.length * 2))
      grown.set(buffer)
      buffer = grown
    }
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
    if (bytesRead === 0) break
    filled += bytesRead
  }
  return buffer.subarray(0, filled)
}

/** The default {@link FileSystem}, backed by `node:fs`. */
export const nodeFileSystem: FileSystem = {
  async lstat(path) {
    return entryOf(await fs.promises.lstat(path, { bigint: true }))
  },
  async stat(path) {
    return entryOf(await fs.promises.stat(path, { bigint: true }))
  },
  realpath(path) {
    return fs.promises.realpath(path)
  },
  readdir(path) {
    return fs.promises.readdir(path)
  },
  async readFile(path, { maxBytes, signal }) {
    if (signal?.aborted) throw aborted(signal)
    // O_NONBLOCK: opening a FIFO for reading must never wait for a writer.
    const handle = await fs.promises.open(path, constants.O_RDONLY | constants.O_NONBLOCK)
    try {
      const stats = await handle.stat()
      if (!stats.isFile()) throw notRegular(path)
      return await readHandle(handle, stats.size, { maxBytes, ...(signal === undefined ? {} : { signal }) })
    } finally {
      await handle.close()
    }
  },
  homedir() {
    return process.getBuiltinModule('node:os').homedir()
  },
}

// Not enumerable on purpose: see FileSystem.openFile.
Object.defineProperty(nodeFileSystem, 'openFile', {
  enumerable: false,
  writable: false,
  configurable: false,
  async value(path: string): Promise<OpenedFile> {
    // O_NONBLOCK: opening a FIFO never waits for a writer; O_NOFOLLOW: a final symlink is refused (ELOOP).
    const handle = await fs.promises.open(path, constants.O_RDONLY | constants.O_NONBLOCK | NO_FOLLOW)
    let sizeHint = 0
    let closed = false
    return {
      async stat() {
        const entry = entryOf(await handle.stat({ bigint: true }))
        sizeHint = entry.size
        return entry
      },
      read(options) {
        return readHandle(handle, sizeHint, options)
      },
      async close() {
        if (closed) return
        closed = true
        await handle.close()
      },
      async realPath() {
        if (process.platform !== 'linux') return undefined
        try {
          return await fs.promises.readlink(`/proc/self/fd/${handle.fd}`)
        } catch {
          return undefined
        }
      },
    }
  },
})
