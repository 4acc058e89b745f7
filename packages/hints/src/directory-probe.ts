import { errorCode, type FileSystem, type LocalFileAccess } from '@hermes/core'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { basename, dirname, isAbsolute } = process.getBuiltinModule('node:path')

/** What one absolute path is, with every symlink resolved. */
export interface ProbedPath {
  /**
   * The resolved path: the real path when it exists; otherwise the real path
   * of its nearest existing ancestor followed by the missing segments (the
   * path as written when no ancestor within {@link MAX_MISSING_LEVELS} exists).
   */
  readonly real: string
  /** `directory`, `other` (an existing file, FIFO…), or `missing` (nothing there, or unreadable). */
  readonly kind: 'directory' | 'other' | 'missing'
}

/** Entries kept before the cache is emptied, so memory stays bounded on endless distinct paths. */
const MAX_ENTRIES = 50_000

/**
 * Ancestors of a missing path searched for an existing one. The walk (§5)
 * looks at a path's directory and 5 parents: an existing ancestor further up
 * is never examined, so the search stops there instead of going up to `/`
 * (a 4,096-character path of 2,000 missing segments must not cost 2,000
 * `realpath` calls).
 */
export const MAX_MISSING_LEVELS = 7

/** A file-system call that did not finish in time: the caller stops probing for this tool call. */
export class ProbeTimeout extends Error {
  constructor(readonly path: string) {
    super(`resolving ${path} did not finish in time`)
  }
}

/** Answers for missing paths, kept for one tool call only (a later call may find them created). */
export type MissCache = Map<string, ProbedPath>

/**
 * Resolves paths (realpath + stat) with a cache, so a directory is resolved
 * once per session (§5 performance). Existing entries are cached; missing
 * ones only in the caller's per-call {@link MissCache}. Rejects only with
 * {@link ProbeTimeout} (the file system is expected to reject with code
 * `ETIMEDOUT` on a call that takes too long: wrap it with
 * `withFileSystemTimeout`); every other failure counts as missing.
 */
export class DirectoryProbe {
  readonly #fs: FileSystem
  readonly #local: LocalFileAccess | undefined
  readonly #cache = new Map<string, ProbedPath>()

  /**
   * @param fs - the (timed) file system of the lookups
   * @param local - synchronous access to local file systems (`localAccessOf(nodeFileSystem)`): a path
   *   that resolves through local mounts only is resolved synchronously, anything else through `fs`
   */
  constructor(fs: FileSystem, local?: LocalFileAccess) {
    this.#fs = fs
    this.#local = local
  }

  /** The cached answer for an absolute, normalised path, without I/O. */
  cached(path: string, misses?: MissCache): ProbedPath | undefined {
    return this.#cache.get(path) ?? misses?.get(path)
  }

  /**
   * Resolve an absolute, normalised path; at most {@link MAX_MISSING_LEVELS} + 1 file-system lookups.
   * Rejects with {@link ProbeTimeout} once `signal` (the call's deadline) aborts.
   */
  async probe(path: string, misses: MissCache = new Map(), signal?: AbortSignal): Promise<ProbedPath> {
    const hit = this.cached(path, misses)
    if (hit !== undefined) return hit
    const found = await this.#resolve(path, signal)
    if (found !== undefined) return found
    // Missing: find the nearest known or existing ancestor, a bounded number of levels up.
    const chain = [path]
    let base: ProbedPath | undefined
    for (let current = path; chain.length <= MAX_MISSING_LEVELS;) {
      const parent = dirname(current)
      if (parent === current) break
      base = this.cached(parent, misses) ?? (await this.#resolve(parent, signal))
      if (base !== undefined) break
      chain.push(parent)
      current = parent
    }
    // chain[i] is missing; its resolved form is base.real + the segments below base.
    let answer: ProbedPath | undefined
    let real = base?.real
    for (let i = chain.length - 1; i >= 0; i--) {
      const written = chain[i] ?? '/'
      real = real === undefined ? written : joinReal(real, basename(written))
      answer = { real, kind: 'missing' }
      misses.set(written, answer)
      misses.set(real, answer)
    }
    return answer ?? { real: path, kind: 'missing' }
  }

  /** realpath + stat of an existing path (cached), `undefined` when it cannot be resolved. */
  async #resolve(path: string, signal?: AbortSignal): Promise<ProbedPath | undefined> {
    let real: unknown
    let kind: ProbedPath['kind'] | undefined
    if (this.#local !== undefined) {
      const resolved = this.#resolveLocal(this.#local, path)
      if (resolved === null) return undefined // missing, a loop, below a file: as `realpath` rejecting
      if (resolved !== undefined) return resolved
    }
    if (kind === undefined)
      try {
        real = await untilAborted(this.#fs.realpath(path), signal)
        if (typeof real !== 'string' || !isAbsolute(real)) return undefined // a faulty FileSystem
        const resolved = real
        kind = (await untilAborted(this.#fs.stat(resolved), signal)).kind === 'directory' ? 'directory' : 'other'
      } catch (error) {
        if (error === ABORTED || errorCode(error) === 'ETIMEDOUT') throw new ProbeTimeout(path)
        return undefined
      }
    if (typeof real !== 'string') return undefined
    return this.#keep(path, { real, kind })
  }

  /**
   * Record that the absolute, normalised `path` is the directory `real` (its real path), resolved by the
   * caller: paths below it are then resolved from there.
   */
  remember(path: string, real: string): void {
    this.#keep(path, { real, kind: 'directory' })
  }

  #keep(path: string, entry: ProbedPath): ProbedPath {
    if (this.#cache.size >= MAX_ENTRIES) this.#cache.clear()
    this.#cache.set(path, entry)
    if (entry.real !== path) this.#cache.set(entry.real, entry)
    return entry
  }

  /**
   * The synchronous resolution on local file systems, from the nearest resolved ancestor down (issue 11: a
   * directory is looked up once per session, not again for every path below it): one `lstat` per new segment;
   * a segment that is a symlink is resolved whole (`resolvePath`). `null` when missing, a loop or below a
   * file; `undefined` when a mount on the way is not local (the general path decides). Every existing
   * ancestor on the way is kept in the cache.
   */
  #resolveLocal(local: LocalFileAccess, path: string): ProbedPath | null | undefined {
    const whole = (written: string): ProbedPath | null | undefined => {
      try {
        const resolved = local.resolvePath(written)
        if (resolved === undefined) return undefined
        return this.#keep(written, { real: resolved.real, kind: resolved.kind === 'directory' ? 'directory' : 'other' })
      } catch {
        return null
      }
    }
    // The segments below the nearest cached ancestor (or below the root).
    const below: string[] = []
    let above: ProbedPath | undefined
    for (let current = path; ;) {
      above = this.#cache.get(current)
      if (above !== undefined) break
      const parent = dirname(current)
      if (parent === current) {
        // The root itself.
        const root = whole(current)
        if (root === null || root === undefined) return root
        above = root
        break
      }
      below.push(current)
      current = parent
    }
    let answer: ProbedPath | null | undefined = above
    for (const written of below.reverse()) {
      if (answer.kind !== 'directory') return null // below a file
      const next = joinReal(answer.real, basename(written))
      // Reached through a link: the real path may be known already.
      const known = this.#cache.get(next)
      if (known !== undefined) {
        answer = this.#keep(written, known)
        continue
      }
      if (!local.isLocal(next)) return undefined
      let entry: ReturnType<LocalFileAccess['lstat']>
      try {
        entry = local.lstat(next)
      } catch {
        return null
      }
      if (entry === undefined) return null
      answer =
        entry.kind === 'symlink'
          ? whole(written)
          : this.#keep(written, { real: next, kind: entry.kind === 'directory' ? 'directory' : 'other' })
      if (answer === null || answer === undefined) return answer
    }
    return answer
  }
}

const ABORTED: unique symbol = Symbol('aborted')

/** `promise`, or a rejection with {@link ABORTED} as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise
  if (signal.aborted) return Promise.reject(ABORTED)
  let onAbort: (() => void) | undefined
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(ABORTED)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([promise, aborted]).finally(() => {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort)
  })
}

function joinReal(parent: string, name: string): string {
  return parent.endsWith('/') ? parent + name : `${parent}/${name}`
}
