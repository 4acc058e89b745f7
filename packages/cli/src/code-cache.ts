import { createHash } from 'node:crypto'
import { isAscii } from 'node:buffer'
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  constants as fsConstants,
} from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Script } from 'node:vm'
import { crc32 } from 'node:zlib'

/**
 * V8 code cache for the `hermes-context` bin (issue 11, cold start).
 *
 * The bin's code is one CommonJS bundle, `dist/cli.cjs`. Node 20 has no
 * compile cache for modules (`module.enableCompileCache` arrived in Node 22),
 * so the bin compiles the bundle itself with `vm.Script` and hands V8 the code
 * cache of an earlier run (`cachedData`): parsing ~1.2 MB and compiling every
 * function the run calls is then skipped. After a run whose cache was missing
 * or rejected, the cache is written again (`createCachedData()` after the run,
 * so it holds the functions that run compiled).
 *
 * Robustness, in order:
 *
 * - Where: a user cache directory only — `$XDG_CACHE_HOME/hermes-context` (or
 *   `~/.cache/hermes-context`), `~/Library/Caches/hermes-context` on macOS,
 *   `%LOCALAPPDATA%\hermes-context\Cache` on Windows — never a path from the
 *   repository being scanned or the working directory. `HERMES_CODE_CACHE=off`
 *   (or `0`) turns it off.
 * - Trust (POSIX): the directory and the file must belong to the current user
 *   and be writable by nobody else, the file must be a regular file (not a
 *   symbolic link); otherwise the cache is neither read nor written.
 * - Validity: the file name holds a SHA-256 of the bundle's text, the Node
 *   version, the architecture and the engine flags, so another build or Node
 *   never finds it; V8 checks it again (its own version, flags and source) and
 *   rejects a cache that does not fit (`cachedDataRejected`), which is then
 *   rewritten. The build writes the bundle's SHA-256 on its last line
 *   ({@link bundleDigestLine}); that digest, the file's size and modification
 *   time stand for its text, so a start does not hash ~1.6 MB (a bundle
 *   without that line is hashed).
 * - Failure is silent: any error reading or writing the cache (a read-only
 *   home, a full disk, a race with another process — files are written under a
 *   temporary name and renamed) only means the bundle compiles from source, as
 *   it would without a cache. A cache changes speed only, never a result.
 */

/** What {@link loadBundle} returns. */
export interface LoadedBundle<T> {
  /** The bundle's `module.exports`. */
  readonly exports: T
  /** Write the code cache when it was missing or rejected (call after the run); never throws. */
  readonly save: () => void
  /** How the cache was used: `'off'`, `'untrusted'` (not used), `'missing'`, `'rejected'` or `'accepted'`. */
  readonly cache: 'off' | 'untrusted' | 'missing' | 'rejected' | 'accepted'
}

/** Options of {@link loadBundle}. */
export interface LoadBundleOptions {
  /** The environment the cache directory comes from. Default: `process.env`. */
  readonly env?: NodeJS.ProcessEnv
  /** The engine flags the process set (part of the cache key). */
  readonly flags?: readonly string[]
  /**
   * What `import()` in the bundle calls (the bundle's `__hermesImport`): a script compiled with a code cache
   * has no dynamic-import loader of its own. Default: `import()` from this module.
   */
  readonly importModule?: (specifier: string) => Promise<unknown>
}

const OFF = new Set(['0', 'off', 'false', 'no'])

/**
 * The directory the code cache lives in, or `undefined` when it is turned
 * off or no user cache directory is known. Never creates it.
 */
export function codeCacheDirectory(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.HERMES_CODE_CACHE?.trim().toLowerCase()
  if (setting !== undefined && OFF.has(setting)) return undefined
  if (process.platform === 'win32') {
    const local = env.LOCALAPPDATA
    return local && isAbsolute(local) ? join(local, 'hermes-context', 'Cache') : undefined
  }
  let home: string
  try {
    home = homedir()
  } catch {
    return undefined
  }
  if (process.platform === 'darwin')
    return isAbsolute(home) ? join(home, 'Library', 'Caches', 'hermes-context') : undefined
  const xdg = env.XDG_CACHE_HOME
  if (xdg && isAbsolute(xdg)) return join(xdg, 'hermes-context')
  return isAbsolute(home) ? join(home, '.cache', 'hermes-context') : undefined
}

/** `true` when a file or directory belongs to this user and nobody else may write it (always `true` on Windows). */
function trusted(stats: { uid: number; mode: number }): boolean {
  if (process.platform === 'win32' || typeof process.getuid !== 'function') return true
  return stats.uid === process.getuid() && (stats.mode & 0o022) === 0
}

/** The cache directory, created (mode 0700) when missing; `undefined` when it cannot be trusted or made. */
function usableDirectory(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const stats = lstatSync(dir)
    return stats.isDirectory() && trusted(stats) ? dir : undefined
  } catch {
    return undefined
  }
}

/** Bytes of the checksum (CRC-32, big-endian) that starts a cache file, over the V8 data after it. */
const CHECKSUM_BYTES = 4

/** The checksum that starts a cache file: CRC-32 finds damage (a flipped byte, a truncated write) in ~1.7 MB at a fraction of a SHA-256's cost; the file's trust comes from its owner and mode, not from the checksum. */
function checksum(data: Uint8Array): Buffer {
  const out = Buffer.alloc(CHECKSUM_BYTES)
  out.writeUInt32BE(crc32(data))
  return out
}

/** What starts the last line of a bundle whose build wrote its digest. */
const DIGEST_PREFIX = '\n//# hermesBundleSha256='

/**
 * The last line the build appends to the bundle (tsup.bin.config.ts): the
 * SHA-256 (hex) of the bundle's text before it, read by {@link loadBundle}
 * instead of hashing the bundle at every start.
 */
export function bundleDigestLine(text: Uint8Array): string {
  return `${DIGEST_PREFIX}${createHash('sha256').update(text).digest('hex')}\n`
}

/** The digest {@link bundleDigestLine} wrote at the end of `bytes`, or `undefined`. */
function writtenDigest(bytes: Buffer): string | undefined {
  const length = DIGEST_PREFIX.length + 64 + 1
  if (bytes.length < length) return undefined
  const line = bytes.toString('latin1', bytes.length - length)
  return line.startsWith(DIGEST_PREFIX) && /^[0-9a-f]{64}\n$/.test(line.slice(DIGEST_PREFIX.length))
    ? line.slice(DIGEST_PREFIX.length, -1)
    : undefined
}

/**
 * The V8 data of a cache file, `'damaged'` when its checksum does not match it,
 * or `undefined` when it is missing, not a regular file or not trusted. V8's
 * release builds do not verify the data's own checksum: damaged data with an
 * intact header crashed the process (SIGSEGV) on every run, so the data never
 * reaches V8 unchecked.
 */
function readCache(file: string): Buffer | 'damaged' | undefined {
  let fd: number | undefined
  try {
    // O_NOFOLLOW: a symbolic link planted in place of the file is not followed (POSIX).
    // O_NONBLOCK: a FIFO in its place does not wait for a writer (fstat then rejects it).
    fd = openSync(file, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0) | (fsConstants.O_NONBLOCK ?? 0))
    const stats = fstatSync(fd)
    if (!stats.isFile() || !trusted(stats)) return undefined
    const bytes = readFileSync(fd)
    const data = bytes.subarray(CHECKSUM_BYTES)
    return bytes.length > CHECKSUM_BYTES && checksum(data).equals(bytes.subarray(0, CHECKSUM_BYTES)) ? data : 'damaged'
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

const PREFIX = 'cli-'
const SUFFIX = '.v8cache'

/**
 * Compile and run a CommonJS bundle with V8's code cache (see the module
 * comment), and return its exports. Throws only what compiling or running the
 * bundle itself throws (a cache problem never does).
 *
 * @param file - absolute path of the bundle (`dist/cli.cjs`)
 */
export function loadBundle<T>(file: string, options: LoadBundleOptions = {}): LoadedBundle<T> {
  let bytes: Buffer
  let stats: { size: number; mtimeMs: number }
  const fd = openSync(file, 'r')
  try {
    stats = fstatSync(fd)
    bytes = readFileSync(fd)
  } finally {
    closeSync(fd)
  }
  // The bundle is built ASCII-only (esbuild `charset: 'ascii'`): read as Latin-1, a one-byte string, no UTF-8 decoding.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')
  let cache: LoadedBundle<T>['cache'] = 'off'
  let cacheFile: string | undefined
  let cachedData: Buffer | undefined
  const dir = codeCacheDirectory(options.env ?? process.env)
  if (dir !== undefined) {
    const usable = usableDirectory(dir)
    if (usable === undefined) cache = 'untrusted'
    else {
      // The text's digest: the one its build wrote (with the size and modification time, which an edit changes).
      const written = writtenDigest(bytes)
      const text = written === undefined ? createHash('sha256').update(bytes).digest('hex') : written
      const key = createHash('sha256')
        .update(written === undefined ? text : `${text}\0${stats.size}\0${stats.mtimeMs}`)
        .update(`\0${process.version}\0${process.arch}\0${(options.flags ?? []).join(' ')}\0crc32`)
        .digest('hex')
        .slice(0, 32)
      cacheFile = join(usable, `${PREFIX}${key}${SUFFIX}`)
      const read = readCache(cacheFile)
      cachedData = read === 'damaged' ? undefined : read
      cache = read === 'damaged' ? 'rejected' : read === undefined ? 'missing' : 'accepted'
    }
  }
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, __hermesImport) {${source}\n})`,
    { filename: file, ...(cachedData === undefined ? {} : { cachedData }) },
  )
  if (cachedData !== undefined && script.cachedDataRejected === true) cache = 'rejected'
  const module = { exports: {} as T }
  const wrapper = script.runInThisContext() as (
    exports: T,
    require: NodeJS.Require,
    module: { exports: T },
    filename: string,
    dirname: string,
    importModule: (specifier: string) => Promise<unknown>,
  ) => void
  const importModule = options.importModule ?? ((specifier: string) => import(specifier))
  wrapper(module.exports, createRequire(pathToFileURL(file)), module, file, dirname(file), importModule)
  const save = (): void => {
    if (cacheFile === undefined || cache === 'accepted') return
    const target = cacheFile
    cacheFile = undefined
    const temporary = `${target}.${process.pid}.tmp`
    try {
      const data = script.createCachedData()
      try {
        writeFileSync(temporary, Buffer.concat([checksum(data), data]), { mode: 0o600, flag: 'wx' })
        renameSync(temporary, target)
      } catch (error) {
        // A full disk or a file-size limit (EFBIG): no partial file is left behind.
        rmSync(temporary, { force: true })
        throw error
      }
      // Caches of other builds or Node versions are never read again.
      const dir = dirname(target)
      for (const name of readdirSync(dir))
        if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && join(dir, name) !== target) unlinkSync(join(dir, name))
    } catch {
      // A cache that cannot be written only costs the next run its compile time.
    }
  }
  return { exports: module.exports, save, cache }
}
