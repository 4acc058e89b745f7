import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { lazyModuleRegExps, LAZY_REGEXP_MODULE } from '../scripts/lazy-regexps.js'
import { DeferredRegExp } from '../src/recommended/text/lazy-regexp.js'

// Cold start (issue 11): the builds turn module-level expressions that are only tested or executed into ones
// built on first use; anything that could see the difference is left as it is.
const helper = '/lazy-regexp.ts'
const lazy = (name: string, init: string) => `const ${name} = __hermesLazyRegExp(() => (${init}))`

describe('lazyModuleRegExps (the build step of scripts/lazy-regexps.ts)', () => {
  it('rewrites a module-level constant only ever tested or executed, and imports the helper', () => {
    const source = [
      "import { WORDS } from './words.js'",
      'const NEGATION = /\\b(?:not|never)\\b/u',
      'const ORDER = new RegExp(String.raw`(?<![\\p{L}])(?:${WORDS})`, "gu")',
      'export function f(text: string) {',
      '  for (let m = ORDER.exec(text); m; m = ORDER.exec(text)) if (NEGATION.test(m[0])) return true',
      '  return false',
      '}',
    ].join('\n')
    const out = lazyModuleRegExps(source, helper)
    expect(out).toContain(lazy('NEGATION', '/\\b(?:not|never)\\b/u'))
    expect(out).toContain(lazy('ORDER', 'new RegExp(String.raw`(?<![\\p{L}])(?:${WORDS})`, "gu")'))
    expect(out).toContain(`import { lazyRegExp as __hermesLazyRegExp } from ${JSON.stringify(helper)}`)
    // Lines stay where they were: the import is appended.
    expect(out.split('\n').slice(0, 7).join('\n')).toContain('export function f(text: string) {')
  })

  it('leaves what could tell the difference: exports, lastIndex, the object passed on, mutable inputs', () => {
    const source = [
      'let words = "a|b"',
      'export const EXPORTED = /x/u',
      'const LISTED = /y/u',
      'export { LISTED }',
      'const RESET = /z/gu',
      'const PASSED = /w/gu',
      'const READS_LET = new RegExp(words, "u")',
      'const SOURCE = /v/u',
      'export function f(text: string) {',
      '  RESET.lastIndex = 0',
      '  return [EXPORTED.test(text), LISTED.test(text), RESET.exec(text), text.replace(PASSED, ""), READS_LET.test(text), SOURCE.source]',
      '}',
      'words = "c"',
    ].join('\n')
    // Not made lazy. READS_LET is only deferred: its pattern is read when the module loads, as before.
    expect(lazyModuleRegExps(source, helper)).toBe(
      `${source.replace('new RegExp(words', 'new __hermesDeferredRegExp(words')}\n` +
        `import { DeferredRegExp as __hermesDeferredRegExp } from ${JSON.stringify(helper)}\n`,
    )
  })

  it('leaves a module with no module-level expression untouched', () => {
    const source = 'export function f(text: string) {\n  return /x/u.test(text)\n}\n'
    expect(lazyModuleRegExps(source, helper)).toBe(source)
  })

  it('builds every other module-level expression with a \\p{…} class as a DeferredRegExp, and nothing in functions', () => {
    const source = [
      'const WORD = String.raw`(?:give|grant)`',
      'export const CUES = [/(?<![\\p{L}])admin\\s+note(?![\\p{L}])/gu, /plain/g, /\\p{L}/]',
      'export const BUILT = new RegExp(`(?<![\\\\p{L}])${WORD}\\\\s+access`, "gu")',
      'const PAIR = { re: anchorBy(new RegExp(String.raw`\\p{Lu}{2,}`, "u"), /[A-Z]/g) }',
      'export const JOINED = [new RegExp([`${WORD}x`, "y"].join("|"), "gu"), new RegExp("plain", "g")]',
      'export function f(text: string) {',
      '  return /\\p{L}+/u.test(text) || new RegExp(String.raw`\\p{N}`, "u").test(text) || PAIR.re.test(text)',
      '}',
    ].join('\n')
    const out = lazyModuleRegExps(source, helper)
    expect(out).toContain(
      'export const CUES = [new __hermesDeferredRegExp("(?<![\\\\p{L}])admin\\\\s+note(?![\\\\p{L}])", "gu"), /plain/g, /\\p{L}/]',
    )
    expect(out).toContain('export const BUILT = new __hermesDeferredRegExp(`')
    // A pattern built from other values may hold a \\p{…} class: deferred too; a plain string literal is not.
    expect(out).toContain('[new __hermesDeferredRegExp([`${WORD}x`, "y"].join("|"), "gu"), new RegExp("plain", "g")]')
    expect(out).toContain('anchorBy(new __hermesDeferredRegExp(String.raw`')
    expect(out).toContain('  return /\\p{L}+/u.test(text) || new RegExp(String.raw`\\p{N}`, "u")')
    expect(out).toContain(`import { DeferredRegExp as __hermesDeferredRegExp } from ${JSON.stringify(helper)}`)
    expect(out.split('\n')).toHaveLength(source.split('\n').length + 2)
  })

  it('gives the same expressions (source, flags, matches) once evaluated', () => {
    const source = [
      'const OWN = String.raw`(?:system|developer)`',
      'return [',
      '  /(?<![\\p{L}])ignore\\s+(?:all\\s+)?previous(?![\\p{L}])/giu,',
      '  /[/]\\/\\p{Lu}/u,',
      '  new RegExp(`(?<![\\\\p{L}])${OWN}\\\\s+prompt`, "gu"),',
      ']',
    ].join('\n')
    const evaluate = (code: string) =>
      new Function('__hermesDeferredRegExp', code.replace(/\nimport .*\n$/, ''))(DeferredRegExp) as RegExp[]
    const before = evaluate(source)
    const after = evaluate(lazyModuleRegExps(source, helper))
    expect(after.every((re) => re instanceof DeferredRegExp)).toBe(true)
    const texts = [
      'Ignore all previous rules',
      'reignore previous',
      '//Ä x',
      'the system prompt, developer  prompt',
      '',
    ]
    expect(after).toHaveLength(before.length)
    after.forEach((other, i) => {
      const re = before[i] as RegExp
      expect([other.source, other.flags]).toEqual([re.source, re.flags])
      for (const text of texts)
        expect([text.match(other), text.replace(other, '<$&>')]).toEqual([text.match(re), text.replace(re, '<$&>')])
      for (const text of texts) expect([other.test(text), other.lastIndex]).toEqual([re.test(text), re.lastIndex])
    })
  })

  it('leaves no \\p{…} expression built when a scanner module loads, in the bundles (outside functions and classes)', () => {
    const root = join(import.meta.dirname, '../src')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.generated.ts') && join(root, name) !== LAZY_REGEXP_MODULE,
    )
    expect(files.length).toBeGreaterThan(50)
    const eager: string[] = []
    for (const name of files) {
      const out = lazyModuleRegExps(readFileSync(join(root, name), 'utf8'), helper, name)
      const file = ts.createSourceFile(name, out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isImportDeclaration(node)) return
        if (ts.isCallExpression(node) && node.expression.getText(file) === '__hermesLazyRegExp') return
        const text = node.getText(file)
        if (ts.isRegularExpressionLiteral(node) && /\\[pP]\{/.test(text) && /\/[a-z]*[uv][a-z]*$/.test(text))
          eager.push(`${name}: ${text.slice(0, 60)}`)
        const pattern = ts.isNewExpression(node) ? node.arguments?.[0] : undefined
        if (
          ts.isNewExpression(node) &&
          node.expression.getText(file) === 'RegExp' &&
          (/\\[pP]\{/.test(text) || (pattern !== undefined && !ts.isStringLiteralLike(pattern)))
        )
          eager.push(`${name}: ${text.slice(0, 60)}`)
        ts.forEachChild(node, visit)
      }
      visit(file)
    }
    expect(eager).toEqual([])
  })
})
