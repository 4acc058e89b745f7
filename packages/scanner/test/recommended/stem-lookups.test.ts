import { describe, expect, it } from 'vitest'
import { lexiconMaps } from '../../src/recommended/text/lexicon-tables.js'
import { CONCEPT_WORDS, tokenize } from '../../src/recommended/text/tokens.js'
import { resetWork, work } from '../../src/recommended/text/work.js'

// Issue 11: an ASCII word is looked up in the stem table only at the lengths of stems that start like it.

describe('stem look-ups of tokenize', () => {
  it('look up no stem for words that no stem starts like', () => {
    tokenize('warm up the tables')
    resetWork()
    // Made-up words starting with common letters: no lexicon stem starts with "sxq", "txq", "dxq" or "cxq".
    const stream = tokenize('sxqjvw txqjvwk dxqjvwkl cxqjvwklm sxqjvw txqjvwk dxqjvwkl cxqjvwklm')
    expect(stream.length).toBe(8)
    expect(work.stemLookups).toBe(0)
  })

  it('still find the concepts of every a–z stem, on the stem and on a longer word', () => {
    const stems = [...lexiconMaps().stems.keys()].filter((stem) => /^[a-z]+$/.test(stem))
    expect(stems.length).toBeGreaterThan(10)
    for (const stem of stems)
      for (const word of [stem, `${stem}ings`]) {
        resetWork()
        const stream = tokenize(word)
        expect(stream.length, word).toBe(1)
        expect(work.stemLookups, word).toBeGreaterThan(0)
        expect(
          Array.from(stream.concepts.subarray(0, CONCEPT_WORDS)).some((bits) => bits !== 0),
          word,
        ).toBe(true)
      }
  })
})
