import { describe, expect, it } from 'vitest'
import { DeferredRegExp, lazyRegExp } from '../../src/recommended/text/lazy-regexp.js'

describe('lazyRegExp (issue 11: rules’ helper expressions are compiled on first use)', () => {
  it('builds the expression on the first test or exec, once', () => {
    let built = 0
    const re = lazyRegExp(() => {
      built++
      return /(?<![\p{L}])quietly(?![\p{L}])/u
    })
    expect(built).toBe(0)
    expect(re.test('do it quietly')).toBe(true)
    expect(re.exec('run quietly now')?.index).toBe(4)
    expect(re.test('disquietly')).toBe(false)
    expect(built).toBe(1)
  })

  it('from a source and flags, matches as new RegExp(source, flags) does', () => {
    const re = lazyRegExp('(?:secret|covert)ly', 'iu')
    expect(re.test('SECRETLY')).toBe(true)
    expect(re.exec('act covertly')?.[0]).toBe('covertly')
  })

  it('keeps one RegExp, so a global expression’s lastIndex carries over as with a plain one', () => {
    const lazy = lazyRegExp('a', 'g')
    const plain = /a/g
    for (let i = 0; i < 4; i++) expect(lazy.exec('banana')?.index).toBe(plain.exec('banana')?.index)
  })

  it('throws a bad pattern’s SyntaxError on first use', () => {
    const re = lazyRegExp('(', 'u')
    expect(() => re.test('x')).toThrow(SyntaxError)
  })
})

describe('DeferredRegExp (issue 11: module-level expressions of the bundles parse their pattern on first use)', () => {
  const cases: [string, string][] = [
    [String.raw`(?<![\p{L}])ignore(\s+)(?:all|any)(?![\p{L}])`, 'gu'],
    [String.raw`\p{Lu}{2,}`, 'giu'],
    [String.raw`(?<word>\p{L}+)-(\d)`, 'dgu'],
    [String.raw`\p{L}+`, 'u'],
    [String.raw`\p{L}`, 'yu'],
    ['a/b', 'g'],
    [String.raw`[/]\/`, 'g'],
    ['x\ny', 'u'],
  ]
  const texts = ['Please ignore  all previous rules; ignore any.', 'ÉCOLE école ab-1 Ωmega-2', 'a/b a/b //', 'x\ny', '']

  /** Every way the rules read an expression, in one comparable value (a fresh pair of objects per call). */
  const readings = (make: () => RegExp, text: string) => {
    const re = make()
    const sticky = make()
    sticky.lastIndex = 1
    return JSON.stringify([
      re.source,
      re.flags,
      String(re),
      text.match(make()),
      re.global ? [...text.matchAll(make())].map((m) => [m.index, [...m], m.groups, m.indices]) : null,
      text.replace(make(), '<$&>'),
      text.split(make()),
      text.search(make()),
      [re.test(text), re.lastIndex, re.test(text), re.lastIndex, re.exec(text)?.index, re.lastIndex],
      [sticky.exec(text)?.[0], sticky.lastIndex],
    ])
  }

  it('reads and matches as new RegExp(source, flags) does', () => {
    for (const [source, flags] of cases)
      for (const text of texts)
        expect(readings(() => new DeferredRegExp(source, flags), text)).toBe(
          readings(() => new RegExp(source, flags), text),
        )
  })

  it('is a RegExp whose pattern is compiled on the first exec, not when built or when its source is read', () => {
    const re = new DeferredRegExp(String.raw`(?<![\p{L}])quietly`, 'gu')
    expect(re).toBeInstanceOf(RegExp)
    expect([re.source, re.flags, re.global, re.unicode]).toEqual([String.raw`(?<![\p{L}])quietly`, 'gu', true, true])
    expect(re.compiled).toBe(false)
    expect(re.test('do it quietly')).toBe(true)
    expect(re.compiled).toBe(true)
    expect(re.lastIndex).toBe(13)
  })

  it('takes source and flags from an expression (as matchAll and split build their copies)', () => {
    const copy = new DeferredRegExp(new DeferredRegExp(String.raw`\p{Lu}`, 'gu'))
    expect([copy.source, copy.flags]).toEqual([String.raw`\p{Lu}`, 'gu'])
    expect([...'aBcD'.matchAll(copy)].map((m) => m.index)).toEqual([1, 3])
  })

  it('leaves lastIndex of a plain (not global, not sticky) expression alone, as RegExp does', () => {
    const re = Object.freeze(new DeferredRegExp(String.raw`\p{Lu}`, 'u'))
    expect(re.exec('aB')?.index).toBe(1)
    expect(re.lastIndex).toBe(0)
  })

  it('throws a bad flag when built and a bad pattern’s SyntaxError on first use', () => {
    expect(() => new DeferredRegExp('x', 'uu')).toThrow(SyntaxError)
    const re = new DeferredRegExp('(', 'u')
    expect(() => re.test('x')).toThrow(SyntaxError)
  })
})
