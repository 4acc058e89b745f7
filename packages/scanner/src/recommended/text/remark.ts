import type { Root } from 'mdast'
import type RemarkParse from 'remark-parse'
import type * as Unified from 'unified'

// Cold start (issue 11): unified and remark-parse (about 60 modules, the
// largest part of importing the scanner) load on the first scan whose text has
// a block the Markdown rules must parse (raw HTML, a comment, a reference-link
// definition), not when the package is imported. `require` keeps scanning
// synchronous; on Node ≥ 20.19 it loads the ES-module-only unified packages
// too (require(esm)), from the package that holds this code (the scanner, or
// the command line's bundle, which lists them as its own dependencies).
// The loader itself is made on first use too (creating it initialises Node's CommonJS loader).
let requireHere: NodeJS.Require | undefined
const load = (id: string): unknown =>
  (requireHere ??= process.getBuiltinModule('node:module').createRequire(import.meta.url))(id)

function createProcessor() {
  const { unified } = load('unified') as typeof Unified
  const remarkParse = (load('remark-parse') as { default: typeof RemarkParse }).default
  return unified().use(remarkParse)
}
let processor: ReturnType<typeof createProcessor> | undefined

/** Parse Markdown with remark (CommonMark), loading the parser on first use. Throws what remark throws. */
export function parseMarkdownTree(markdown: string): Root {
  return (processor ??= createProcessor()).parse(markdown)
}

/** `true` once {@link parseMarkdownTree} has loaded the parser in this module instance (for tests). */
export function markdownParserLoaded(): boolean {
  return processor !== undefined
}
