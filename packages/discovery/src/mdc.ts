import type { Root, Yaml } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { LineCounter, parseDocument, visit as visitYaml } from 'yaml'

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

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml'])

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
  const tree = processor.parse(text)
  const problems: MdcProblem[] = []
  let frontMatter: Record<string, unknown> | undefined
  let rawFrontMatter: string | undefined

  const first = tree.children[0]
  const yamlNode: Yaml | undefined = first?.type === 'yaml' ? first : undefined
  if (yamlNode) {
    rawFrontMatter = yamlNode.value
    const lineCounter = new LineCounter()
    const doc = parseDocument(yamlNode.value, { lineCounter, prettyErrors: false, uniqueKeys: false })
    // The YAML body starts on the line after the opening `---`.
    const bodyStartLine = (yamlNode.position?.start.line ?? 1) + 1
    const report = (offset: number, reason: string) => {
      const pos = lineCounter.linePos(offset)
      problems.push({ reason, line: bodyStartLine + pos.line - 1, column: pos.col })
    }
    for (const error of doc.errors)
      report(error.pos[0], `Invalid YAML front matter (${error.code}): ${firstLine(error.message)}`)
    visitYaml(doc, {
      Alias(_, node) {
        if (!node.resolve(doc))
          report(
            node.range?.[0] ?? 0,
            `Unquoted \`*\` in a front-matter value: YAML reads \`*${node.source}\` as an alias with no anchor; quote the value`,
          )
      },
    })
    if (problems.length === 0) {
      try {
        const value: unknown = doc.toJS()
        if (value && typeof value === 'object' && !Array.isArray(value)) frontMatter = value as Record<string, unknown>
      } catch (error) {
        report(0, `Invalid YAML front matter: ${error instanceof Error ? firstLine(error.message) : String(error)}`)
      }
    }
  }

  const headings: Array<{ depth: number; text: string; line: number }> = []
  visit(tree, 'heading', (node) => {
    const value = node.children.map((child) => ('value' in child ? child.value : '')).join('')
    headings.push({ depth: node.depth, text: value, line: node.position?.start.line ?? 0 })
  })

  return { tree, frontMatter, rawFrontMatter, headings, problems }
}

function firstLine(message: string): string {
  const index = message.indexOf('\n')
  return index === -1 ? message : message.slice(0, index)
}
