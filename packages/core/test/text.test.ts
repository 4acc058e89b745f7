import { describe, expect, it } from 'vitest'
import {
  codePointLength,
  decodeUtf8Strict,
  headCodePoints,
  normaliseContextText,
  positionAt,
  tailCodePoints,
  trimWhiteSpace,
} from '../src/index.js'

describe('text helpers', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('a😀b')).toBe(3)
    expect(headCodePoints('😀😀😀', 2)).toBe('😀😀')
    expect(tailCodePoints('😀ab😀', 2)).toBe('b😀')
    expect(tailCodePoints('abc', 0)).toBe('')
  })

  it('trims Unicode White_Space but keeps U+FEFF and U+200B', () => {
    expect(trimWhiteSpace('\u3000\u00a0 x \u0085\u2029')).toBe('x')
    expect(trimWhiteSpace('\ufeffx\u200b')).toBe('\ufeffx\u200b')
  })

  it('normalises line endings, removes one BOM, trims (§4.1)', () => {
    expect(normaliseContextText('\ufeff\ufeff a\r\nb\rc \n')).toBe('\ufeff a\nb\nc')
  })

  it('decodes strict UTF-8 and keeps a leading BOM', () => {
    expect(decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\ufeffa')
    expect(decodeUtf8Strict(new Uint8Array([0xff, 0x61]))).toBeUndefined()
  })

  it('gives 1-based line and code-point column', () => {
    expect(positionAt('ab\n😀x', 6)).toEqual({ line: 2, column: 3 })
  })
})
