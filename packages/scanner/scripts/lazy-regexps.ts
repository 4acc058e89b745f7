/**
 * Build step (cold start, issue 11): a module-level regular expression that
 * its module only ever calls `.test(…)` or `.exec(…)` on is built on its
 * first call instead of when the module loads. `new RegExp` parses the
 * pattern at once, and a `\p{…}` class costs ~30 µs each time: the
 * recommended rules hold ~150 such expressions, most of them helpers checked
 * only on a sentence a main pattern already matched, so every process (an
 * empty directory too) paid for parsing them all. The TypeScript sources keep
 * their plain `const X = /…/u` (rules read like their spec); the builds that
 * bundle the scanner (its tsup.config.ts, the command line's
 * tsup.bin.config.ts) rewrite them with {@link lazyModuleRegExps}, through
 * {@link lazyRegExpsPlugin}.
 *
 * Only what cannot change a result is rewritten: a `const` that is not
 * exported, whose every reference in the module is `X.test(…)` or
 * `X.exec(…)` (no `lastIndex`, no passing the object on), and whose
 * initializer reads only module-level constants, imports, functions and
 * standard globals (no `let` that could change before the first call). The
 * one compiled `RegExp` is kept (lazy-regexp.ts), so `lastIndex` behaves as
 * with a plain one.
 *
 * Every other expression with a `\p{…}` class that a module builds when it
 * loads (a literal with a `u`/`v` flag or a `new RegExp(…)` outside functions
 * and classes: the rules' pattern lists, the evidence cues, exported
 * patterns) becomes a `DeferredRegExp` (lazy-regexp.ts): a `RegExp` with the
 * same source, flags and matches that parses its pattern on first `exec`.
 * The literal pre-checks read only `source` and `flags`, so a scan compiles
 * only the expressions whose literals occur in the text (session 9: ~290 of
 * them were built at import, ~90 run on an ordinary file).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** A Unicode property class (`\p{…}`, `\P{…}`) in a pattern, or in the source text of one (a string's `\\p{`). */
const UNICODE_PROPERTY = /\\[pP]\{/

/** Globals an initializer may read (their values never change). */
const GLOBALS = new Set(['String', 'RegExp', 'Object', 'Array', 'Math', 'JSON', 'Number', 'Set', 'Map', 'undefined'])

/** `true` when `node` is an identifier that names something rather than being a property name or a key. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return false
  if (ts.isPropertySignature(parent) || ts.isQualifiedName(parent)) return false
  return true
}

/** The rewritten module source, or `source` itself when nothing qualifies. `helper` is the module exporting `lazyRegExp`. */
export function lazyModuleRegExps(source: string, helper: string, fileName = 'module.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const constants = new Set<string>()
  const mutable = new Set<string>()
  const exported = new Set<string>()
  const candidates: { name: string; init: ts.Expression; declaration: ts.Identifier }[] = []
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.name) constants.add(clause.name.text)
      const bindings = clause?.namedBindings
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) constants.add(element.name.text)
      if (bindings && ts.isNamespaceImport(bindings)) constants.add(bindings.name.text)
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name) constants.add(statement.name.text)
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause
      if (clause && ts.isNamedExports(clause) && !statement.moduleSpecifier)
        for (const element of clause.elements) exported.add((element.propertyName ?? element.name).text)
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exported.add(statement.expression.text)
    } else if (ts.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0
      const isExported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) {
          // Destructuring: its names are bindings we do not track as constants.
          continue
        }
        const name = declaration.name.text
        if (!isConst) {
          mutable.add(name)
          continue
        }
        constants.add(name)
        const init = declaration.initializer
        if (
          !isExported &&
          !declaration.type &&
          init &&
          (ts.isRegularExpressionLiteral(init) ||
            (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'RegExp'))
        )
          candidates.push({ name, init, declaration: declaration.name })
      }
    }
  }
  // Every identifier of the module by name (references only).
  const references = new Map<string, ts.Identifier[]>()
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node)) {
      let list = references.get(node.text)
      if (!list) references.set(node.text, (list = []))
      list.push(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)

  /** Only `X.test(…)` / `X.exec(…)` (a shadowing local of the same name counts against it too: conservative). */
  const onlyCalled = (name: string, declaration: ts.Identifier): boolean =>
    (references.get(name) ?? []).every((id) => {
      if (id === declaration) return true
      const access = id.parent
      return (
        ts.isPropertyAccessExpression(access) &&
        access.expression === id &&
        (access.name.text === 'test' || access.name.text === 'exec') &&
        ts.isCallExpression(access.parent) &&
        access.parent.expression === access
      )
    })

  /** The initializer reads only constants, imports, functions, standard globals and its own locals. */
  const readsConstantsOnly = (init: ts.Expression): boolean => {
    const locals = new Set<string>()
    const collect = (node: ts.Node): void => {
      if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name))
        locals.add(node.name.text)
      ts.forEachChild(node, collect)
    }
    collect(init)
    let ok = true
    const check = (node: ts.Node): void => {
      if (!ok) return
      if (ts.isIdentifier(node) && isReference(node)) {
        const name = node.text
        if (mutable.has(name) || !(constants.has(name) || GLOBALS.has(name) || locals.has(name))) ok = false
      }
      ts.forEachChild(node, check)
    }
    check(init)
    return ok
  }

  const edits: { start: number; end: number; text: string }[] = []
  for (const { name, init, declaration } of candidates) {
    if (exported.has(name) || !onlyCalled(name, declaration) || !readsConstantsOnly(init)) continue
    edits.push({
      start: init.getStart(file),
      end: init.end,
      text: `__hermesLazyRegExp(() => (${init.getText(file)}))`,
    })
  }
  const lazyCount = edits.length
  const lazyInits = new Set(edits.map((edit) => edit.start))

  // Every other expression with a Unicode property class the module builds when it loads (outside functions and
  // classes): a DeferredRegExp, a RegExp that parses its pattern on first use.
  const defer = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node) || lazyInits.has(node.getStart(file))) return
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/')
      const pattern = node.text.slice(1, slash)
      const flags = node.text.slice(slash + 1)
      if (/[uv]/.test(flags) && UNICODE_PROPERTY.test(pattern))
        edits.push({
          start: node.getStart(file),
          end: node.end,
          text: `new __hermesDeferredRegExp(${JSON.stringify(pattern)}, ${JSON.stringify(flags)})`,
        })
      return
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp' &&
      node.arguments?.[0] !== undefined &&
      // A pattern with a \p{…} class, or one built from other values (`${L}…`, a join): it may hold one.
      (node.arguments.some((argument) => UNICODE_PROPERTY.test(argument.getText(file))) ||
        !ts.isStringLiteralLike(node.arguments[0]))
    )
      edits.push({ start: node.expression.getStart(file), end: node.expression.end, text: '__hermesDeferredRegExp' })
    ts.forEachChild(node, defer)
  }
  for (const statement of file.statements) if (!ts.isImportDeclaration(statement)) defer(statement)
  if (edits.length === 0) return source
  let out = ''
  let at = 0
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += source.slice(at, edit.start) + edit.text
    at = edit.end
  }
  out += source.slice(at)
  // Imports are hoisted: appended last, the line numbers of the module stay as they are.
  const names = [
    ...(lazyCount > 0 ? ['lazyRegExp as __hermesLazyRegExp'] : []),
    ...(edits.length > lazyCount ? ['DeferredRegExp as __hermesDeferredRegExp'] : []),
  ]
  return `${out}\nimport { ${names.join(', ')} } from ${JSON.stringify(helper)}\n`
}

/** The module that exports `lazyRegExp` (never rewritten itself). */
export const LAZY_REGEXP_MODULE = fileURLToPath(new URL('../src/recommended/text/lazy-regexp.ts', import.meta.url))

/** An esbuild plugin (tsup `esbuildPlugins`) applying {@link lazyModuleRegExps} to the scanner's TypeScript sources. */
export function lazyRegExpsPlugin(): { name: string; setup(build: EsbuildLike): void } {
  return {
    name: 'hermes-lazy-regexps',
    setup(build) {
      build.onLoad({ filter: /[\\/]packages[\\/]scanner[\\/]src[\\/].*\.ts$/ }, (args) => {
        if (args.path === LAZY_REGEXP_MODULE || args.path.endsWith('.generated.ts')) return undefined
        const source = readFileSync(args.path, 'utf8')
        const contents = lazyModuleRegExps(source, LAZY_REGEXP_MODULE, args.path)
        return contents === source ? undefined : { contents, loader: 'ts' }
      })
    },
  }
}

/** The part of esbuild's plugin build API used here (esbuild is not a direct dependency of this package). */
interface EsbuildLike {
  onLoad(
    options: { filter: RegExp },
    callback: (args: { path: string }) => { contents: string; loader: 'ts' } | undefined,
  ): void
}
