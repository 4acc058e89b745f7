import {
  chainDirectories,
  label,
  readNonEmpty,
  userLabel,
  withImports,
  type CollectContext,
  type Collector,
  type ReadFile,
} from '../collect-context.js'
import type { AgentFile } from '../rule-file.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { join } = process.getBuiltinModule('node:path')

/** Names Codex tries in each directory before the fallback names. */
export const CODEX_NAMES = ['AGENTS.override.md', 'AGENTS.md'] as const

async function firstNonEmpty(
  context: CollectContext,
  directory: string,
  names: readonly string[],
): Promise<ReadFile | undefined> {
  for (const name of names) {
    const read = await readNonEmpty(context, join(directory, name))
    if (read) return read
  }
  return undefined
}

/**
 * Codex: `~/.codex/AGENTS.override.md` or `AGENTS.md` (with `userLevel`), then
 * in each directory from the git root to the working directory the first
 * non-empty of `AGENTS.override.md`, `AGENTS.md` and the fallback names (at most
 * one per directory). Files are added until their combined size reaches
 * `project_doc_max_bytes` (UTF-8 bytes, default 32 KiB): the file that crosses
 * it is cut to the bytes left (on a character boundary, with a `truncated`
 * diagnostic) and later files are left out (`deferred`). A text equal to an
 * earlier one is dropped (§3).
 */
export const collectCodex: Collector = async (context) => {
  const { discover, options } = context
  const names = [...CODEX_NAMES, ...options.codexFallbackFileNames]
  const found: { read: ReadFile; base: string; within: string; user?: boolean }[] = []
  if (options.userLevel) {
    const codexHome = join(context.home, '.codex')
    const user = await firstNonEmpty(context, codexHome, CODEX_NAMES)
    if (user) found.push({ read: user, base: codexHome, within: context.home, user: true })
  }
  for (const directory of chainDirectories(discover)) {
    const read = await firstNonEmpty(context, directory, names)
    if (read) found.push({ read, base: directory, within: discover.gitRoot ?? discover.cwd })
  }
  const files: AgentFile[] = []
  const encoder = new TextEncoder()
  let used = 0
  for (const { read, base, within, user } of found) {
    const fileLabel = user ? userLabel(context, read.path) : label(context, read.path)
    if (used >= options.codexMaxBytes) {
      discover.report({
        code: 'deferred',
        severity: 'warning',
        path: read.path,
        reason: `Not loaded: the AGENTS.md chain already reached project_doc_max_bytes (${options.codexMaxBytes} bytes).`,
        source: '@hermes/interop',
        data: {
          agent: 'codex',
          label: fileLabel,
          activation: 'budget',
          why: `project_doc_max_bytes ${options.codexMaxBytes} reached`,
        },
      })
      continue
    }
    const expanded = options.codexImports
      ? await withImports(context, read, fileLabel, within)
      : { text: read.text, imports: [] }
    let text = expanded.text
    const bytes = encoder.encode(text).length
    let cut = false
    if (used + bytes > options.codexMaxBytes) {
      text = cutToBytes(text, options.codexMaxBytes - used)
      cut = true
      discover.report({
        code: 'truncated',
        severity: 'warning',
        path: read.path,
        reason: `Cut to ${options.codexMaxBytes - used} bytes: the AGENTS.md chain reached project_doc_max_bytes (${options.codexMaxBytes} bytes).`,
        source: '@hermes/interop',
        data: { agent: 'codex', name: fileLabel, limit: options.codexMaxBytes, length: used + bytes, unit: 'bytes' },
      })
    }
    used += Math.min(bytes, options.codexMaxBytes - used)
    files.push({
      agent: 'codex',
      path: read.path,
      realPath: read.realPath,
      label: fileLabel,
      base,
      text,
      readText: read.text,
      activation: { kind: 'always' },
      ...(expanded.imports.length > 0 ? { imports: expanded.imports } : {}),
      ...(cut ? { cut } : {}),
    })
  }
  return files
}

/** The longest prefix of `text` whose UTF-8 encoding fits in `maxBytes` (never splits a character). */
export function cutToBytes(text: string, maxBytes: number): string {
  let bytes = 0
  let end = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    if (bytes + size > maxBytes) break
    bytes += size
    end += char.length
  }
  return text.slice(0, end)
}
