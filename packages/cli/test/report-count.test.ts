import { describe, expect, it } from 'vitest'
import { count, plural } from '../src/report/text.js'

describe('count(): numbers in reports', () => {
  it('groups the digits of integers by three with commas, as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 5059, 20_000, 123_456, 1_234_567, -1234, -999, Number.MAX_SAFE_INTEGER])
      expect(count(value)).toBe(value.toLocaleString('en-US'))
    expect(count(1_234_567)).toBe('1,234,567')
    expect(plural(20_000, 'character')).toBe('20,000 characters')
    expect(plural(1, 'file')).toBe('1 file')
  })

  it('prints other numbers as en-US does', () => {
    for (const value of [1234.5678, 0.5, NaN, Infinity, 2 ** 60])
      expect(count(value)).toBe(value.toLocaleString('en-US'))
  })
})
