import { describe, expect, it } from 'vitest'
import { lazyModuleRegExps } from '../scripts/lazy-regexps.js'

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
    expect(lazyModuleRegExps(source, helper)).toBe(source)
  })

  it('leaves a module with no module-level expression untouched', () => {
    const source = 'export function f(text: string) {\n  return /x/u.test(text)\n}\n'
    expect(lazyModuleRegExps(source, helper)).toBe(source)
  })
})
