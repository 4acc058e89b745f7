import type { Dirent } from 'node:fs'
import { promises as fsp } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import type { Diagnostic, FileType, Host } from '@hermes/core'
import { compareCodePoints } from '@hermes/discovery'
import { EXCLUDED_SEGMENTS } from '@hermes/hints'
import type { CliIo } from '../io.js'
import { resolveArgument } from '../paths.js'
import { UsageError } from '../usage-error.js'

/** A file to scan. */
export interface ScanTarget {
  /** Absolute path. */
  readonly path: string
  /** The file type whose names it matches, if any (a file named explicitly may match none). */
  readonly fileType: FileType | undefined
}

/** The files found, directories that could not be read, and directories not walked. */
export interface CollectedTargets {
  readonly targets: readonly ScanTarget[]
  readonly diagnostics: readonly Diagnostic[]
  /** Directories not walked, by reason. */
  readonly notWalked: {
    /** Names of excluded directories met (`.git`, `node_modules`…), each once, sorted. */
    readonly excludedNames: readonly string[]
    /** How many excluded directories were met. */
    readonly excluded: number
    /** How many symbolic links to directories were met (never followed). */
    readonly links: number
  }
}

/** A name pattern of a file type, split into `/` segments, each segment a literal or a `*` glob. */
type Pattern = readonly RegExp[]

function compile(name: string): Pattern {
  return name
    .split('/')
    .map((segment) => new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 's'))
}

/** Does the path (segments relative to the walk root) end with the pattern's segments? */
function matches(segments: readonly string[], pattern: Pattern): boolean {
  if (segments.length < pattern.length) return false
  const offset = segments.length - pattern.length
  return pattern.every((regex, index) => regex.test(segments[offset + index] ?? ''))
}

/**
 * The names every registered file type loads (`AGENTS.md`, `CLAUDE.md`,
 * `.cursor/rules/*.mdc`, `SOUL.md`…), taken from each `FileType.names` and
 * `hintNames`, in the host's order.
 */
function patternsOf(host: Host): { type: FileType; pattern: Pattern }[] {
  return host.fileTypes.flatMap((type) =>
    [...new Set([...type.names, ...(type.hintNames ?? [])])].map((name) => ({ type, pattern: compile(name) })),
  )
}

function typeOf(segments: readonly string[], patterns: ReturnType<typeof patternsOf>): FileType | undefined {
  return patterns.find(({ pattern }) => matches(segments, pattern))?.type
}

function unreadable(path: string, error: unknown): Diagnostic {
  const code = (error as { code?: string }).code ?? 'error'
  return {
    code: 'unreadable',
    severity: 'warning',
    path,
    reason: `Directory skipped: cannot list it (${code}).`,
    source: '@hermes/cli',
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await fsp.stat(path)).isDirectory()
  } catch {
    return false
  }
}

/**
 * Collect the context files to scan. A file named on the command line is
 * scanned whatever its name; a directory is walked for files whose path ends
 * like one of the registered file types' names. The walk does not follow
 * symbolic links to directories and skips the directories hints never come
 * from (`EXCLUDED_SEGMENTS`: `.git`, `node_modules`, `vendor`, `dist`, `build`…).
 * Targets are sorted by path in code-point order.
 *
 * @throws UsageError when a path on the command line does not exist
 */
export async function collectTargets(paths: readonly string[], host: Host, io: CliIo): Promise<CollectedTargets> {
  const patterns = patternsOf(host)
  const found = new Map<string, ScanTarget>()
  const diagnostics: Diagnostic[] = []
  const excludedNames = new Set<string>()
  let excluded = 0
  let links = 0

  const walk = async (root: string, directory: string): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await fsp.readdir(directory, { withFileTypes: true })
    } catch (error) {
      diagnostics.push(unreadable(directory, error))
      return
    }
    for (const entry of entries) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) {
        if (!EXCLUDED_SEGMENTS.has(entry.name)) await walk(root, path)
        else {
          excluded++
          excludedNames.add(entry.name)
        }
        continue
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue
      const type = typeOf(relative(root, path).split(sep), patterns)
      if (type) found.set(path, { path, fileType: type })
      else if (entry.isSymbolicLink() && (await isDirectory(path))) links++
    }
  }

  for (const given of paths) {
    const path = resolveArgument(given, io)
    let stats
    try {
      stats = await fsp.stat(path)
    } catch (error) {
      throw new UsageError(`scan: cannot open "${given}" (${(error as { code?: string }).code ?? 'error'})`)
    }
    if (stats.isDirectory()) await walk(path, path)
    else found.set(path, { path, fileType: typeOf(path.split(sep), patterns) ?? typeOf([basename(path)], patterns) })
  }
  const targets = [...found.values()].sort((a, b) => compareCodePoints(a.path, b.path))
  return {
    targets,
    diagnostics,
    notWalked: { excludedNames: [...excludedNames].sort(compareCodePoints), excluded, links },
  }
}
