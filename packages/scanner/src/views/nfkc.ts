/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import type { ScanView } from '@hermes/core'

/**
 * The NFKC form of the scanned text with a map back to the scanned text, so
 * a rule can match the normalised form and still report positions in the
 * original (§6 step 2).
 */
export interface NfkcText {
  /** `text.normalize('NFKC')`. */
  readonly text: string
  /** `true` when the NFKC form equals the scanned text (offsets map to themselves). */
  readonly identical: boolean
  /** UTF-16 offset in the scanned text of a match that starts at `offset` of the NFKC text. */
  originalStart(offset: number): number
  /** UTF-16 offset in the scanned text of a match that ends (exclusive) at `offset` of the NFKC text. */
  originalEnd(offset: number): number
}

const NON_ASCII = /[\u0080-\uffff]+/g

/**
 * NFKC-normalise `text` and keep an offset map. ASCII is NFKC-stable and never
 * composes with the character before it, so each run of non-ASCII code points
 * (with the ASCII character before it, which combining marks may attach to) is
 * normalised on its own; inside such a chunk the map is per code point when
 * normalising code point by code point gives the same result, else the whole
 * chunk maps to its whole original range. Linear in the length of the text.
 */
export function normaliseNfkc(text: string): NfkcText {
  NON_ASCII.lastIndex = 0
  if (!NON_ASCII.test(text)) return identity(text)
  // Most text is already NFKC (emoji, dashes, accented letters): no map needed.
  const whole = text.normalize('NFKC')
  if (whole === text) return identity(text)
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
  const table = Int32Array.from(segments)
  const count = table.length / 4
  const find = (offset: number): number => {
    // Last segment whose normalised start is <= offset.
    let low = 0
    let high = count - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (table[mid * 4]! <= offset) low = mid
      else high = mid - 1
    }
    return low * 4
  }
  const map = (offset: number, isEnd: boolean): number => {
    if (count === 0) return 0
    const s = find(offset)
    const normStart = table[s]!
    const origStart = table[s + 1]!
    const normLength = table[s + 2]!
    const origLength = table[s + 3]!
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

function identity(text: string): NfkcText {
  return { text, identical: true, originalStart: (offset) => offset, originalEnd: (offset) => offset }
}

/** The shared NFKC view (id `@hermes/scanner:nfkc`): see {@link normaliseNfkc}. */
export const nfkcView: ScanView<NfkcText> = { id: '@hermes/scanner:nfkc', compute: normaliseNfkc }
