import ts from 'typescript'
import { defineConfig, type Options } from 'tsup'
import { writeSourceDigest } from '../../scripts/source-digest.mjs'
import { lazyRegExpsPlugin } from './scripts/lazy-regexps.js'
import { assertLexiconTablesFresh } from './src/recommended/text/lexicon-tables.js'

/**
 * Cold start (issue 11): V8 validates every regex literal when it parses the
 * module (inside functions too, which are only pre-parsed) and parses it again
 * when the literal is first evaluated; a `\p{…}` class costs tens of
 * microseconds each time, and the recommended rules hold hundreds. Written as
 * `new RegExp(source, flags)`, a pattern is parsed once, when the code runs
 * (the same regex: same source, flags and a new object per evaluation, like the
 * literal). Only literals with a Unicode property class are rewritten; the
 * TypeScript sources keep their literals. Lines stay where they were (the
 * source map's columns after a rewritten literal on its line are approximate).
 */
export function rewriteUnicodePropertyLiterals(code: string): string {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const edits: { start: number; end: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as ts.RegularExpressionLiteral).text
      const slash = literal.lastIndexOf('/')
      const source = literal.slice(1, slash)
      const flags = literal.slice(slash + 1)
      if (/[uv]/.test(flags) && /\\[pP]\{/.test(source))
        edits.push({
          start: node.getStart(file),
          end: node.end,
          text: `(new RegExp(${JSON.stringify(source)}, ${JSON.stringify(flags)}))`,
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = ''
  let at = 0
  for (const edit of edits) {
    out += code.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return out + code.slice(at)
}

const unicodePropertyLiterals: NonNullable<Options['plugins']>[number] = {
  name: 'unicode-property-literals',
  renderChunk(code, info) {
    return info.path.endsWith('.js') ? { code: rewriteUnicodePropertyLiterals(code) } : undefined
  },
}

// The generated lexicon tables must match lexicon.ts: the build fails while they are stale, so the bundle skips
// the run-time fingerprint check (HERMES_LEXICON_TABLES_CHECKED, lexicon-tables.ts; cold start, issue 11).
assertLexiconTablesFresh()

export default defineConfig({
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  plugins: [unicodePropertyLiterals],
  // Module-level expressions only ever tested or executed are built on first use (scripts/lazy-regexps.ts).
  esbuildPlugins: [lazyRegExpsPlugin()],
  define: { HERMES_LEXICON_TABLES_CHECKED: 'true' },
  // `pnpm demo` compares this digest with the sources (scripts/demo-fresh.mjs).
  onSuccess: async () => writeSourceDigest(process.cwd()),
})
