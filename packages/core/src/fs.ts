import { constants, promises as fsp, type Stats } from 'node:fs'
import { homedir } from 'node:os'

/** What a directory entry is. `symlink` only comes from {@link FileSystem.lstat}. */
export type EntryKind = 'file' | 'directory' | 'symlink' | 'fifo' | 'socket' | 'device' | 'unknown'

/** The facts hermes-context needs about one directory entry. */
export interface EntryStat {
  /** What the entry is. */
  readonly kind: EntryKind
  /** Size in bytes (0 when unknown or not a regular file). */
  readonly size: number
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
}

/** First buffer size when a file's size is unknown or small, in bytes. */
const READ_CHUNK = 64 * 1024

function kindOf(stats: Stats): EntryKind {
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

/** The default {@link FileSystem}, backed by `node:fs`. */
export const nodeFileSystem: FileSystem = {
  async lstat(path) {
    const stats = await fsp.lstat(path)
    return { kind: kindOf(stats), size: stats.isFile() ? stats.size : 0 }
  },
  async stat(path) {
    const stats = await fsp.stat(path)
    return { kind: kindOf(stats), size: stats.isFile() ? stats.size : 0 }
  },
  realpath(path) {
    return fsp.realpath(path)
  },
  readdir(path) {
    return fsp.readdir(path)
  },
  async readFile(path, { maxBytes, signal }) {
    if (signal?.aborted) throw aborted(signal)
    // O_NONBLOCK: opening a FIFO for reading must never wait for a writer.
    const handle = await fsp.open(path, constants.O_RDONLY | constants.O_NONBLOCK)
    try {
      const stats = await handle.stat()
      if (!stats.isFile()) throw notRegular(path)
      // Read to end of file: the reported size is only a first guess (0 for
      // pseudo-files such as /proc/version; a file may grow while it is read).
      const limit = Math.max(0, maxBytes + 1)
      let buffer = new Uint8Array(Math.min(limit, Math.max(stats.size + 1, READ_CHUNK)))
      let filled = 0
      while (filled < limit) {
        if (signal?.aborted) throw aborted(signal)
        if (filled === buffer.length) {
          const grown = new Uint8Array(Math.min(limit, buffer.length * 2))
          grown.set(buffer)
          buffer = grown
        }
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null)
        if (bytesRead === 0) break
        filled += bytesRead
      }
      return buffer.subarray(0, filled)
    } finally {
      await handle.close()
    }
  },
  homedir() {
    return homedir()
  },
}
