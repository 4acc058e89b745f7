import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The conformance cases this project tests: `test/cases/conformance`, the
 * in-repository copy of `../shared/conformance` (refreshed by `pnpm cases:sync`).
 */
export const CONFORMANCE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../cases/conformance')

/**
 * An extra folder of cases in the same format, named by the environment
 * variable `HERMES_CONFORMANCE_DIR` (relative to the current directory), or
 * `undefined` when the variable is unset or empty.
 */
export function extraConformanceDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env['HERMES_CONFORMANCE_DIR']
  return value ? resolve(value) : undefined
}

/** A file tree of a case (FORMAT.md). */
export interface CaseTree {
  files?: Record<string, string>
  bytes?: Record<string, string>
  dirs?: string[]
  git?: string[]
  gitFiles?: string[]
  symlinks?: Record<string, string>
}

/** One conformance case, as stored. */
export interface ConformanceCase {
  name: string
  spec: string[]
  about: string
  kind: 'build' | 'hints' | 'scan' | 'truncate' | 'max-chars'
  tree: CaseTree
  home: Record<string, string> | null
  // Per kind; the runners read what they need.
  input: Record<string, unknown>
  expected: Record<string, unknown>
  /** Path relative to the case folder (`spec/…`, `bugs/…`), for messages. */
  file: string
}

/** Every `*.json` file below `dir`, as sorted `/`-separated relative paths. */
function caseFiles(dir: string): string[] {
  const files: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(current, entry.name))
      else if (entry.name.endsWith('.json')) files.push(relative(dir, join(current, entry.name)).split('\\').join('/'))
    }
  }
  walk(dir)
  return files.sort()
}

/**
 * Every case below `dir` (each `*.json` file, FORMAT.md: `spec/`, `bugs/`),
 * sorted by path, read fresh at test time.
 *
 * @throws Error when `dir` is missing, not a directory or holds no case: a
 *   case folder that yields no test must fail the run, never pass silently.
 */
export function loadCases(dir = CONFORMANCE_DIR): ConformanceCase[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(
      `no conformance cases: ${dir} is not a directory` +
        (dir === CONFORMANCE_DIR ? ' (`pnpm cases:sync` copies it from ../shared/conformance)' : ''),
    )
  const cases = caseFiles(dir).map((file) => {
    const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<ConformanceCase, 'file'>
    return { ...parsed, file }
  })
  if (cases.length === 0) throw new Error(`no conformance cases: ${dir} holds no *.json case`)
  return cases
}
