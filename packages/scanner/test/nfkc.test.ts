/* eslint-disable @typescript-eslint/no-non-null-assertion -- the reference is the previous implementation, verbatim */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseNfkc, type NfkcText } from '../src/views/nfkc.js'

// The NFKC view (offset maps included) must not change when it is optimised:
// it is compared with its previous, straightforward implementation.
const NON_ASCII = /[\u0080-\uffff]+/g

/**
 * NFKC-normalise `text` and keep an offset map. ASCII is NFKC-stable and never
 * composes with the character before it, so each run of non-ASCII code points
 * (with the ASCII character before it, which combining marks may attach to) is
 * normalised on its own; inside such a chunk the map is per code point when
 * normalising code point by code point gives the same result, else the whole
 * chunk maps to its whole original range. Linear in the length of the text.
 */
function referenceNfkc(text: string): NfkcText {
  NON_ASCII.lastIndex = 0
  if (!NON_ASCII.test(text)) return referenceIdentity(text)
  // Most text is already NFKC (emoji, dashes, accented letters): no map needed.
  const whole = text.normalize('NFKC')
  if (whole === text) return referenceIdentity(text)
  // Segments: [normStart, origStart, normLength, origLength] flattened.
  const segments: number[] = []
  const parts: string[] = []
  let norm = 0
  let orig = 0
  const push = (normalised: string, origLength: number) => {
    if (normalised.length > 0 || origLength > 0) segments.push(norm, orig, normalised.length, origLength)
    parts.push(normalised)
    norm += normalised.length
    orig += origLength
  }
  NON_ASCII.lastIndex = 0
  for (let match = NON_ASCII.exec(text); match !== null; match = NON_ASCII.exec(text)) {
    const chunkStart = match.index > orig ? match.index - 1 : match.index
    const chunkEnd = match.index + match[0].length
    if (chunkStart > orig) push(text.slice(orig, chunkStart), chunkStart - orig)
    const chunk = text.slice(chunkStart, chunkEnd)
    const whole = chunk.normalize('NFKC')
    if (whole === chunk) {
      push(chunk, chunk.length)
      continue
    }
    const pieces: string[] = []
    const lengths: number[] = []
    for (const codePoint of chunk) {
      pieces.push(codePoint.normalize('NFKC'))
      lengths.push(codePoint.length)
    }
    if (pieces.join('') === whole) pieces.forEach((piece, i) => push(piece, lengths[i]!))
    else push(whole, chunk.length)
  }
  if (orig < text.length) push(text.slice(orig), text.length - orig)
  const normalised = parts.join('')
  // Chunk-wise normalisation equals whole-text normalisation (see above); keep the whole form regardless.
  if (normalised !== whole)
    return { text: whole, identical: false, originalStart: () => 0, originalEnd: () => text.length }
  // Obviously correct, not fast: walk the segments (normStart, origStart, normLength, origLength) in order.
  const map = (offset: number, isEnd: boolean): number => {
    let last: number[] | undefined
    for (let i = 0; i < segments.length; i += 4) if (segments[i]! <= offset) last = segments.slice(i, i + 4)
    if (last === undefined) return 0
    const [normStart, origStart, normLength, origLength] = last as [number, number, number, number]
    const delta = offset - normStart
    if (delta >= normLength) return origStart + origLength
    if (normLength === origLength) return origStart + delta
    if (delta === 0) return origStart
    return isEnd ? origStart + origLength : origStart
  }
  return {
    text: normalised,
    identical: false,
    originalStart: (offset) => map(offset, false),
    originalEnd: (offset) => map(offset, true),
  }
}

function referenceIdentity(text: string): NfkcText {
  return { text, identical: true, originalStart: (offset) => offset, originalEnd: (offset) => offset }
}

const PIECES = [
  'a',
  'e',
  'K',
  ' ',
  '\n',
  '\u3000',
  '\u00a0',
  '\u0301',
  '\u0308',
  'ﬁ',
  'ｘ',
  '①',
  '™',
  '㎏',
  'ſ',
  '\u212a',
  'é',
  '—',
  '😀',
  '\u1100\u1161',
  '\uac00',
  'ǅ',
  '\u2028',
  'ı',
  'İ',
]

describe('normaliseNfkc = its reference implementation', () => {
  it('text, identical and both offset maps at every offset', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('')
        const actual = normaliseNfkc(text)
        const expected = referenceNfkc(text)
        expect(actual.text).toBe(expected.text)
        expect(actual.identical).toBe(expected.identical)
        for (let offset = 0; offset <= actual.text.length; offset++) {
          expect(actual.originalStart(offset)).toBe(expected.originalStart(offset))
          expect(actual.originalEnd(offset)).toBe(expected.originalEnd(offset))
        }
      }),
      { numRuns: 500 },
    )
  })
})
