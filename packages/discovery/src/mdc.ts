import type { Heading, Root, RootContent, Yaml } from 'mdast'
import type RemarkFrontmatter from 'remark-frontmatter'
import type RemarkParse from 'remark-parse'
import type * as Unified from 'unified'
import type * as YamlLibrary from 'yaml'

// Cold start (issue 11): the Markdown parser (unified, remark) and `yaml` load
// on the first `.mdc` file that needs them, not when the package is imported.
// `require` keeps parseMdc and frontMatterProblems synchronous; on Node ≥ 20.19
// it loads the ES-module-only unified packages too (require(esm)).
// The loader itself is made on first use too (creating it initialises Node's CommonJS loader).
let requireHere: NodeJS.Require | undefined
const load = (id: string): unknown =>
  (requireHere ??= process.getBuiltinModule('node:module').createRequire(import.meta.url))(id)
let yamlModule: typeof YamlLibrary | undefined
/** The `yaml` library, loaded on first use. */
const yaml = (): typeof YamlLibrary => (yamlModule ??= load('yaml') as typeof YamlLibrary)

function createProcessor() {
  const { unified } = load('unified') as typeof Unified
  const remarkParse = (load('remark-parse') as { default: typeof RemarkParse }).default
  const remarkFrontmatter = (load('remark-frontmatter') as { default: typeof RemarkFrontmatter }).default
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml'])
}
let processorInstance: ReturnType<typeof createProcessor> | undefined
/** unified + remark-parse + remark-frontmatter, built on first use. */
const processor = () => (processorInstance ??= createProcessor())

/** One problem found in an `.mdc` rule's front matter. Positions are 1-based; columns count code points. */
export interface MdcProblem {
  /** Human sentence: what is wrong and how to fix it. */
  readonly reason: string
  /** 1-based line in the `.mdc` text. */
  readonly line: number
  /** 1-based column in the `.mdc` text. */
  readonly column: number
}

/** The result of {@link parseMdc}. */
export interface ParsedMdc {
  /** The Markdown tree (mdast), front matter as a `yaml` node. */
  readonly tree: Root
  /** The front matter as data, or `undefined` when there is none or it is not valid YAML. */
  readonly frontMatter: Readonly<Record<string, unknown>> | undefined
  /** The raw front matter between the `---` lines, or `undefined` when there is none. */
  readonly rawFrontMatter: string | undefined
  /** The Markdown headings in order, with their 1-based line. */
  readonly headings: ReadonlyArray<{ readonly depth: number; readonly text: string; readonly line: number }>
  /** Problems in the front matter (invalid YAML, unquoted `*` globs). Empty when it is valid. */
  readonly problems: readonly MdcProblem[]
}

/**
 * Analyse a Cursor-style `.mdc` rule: YAML front matter + Markdown body, with
 * unified, remark-parse, remark-frontmatter and yaml. For analysis only: §2
 * loads `.mdc` text verbatim, whatever this finds. Cursor-style unquoted
 * globs (`globs: *.ts`, which YAML reads as an alias with no anchor) and any
 * other invalid YAML are reported as {@link MdcProblem}s with 1-based
 * positions, never thrown.
 *
 * @param text - the `.mdc` file's text (`\n` line endings)
 * @returns tree, front matter (when valid), headings and problems
 */
export function parseMdc(text: string): ParsedMdc {
  const tree = processor().parse(text)
  const problems: MdcProblem[] = []
  let frontMatter: Record<string, unknown> | undefined
  let rawFrontMatter: string | undefined

  const first = tree.children[0]
  const yamlNode: Yaml | undefined = first?.type === 'yaml' ? first : undefined
  if (yamlNode) {
    rawFrontMatter = yamlNode.value
    // The YAML body starts on the line after the opening `---`.
    const analysed = analyseFrontMatter(yamlNode.value, (yamlNode.position?.start.line ?? 1) + 1)
    frontMatter = analysed.frontMatter
    for (const item of analysed.problems) problems.push(item)
  }

  const headings: Array<{ depth: number; text: string; line: number }> = []
  forEachHeading(tree.children, (node) => {
    const value = node.children.map((child) => ('value' in child ? child.value : '')).join('')
    headings.push({ depth: node.depth, text: value, line: node.position?.start.line ?? 0 })
  })

  return { tree, frontMatter, rawFrontMatter, headings, problems }
}

/** Every heading under `nodes`, depth first in document order (what unist-util-visit did), without recursion. */
function forEachHeading(nodes: readonly RootContent[], action: (node: Heading) => void): void {
  const stack: RootContent[] = [...nodes].reverse()
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'heading') action(node)
    if ('children' in node) for (const child of [...node.children].reverse()) stack.push(child)
  }
}

/** An opening or closing `---` fence line (trailing spaces or tabs allowed, as remark-frontmatter does). */
const FENCE = /^---[ \t]*$/

/**
 * The problems of an `.mdc` text's front matter, like
 * `parseMdc(text).problems` but without parsing the Markdown body: the
 * front matter is the text between a first line `---` and the next `---`
 * line, and only {@link MAX_FRONT_MATTER_CHARS} characters of the file are
 * searched for the closing fence. Bounded work; never throws.
 *
 * @param text - the `.mdc` file's text (`\n` line endings)
 */
export function frontMatterProblems(text: string): readonly MdcProblem[] {
  const firstEnd = text.indexOf('\n')
  if (firstEnd === -1 || !FENCE.test(text.slice(0, firstEnd))) return []
  const start = firstEnd + 1
  const searchEnd = Math.min(text.length, start + MAX_FRONT_MATTER_CHARS + 1)
  for (let lineStart = start; lineStart < searchEnd;) {
    const newline = text.indexOf('\n', lineStart)
    const lineEnd = newline === -1 ? text.length : newline
    if (FENCE.test(text.slice(lineStart, lineEnd))) {
      // Like remark-frontmatter: the value excludes the line ending before the closing fence.
      const raw = text.slice(start, Math.max(start, lineStart - 1))
      return analyseFrontMatter(raw, 2).problems
    }
    if (newline === -1) break
    lineStart = newline + 1
  }
  if (searchEnd - start > MAX_FRONT_MATTER_CHARS) return analyseFrontMatter(text.slice(start, searchEnd), 2).problems
  return [] // no closing fence: no front matter
}

/** Longest front matter analysed, in UTF-16 code units: real `.mdc` front matter is a few lines. */
export const MAX_FRONT_MATTER_CHARS = 65_536
/** Most YAML aliases analysed in one front matter (the `yaml` library's own `maxAliasCount` default). */
export const MAX_FRONT_MATTER_ALIASES = 100

/**
 * Analyse YAML front matter with bounded work (issue 8 item 5): a front
 * matter longer than {@link MAX_FRONT_MATTER_CHARS} is not parsed; anchors
 * are collected in one pass instead of resolving each alias against the
 * whole document (which made 8,000 aliases quadratic); more than
 * {@link MAX_FRONT_MATTER_ALIASES} aliases stop the analysis; `toJS` runs
 * with the `yaml` library's `maxAliasCount`. Every limit is a problem,
 * never a throw.
 *
 * @param raw - the text between the `---` lines
 * @param bodyStartLine - the 1-based line of `raw`'s first line in the file
 */
export function analyseFrontMatter(
  raw: string,
  bodyStartLine: number,
): { readonly frontMatter: Record<string, unknown> | undefined; readonly problems: MdcProblem[] } {
  const problems: MdcProblem[] = []
  if (raw.length > MAX_FRONT_MATTER_CHARS) {
    problems.push({
      reason: `Front matter longer than ${MAX_FRONT_MATTER_CHARS.toLocaleString('en-US')} characters is not analysed`,
      line: bodyStartLine,
      column: 1,
    })
    return { frontMatter: undefined, problems }
  }
  const { LineCounter, parseDocument, visit: visitYaml } = yaml()
  const lineCounter = new LineCounter()
  const report = (offset: number, reason: string) => {
    const pos = lineCounter.linePos(offset)
    problems.push({ reason, line: bodyStartLine + pos.line - 1, column: pos.col })
  }
  let frontMatter: Record<string, unknown> | undefined
  try {
    const doc = parseDocument(raw, { lineCounter, prettyErrors: false, uniqueKeys: false })
    for (const error of doc.errors)
      report(error.pos[0], `Invalid YAML front matter (${error.code}): ${firstLine(error.message)}`)
    const anchors = new Set<string>()
    let aliases = 0
    const noteAnchor = (node: { anchor?: string | undefined }) => {
      if (typeof node.anchor === 'string') anchors.add(node.anchor)
    }
    visitYaml(doc, {
      Scalar: (_, node) => void noteAnchor(node),
      Map: (_, node) => void noteAnchor(node),
      Seq: (_, node) => void noteAnchor(node),
      Alias(_, node) {
        if (++aliases > MAX_FRONT_MATTER_ALIASES) {
          report(
            node.range?.[0] ?? 0,
            `Front matter with more than ${MAX_FRONT_MATTER_ALIASES} YAML aliases is not analysed (a resource-exhaustion pattern)`,
          )
          return visitYaml.BREAK
        }
        // An alias refers to an anchor defined before it (visited in document order).
        if (!anchors.has(node.source))
          report(
            node.range?.[0] ?? 0,
            `Unquoted \`*\` in a front-matter value: YAML reads \`*${node.source}\` as an alias with no anchor; quote the value`,
          )
        return undefined
      },
    })
    if (problems.length === 0) {
      const value: unknown = doc.toJS({ maxAliasCount: MAX_FRONT_MATTER_ALIASES })
      if (value && typeof value === 'object' && !Array.isArray(value)) frontMatter = value as Record<string, unknown>
    }
  } catch (error) {
    report(0, `Invalid YAML front matter: ${error instanceof Error ? firstLine(error.message) : String(error)}`)
  }
  return { frontMatter, problems }
}

function firstLine(message: string): string {
  const index = message.indexOf('\n')
  return index === -1 ? message : message.slice(0, index)
}
