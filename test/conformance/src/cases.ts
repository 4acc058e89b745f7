import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The shared conformance folder: `../shared/conformance` from the project root. */
export const CONFORMANCE_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/conformance')

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
  /** `spec/…` or `bugs/…`, for messages. */
  file: string
}

/** Every case of `spec/` and `bugs/`, sorted by file, read fresh at test time. */
export function loadCases(dir = CONFORMANCE_DIR): ConformanceCase[] {
  const cases: ConformanceCase[] = []
  for (const folder of ['spec', 'bugs']) {
    const names = readdirSync(join(dir, folder))
      .filter((name) => name.endsWith('.json'))
      .sort()
    for (const name of names) {
      const parsed = JSON.parse(readFileSync(join(dir, folder, name), 'utf8')) as Omit<ConformanceCase, 'file'>
      cases.push({ ...parsed, file: `${folder}/${name}` })
    }
  }
  return cases
}
