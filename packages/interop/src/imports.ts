import type { DiscoverContext } from '@hermes/core'
import { isSecretsFileName, parseMdc } from '@hermes/discovery'
import type { Root, RootContent } from 'mdast'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { basename, dirname, isAbsolute, join, relative, resolve, sep } = process.getBuiltinModule('node:path')

/** Deepest import chain followed (Claude Code: "a maximum depth of 5 hops"). */
export const MAX_IMPORT_DEPTH = 5
/** Most imports inlined into one top-level file (a fan-out bomb stays bounded). */
export const MAX_IMPORTS_PER_FILE = 100

const SOURCE = '@hermes/interop'

/** Options of {@link expandImports}. */
export interface ExpandImportsOptions {
  /** Imports must resolve inside this directory (the git root, else the working directory; the home for user-level files). */
  readonly boundary: string
  /** The working directory, for labels. */
  readonly cwd: string
  /** The user's home directory, for `@~/…`. */
  readonly home: string
  /** Scan one imported text on its own (§6): returns the text or the BLOCKED line. */
  readonly scan: (text: string, label: string) => { readonly text: string; readonly blocked: boolean }
}

/** The result of {@link expandImports}. */
export interface ExpandedImports {
  /** The text with every accepted `@path` replaced by the imported file's (expanded, scanned) text. */
  readonly text: string
  /** Each inlined file as a chain of labels from the top file (`CLAUDE.md → docs/a.md → docs/b.md`). */
  readonly chains: readonly string[]
}

interface ImportRef {
  readonly start: number
  readonly end: number
  readonly target: string
}

/**
 * Inline `@path` imports (Claude Code `CLAUDE.md`, Gemini CLI `GEMINI.md`):
 * each is resolved relative to the importing file (`@~/…` from the home),
 * followed at most {@link MAX_IMPORT_DEPTH} levels, read with the shared safe
 * reader and scanned on its own — a blocked import becomes its BLOCKED line in
 * place and the importing file still loads. Refused, with an
 * `import-refused` diagnostic (`data.reason`), and left as written: a target
 * outside `boundary` (`outside-root`), a secrets file (`secrets-file`), a cycle
 * (`cycle`, reported once per file pair), deeper than the limit (`depth`),
 * more than {@link MAX_IMPORTS_PER_FILE} (`limit`), a path holding a control or
 * invisible character (`unsafe-name`), or a target that does not
 * resolve or read (`missing`, severity `info`: `@name` is often a mention).
 * `@` inside code spans and fenced or indented code, and e-mail addresses
 * (`a@b.c`: an `@` not at the start of a word), are not imports. Never throws.
 */
export async function expandImports(
  context: DiscoverContext,
  file: { readonly path: string; readonly realPath: string; readonly text: string; readonly label: string },
  options: ExpandImportsOptions,
): Promise<ExpandedImports> {
  const chains: string[] = []
  const reportedCycles = new Set<string>()
  let count = 0

  const refuse = (path: string, reason: string, why: string, severity: 'info' | 'warning' = 'warning') =>
    context.report({
      code: 'import-refused',
      severity,
      path,
      reason: `Import not inlined: ${why}.`,
      source: SOURCE,
      data: { reason },
    })

  const expand = async (
    current: { path: string; realPath: string; text: string },
    chain: readonly string[],
    labels: readonly string[],
    depth: number,
  ): Promise<string> => {
    const refs = findImports(current.text)
    if (refs.length === 0) return current.text
    let out = ''
    let last = 0
    for (const ref of refs) {
      out += current.text.slice(last, ref.start)
      last = ref.end
      const literal = current.text.slice(ref.start, ref.end)
      const replacement = await inline(current, ref, chain, labels, depth)
      out += replacement ?? literal
    }
    return out + current.text.slice(last)
  }

  const inline = async (
    current: { path: string; realPath: string },
    ref: ImportRef,
    chain: readonly string[],
    labels: readonly string[],
    depth: number,
  ): Promise<string | undefined> => {
    if (UNSAFE.test(ref.target)) {
      // The imported file's label reaches its BLOCKED line unscanned once the literal is replaced.
      refuse(
        current.path,
        'unsafe-name',
        `@${JSON.stringify(ref.target).slice(1, -1)} in ${current.path} holds a control, line-break or invisible character`,
      )
      return undefined
    }
    const target = ref.target.startsWith('~/')
      ? join(options.home, ref.target.slice(2))
      : isAbsolute(ref.target)
        ? ref.target
        : resolve(dirname(current.path), ref.target)
    let real: string
    try {
      real = await context.fs.realpath(target)
      if (typeof real !== 'string') throw new Error('no path')
    } catch {
      refuse(target, 'missing', `@${ref.target} in ${current.path} does not resolve to a file`, 'info')
      return undefined
    }
    if (!inside(real, options.boundary)) {
      refuse(
        target,
        'outside-root',
        `@${ref.target} in ${current.path} resolves to ${real}, outside ${options.boundary}`,
      )
      return undefined
    }
    if (isSecretsFileName(basename(real)) || isSecretsFileName(basename(target))) {
      refuse(target, 'secrets-file', `@${ref.target} in ${current.path} is a secrets file`)
      return undefined
    }
    if (chain.includes(real)) {
      const key = `${current.realPath}\0${real}`
      if (!reportedCycles.has(key)) {
        reportedCycles.add(key)
        refuse(
          target,
          'cycle',
          `@${ref.target} in ${current.path} imports a file already being imported (a cycle); the cycle is broken here`,
        )
      }
      return undefined
    }
    if (depth + 1 > MAX_IMPORT_DEPTH) {
      refuse(target, 'depth', `@${ref.target} in ${current.path} is deeper than ${MAX_IMPORT_DEPTH} levels of imports`)
      return undefined
    }
    if (count >= MAX_IMPORTS_PER_FILE) {
      refuse(target, 'limit', `${file.path} already inlined ${MAX_IMPORTS_PER_FILE} imports`)
      return undefined
    }
    const outcome = await context.read(target)
    if (!outcome.ok) {
      refuse(target, 'missing', `@${ref.target} in ${current.path} could not be read`, 'info')
      return undefined
    }
    count++
    const label = labelOf(options.cwd, outcome.path)
    const nextLabels = [...labels, label]
    chains.push(nextLabels.join(' → '))
    const expanded = await expand(
      { path: outcome.path, realPath: outcome.realPath, text: outcome.text },
      [...chain, outcome.realPath],
      nextLabels,
      depth + 1,
    )
    const verdict = options.scan(expanded, label)
    return verdict.text
  }

  const text = await expand(file, [file.realPath], [file.label], 0)
  return { text, chains }
}

/** `path` relative to `cwd`, `/`-separated. */
export function labelOf(cwd: string, path: string): string {
  return relative(cwd, path).split(sep).join('/') || '.'
}

function inside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const IMPORT = /(^|[\s(])@((?:[^\s\\()<>[\]`'"]|\\ )+)/g
const TRAILING = /[.,;:!?]+$/

/**
 * The `@path` imports of a Markdown text, in order, outside code: only the
 * source of Markdown text nodes is searched (not code spans, fenced or
 * indented code, or HTML). An `@` counts only at the start of a word, so
 * `user@example.com` is not an import. Trailing sentence punctuation is not
 * part of the path.
 */
export function findImports(text: string): ImportRef[] {
  if (!text.includes('@')) return []
  let tree: Root
  try {
    tree = parseMdc(text).tree
  } catch {
    return []
  }
  const refs: ImportRef[] = []
  const visit = (node: Root | RootContent) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html' || node.type === 'yaml') return
    if (node.type === 'text') {
      const start = node.position?.start.offset
      const end = node.position?.end.offset
      if (start === undefined || end === undefined) return
      const source = text.slice(start, end)
      for (const match of source.matchAll(IMPORT)) {
        const raw = (match[2] ?? '').replace(TRAILING, '')
        if (raw === '' || raw === '~' || raw === '/') continue
        const at = start + (match.index ?? 0) + (match[1] ?? '').length
        refs.push({ start: at, end: at + 1 + raw.length, target: raw.replace(/\\ /g, ' ') })
      }
      return
    }
    if ('children' in node) for (const child of node.children as RootContent[]) visit(child)
  }
  visit(tree)
  return refs.sort((a, b) => a.start - b.start)
}
