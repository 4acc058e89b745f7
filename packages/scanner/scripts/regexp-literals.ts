import ts from 'typescript'

/** Options of {@link rewriteRegExpLiterals}. */
export interface RewriteRegExpLiteralsOptions {
  /**
   * Also rewrite every literal holding a character outside ASCII, and write
   * each rewritten source with such characters as `\uXXXX` escapes: the
   * command line's bundle (tsup.bin.config.ts) is then ASCII only, which its
   * loader reads as a one-byte string (esbuild's `charset: 'ascii'` escapes
   * strings and identifiers, not regex literals). Characters outside ASCII
   * in comments (an unminified bundle keeps JSDoc) become `\uXXXX` too.
   * Default `false`.
   */
  readonly ascii?: boolean
}

const NON_ASCII = /[\u0080-\uffff]/g
const HAS_NON_ASCII = /[\u0080-\uffff]/
/** The `\uXXXX` escape of a UTF-16 unit. */
const escapeUnit = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`
/** `JSON.stringify(text)` with every character outside ASCII written as a `\uXXXX` escape (the same string). */
function asciiString(text: string): string {
  return JSON.stringify(text).replace(NON_ASCII, escapeUnit)
}

/** `true` when `node` is a piece of a template tagged `String.raw`. */
function inRawTemplate(node: ts.Node): boolean {
  let template: ts.Node = node
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    template = node.parent
    if (ts.isTemplateSpan(template)) template = template.parent
  }
  const tagged = template.parent
  return (
    tagged !== undefined &&
    ts.isTaggedTemplateExpression(tagged) &&
    tagged.template === template &&
    ts.isPropertyAccessExpression(tagged.tag) &&
    ts.isIdentifier(tagged.tag.expression) &&
    tagged.tag.expression.text === 'String' &&
    tagged.tag.name.text === 'raw'
  )
}

/**
 * Build step (cold start, issue 11) of the bundles that hold the scanner:
 * V8 validates every regex literal when it parses the code (inside functions
 * too, which are only pre-parsed) and parses it again when the literal is
 * first evaluated; a `\p{…}` class costs tens of microseconds each time, and
 * the recommended rules hold hundreds. Written as `new RegExp(source, flags)`,
 * a pattern is parsed once, when the code runs (the same regex: same source,
 * flags and a new object per evaluation, like the literal). Rewritten: the
 * literals with a Unicode property class and a `u`/`v` flag, and with
 * {@link RewriteRegExpLiteralsOptions.ascii} those holding a character outside
 * ASCII; the TypeScript sources keep their literals. Lines stay where they
 * were (the source map's columns after a rewritten literal on its line are
 * approximate).
 *
 * @param code - JavaScript (a bundle's chunk)
 * @returns the code with those literals rewritten (`code` itself when none is)
 */
export function rewriteRegExpLiterals(code: string, options: RewriteRegExpLiteralsOptions = {}): string {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const edits: { start: number; end: number; text: string }[] = []
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as ts.RegularExpressionLiteral).text
      const slash = literal.lastIndexOf('/')
      const source = literal.slice(1, slash)
      const flags = literal.slice(slash + 1)
      if ((/[uv]/.test(flags) && /\\[pP]\{/.test(source)) || (options.ascii === true && HAS_NON_ASCII.test(source)))
        edits.push({
          start: node.getStart(file),
          end: node.end,
          text: `(new RegExp(${asciiString(source)}, ${JSON.stringify(flags)}))`,
        })
    } else if (
      options.ascii === true &&
      (ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      inRawTemplate(node)
    ) {
      const start = node.getStart(file)
      const text = code.slice(start, node.end)
      if (HAS_NON_ASCII.test(text))
        edits.push({ start, end: node.end, text: text.replace(NON_ASCII, (ch) => `\${${asciiString(ch)}}`) })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  if (options.ascii === true) {
    // Comments (an unminified bundle keeps JSDoc): their characters outside ASCII as `\uXXXX`, only shown there.
    // Every comment lies in the trivia that starts at some node's start or end (or the file's).
    const seen = new Set<number>()
    const escapeComments = (at: number): void => {
      for (const range of [
        ...(ts.getLeadingCommentRanges(code, at) ?? []),
        ...(ts.getTrailingCommentRanges(code, at) ?? []),
      ]) {
        if (seen.has(range.pos)) continue
        seen.add(range.pos)
        const text = code.slice(range.pos, range.end)
        if (HAS_NON_ASCII.test(text))
          edits.push({ start: range.pos, end: range.end, text: text.replace(NON_ASCII, escapeUnit) })
      }
    }
    const comments = (node: ts.Node): void => {
      escapeComments(node.pos)
      escapeComments(node.end)
      ts.forEachChild(node, comments)
    }
    escapeComments(0)
    comments(file)
    edits.sort((x, y) => x.start - y.start)
  }
  if (edits.length === 0) return code
  let out = ''
  let at = 0
  for (const edit of edits) {
    out += code.slice(at, edit.start) + edit.text
    at = edit.end
  }
  return out + code.slice(at)
}
