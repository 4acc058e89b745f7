import picomatch from 'picomatch'
import type { GlobDialect } from './rule-file.js'

/**
 * Split a glob field into patterns: an array of strings, or one string of
 * comma-separated patterns (Cursor, Copilot `applyTo`, Windsurf), where a comma
 * inside `{…}` belongs to the pattern (`**\/*.{ts,tsx}` is one). Blank entries
 * are dropped; a leading `./` or `/` is removed (patterns are relative to the
 * rule's base directory).
 *
 * @returns the patterns, possibly empty
 */
export function globList(value: unknown): string[] {
  const raw: string[] = []
  if (typeof value === 'string') for (const item of splitOutsideBraces(value)) raw.push(item)
  else if (Array.isArray(value))
    for (const item of value) if (typeof item === 'string') for (const part of splitOutsideBraces(item)) raw.push(part)
  return raw.map(normalisePattern).filter((pattern) => pattern !== '')
}

function splitOutsideBraces(value: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '{') depth++
    else if (char === '}' && depth > 0) depth--
    if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += char
  }
  parts.push(current)
  return parts
}

function normalisePattern(pattern: string): string {
  let p = pattern.trim()
  if ((p.startsWith('"') && p.endsWith('"')) || (p.startsWith("'") && p.endsWith("'"))) p = p.slice(1, -1).trim()
  while (p.startsWith('./')) p = p.slice(2)
  while (p.startsWith('/')) p = p.slice(1)
  return p
}

/** Patterns that match every file: a rule scoped to them applies always. */
export function matchesEverything(globs: readonly string[]): boolean {
  return globs.some((glob) => glob === '**' || glob === '**/*' || glob === '*')
}

const cache = new Map<string, (path: string) => boolean>()

/**
 * Whether a path (relative to the rule's base directory, `/`-separated)
 * matches one of the patterns, with picomatch. Dot-files match. Dialects:
 *
 * - `gitignore-like` (Cursor, Windsurf, Continue): a pattern without `/` also
 *   matches the file name in any directory (`*.ts` matches `src/a.ts`);
 * - `strict` (Copilot, Claude Code, Cline): patterns match the whole relative
 *   path (`*.ts` matches only top-level files; write `**\/*.ts`).
 */
export function matchesGlob(relativePath: string, globs: readonly string[], dialect: GlobDialect): boolean {
  for (const glob of globs) {
    const key = `${dialect}\0${glob}`
    let matcher = cache.get(key)
    if (matcher === undefined) {
      try {
        matcher = picomatch(glob, { dot: true, basename: dialect === 'gitignore-like' && !glob.includes('/') })
      } catch {
        matcher = () => false
      }
      if (cache.size > 1_000) cache.clear()
      cache.set(key, matcher)
    }
    if (matcher(relativePath)) return true
  }
  return false
}
