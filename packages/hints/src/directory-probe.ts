import { basename, dirname } from 'node:path'
import type { FileSystem } from '@hermes/core'

/** What one absolute path is, with every symlink resolved. */
export interface ProbedPath {
  /**
   * The resolved path: the real path when it exists; otherwise the real path
   * of its deepest existing ancestor followed by the missing segments.
   */
  readonly real: string
  /** `directory`, `other` (an existing file, FIFO…), or `missing` (nothing there, or unreadable). */
  readonly kind: 'directory' | 'other' | 'missing'
}

/** Entries kept before the cache is emptied, so memory stays bounded on endless distinct paths. */
const MAX_ENTRIES = 50_000

/**
 * Resolves paths (realpath + stat) with a cache, so a directory is resolved
 * once per session (§5 performance). Existing entries are cached; missing
 * ones are not (a later call may find them created). Never rejects.
 */
export class DirectoryProbe {
  readonly #fs: FileSystem
  readonly #cache = new Map<string, ProbedPath>()

  constructor(fs: FileSystem) {
    this.#fs = fs
  }

  /** The cached answer for an absolute, normalised path, without I/O. */
  cached(path: string): ProbedPath | undefined {
    return this.#cache.get(path)
  }

  /** Resolve an absolute, normalised path. */
  async probe(path: string): Promise<ProbedPath> {
    const hit = this.#cache.get(path)
    if (hit !== undefined) return hit
    let real: string
    let kind: ProbedPath['kind']
    try {
      real = await this.#fs.realpath(path)
      kind = (await this.#fs.stat(real)).kind === 'directory' ? 'directory' : 'other'
    } catch {
      if (path === '/' || dirname(path) === path) return { real: path, kind: 'missing' }
      const parent = await this.probe(dirname(path))
      return { real: joinReal(parent.real, basename(path)), kind: 'missing' }
    }
    const entry: ProbedPath = { real, kind }
    if (this.#cache.size >= MAX_ENTRIES) this.#cache.clear()
    this.#cache.set(path, entry)
    if (real !== path) this.#cache.set(real, entry)
    return entry
  }
}

function joinReal(parent: string, name: string): string {
  return parent.endsWith('/') ? parent + name : `${parent}/${name}`
}
