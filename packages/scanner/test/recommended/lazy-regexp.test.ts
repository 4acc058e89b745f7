import { describe, expect, it } from 'vitest'
import { lazyRegExp } from '../../src/recommended/text/lazy-regexp.js'

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
