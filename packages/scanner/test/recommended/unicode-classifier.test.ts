import { describe, expect, it } from 'vitest'
import * as unicode from '../../src/recommended/text/unicode.js'

// The classifiers fill a page of 256 code points with one run of their
// expression over the page (issue 11: not one test per code point); they must
// answer exactly as the expression does on each code point alone.
const pages = [
  ...Array.from({ length: 0x34 }, (_, p) => p), // Latin … Hebrew, Arabic, Indic, Thai, Lao, Tibetan, Myanmar, Georgian, Hangul Jamo…
  0x17,
  0x18,
  0x1e,
  0x20,
  0x21,
  0x2e,
  0x30,
  0x31,
  0x4e,
  0x9f,
  0xac,
  0xd7, // Khmer, Mongolian, punctuation, Kana, Han, Hangul
  0xd8,
  0xdb,
  0xdc,
  0xdf, // lone surrogates
  0xfb,
  0xfe,
  0xff,
  0x108,
  0x10f,
  0x1d4,
  0x1e9,
  0x1f1,
  0x1f3,
  0x1f6,
  0x1f9,
  0x200,
  0x2a6,
  0xe00,
  0x10ff, // astral
]

describe('unicode classifiers', () => {
  for (const [name, re] of Object.entries(unicode.CLASSIFIER_EXPRESSIONS)) {
    it(`${name} agrees with ${re.source.slice(0, 40)}… on every code point of ${pages.length} pages`, () => {
      const test = unicode[name as keyof typeof unicode.CLASSIFIER_EXPRESSIONS]
      const disagree: string[] = []
      let members = 0
      for (const p of pages)
        for (let k = 0; k < 256; k++) {
          const cp = (p << 8) | k
          const expected = re.test(String.fromCodePoint(cp))
          if (expected) members++
          if (test(cp) !== expected) disagree.push(unicode.codePointLabel(cp))
        }
      expect(disagree.slice(0, 10)).toEqual([])
      expect(members).toBeGreaterThan(0)
    })
  }

  it('answers false outside the code point range', () => {
    expect(unicode.isLetter(-1)).toBe(false)
    expect(unicode.isLetter(0x110000)).toBe(false)
    expect(unicode.isCjk(0x4e00)).toBe(true)
    expect(unicode.isCjk(0xd800)).toBe(false)
  })
})
