import { describe, expect, it } from 'vitest'
import { resolveMaxChars, truncateSection, truncationMarker } from '../src/index.js'

describe('resolveMaxChars (§7)', () => {
  it.each([
    [8_000, 20_000],
    [100_000, 24_000],
    [128_000, 30_720],
    [200_000, 48_000],
    [1_000_000, 240_000],
    [100_000_000, 500_000],
  ])('context window %i tokens gives %i characters', (contextLength, expected) => {
    expect(resolveMaxChars({ contextLength })).toBe(expected)
  })

  it('prefers a configured limit ≥ 1 after truncation to an integer', () => {
    expect(resolveMaxChars({ configured: 1500.9, contextLength: 200_000 })).toBe(1500)
    expect(resolveMaxChars({ configured: 0.5, contextLength: 200_000 })).toBe(48_000)
    expect(resolveMaxChars({ configured: -3 })).toBe(20_000)
    expect(resolveMaxChars({ configured: Number.NaN, contextLength: 1.5 })).toBe(20_000)
    expect(resolveMaxChars({})).toBe(20_000)
  })
})

describe('truncateSection (§7)', () => {
  it('leaves a section at the limit unchanged', () => {
    const result = truncateSection('x'.repeat(10), { limit: 10, name: 'AGENTS.md' })
    expect(result).toMatchObject({ text: 'x'.repeat(10), truncated: false, length: 10 })
  })

  it('keeps floor(0.7 limit) head and floor(0.2 limit) tail with the exact marker', () => {
    const text = 'a'.repeat(70) + 'b'.repeat(11) + 'c'.repeat(20)
    const result = truncateSection(text, { limit: 100, name: 'CLAUDE.md', path: '/r/CLAUDE.md' })
    expect(result.text).toBe(
      `${'a'.repeat(70)}\n\n[...truncated CLAUDE.md: kept 70+20 of 101 chars. Use file tools to read the full file.]\n\n${'c'.repeat(20)}`,
    )
    expect(result).toMatchObject({ truncated: true, head: 70, tail: 20, length: 101, limit: 100, path: '/r/CLAUDE.md' })
  })

  it('counts and slices emoji as one character each', () => {
    const text = '😀'.repeat(11)
    const result = truncateSection(text, { limit: 10, name: 'x' })
    expect(result.text).toBe(`${'😀'.repeat(7)}\n\n${truncationMarker('x', 7, 2, 11)}\n\n😀😀`)
    expect(truncateSection('😀'.repeat(10), { limit: 10, name: 'x' }).truncated).toBe(false)
  })

  it('uses IEEE double products: limit 90 keeps 62 + 18', () => {
    const result = truncateSection('z'.repeat(100), { limit: 90, name: 'AGENTS.md' })
    expect([result.head, result.tail]).toEqual([62, 18])
  })
})
