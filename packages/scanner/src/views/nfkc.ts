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

const NON_ASCII = /[\u0080-\uffff]/

interface ChunkForm {
  /** The chunk's NFKC form. */
  readonly norm: string
  /** Per code point `[normLength, origLength]` pairs when normalising code point by code point gives `norm`, else `undefined`. */
  readonly pieces: readonly number[] | undefined
}

function chunkForm(chunk: string): ChunkForm {
  const norm = chunk.normalize('NFKC')
  if (norm === chunk) return { norm, pieces: [chunk.length, chunk.length] }
  const pieces: number[] = []
  let joined = ''
  for (const codePoint of chunk) {
    const piece = codePoint.normalize('NFKC')
    joined += piece
    pieces.push(piece.length, codePoint.length)
  }
  return { norm, pieces: joined === norm ? pieces : undefined }
}

/**
 * NFKC-normalise `text` and keep an offset map. ASCII is NFKC-stable and never
 * composes with the character before it, so each run of non-ASCII code points
 * (with the ASCII character before it, which combining marks may attach to) is
 * normalised on its own; inside such a chunk the map is per code point when
 * normalising code point by code point gives the same result, else the whole
 * chunk maps to its whole original range. Chunks repeat (the same spaces,
 * dashes, letters), so their forms are cached per scan. Linear in the length
 * of the text.
 */
export function normaliseNfkc(text: string): NfkcText {
  if (!NON_ASCII.test(text)) return identity(text)
  // Most text is already NFKC (emoji, dashes, accented letters): no map needed.
  const whole = text.normalize('NFKC')
  if (whole === text) return identity(text)
  if (unitForUnit(text, whole))
    return { text: whole, identical: false, originalStart: (offset) => offset, originalEnd: (offset) => offset }
  // Segments: [normStart, origStart, normLength, origLength] flattened.
  let segments = new Int32Array(1024)
  let size = 0
  let norm = 0
  let orig = 0
  let consistent = true
  const push = (normLength: number, origLength: number) => {
    if (normLength === 0 && origLength === 0) return
    if (normLength === origLength && size > 0 && segments[size - 2] === segments[size - 1]) {
      // Extend the previous length-preserving segment (offsets map one to one in both).
      segments[size - 2] = segments[size - 2]! + normLength
      segments[size - 1] = segments[size - 1]! + origLength
      norm += normLength
      orig += origLength
      return
    }
    if (size + 4 > segments.length) {
      const bigger = new Int32Array(segments.length * 2)
      bigger.set(segments)
      segments = bigger
    }
    segments[size] = norm
    segments[size + 1] = orig
    segments[size + 2] = normLength
    segments[size + 3] = origLength
    size += 4
    norm += normLength
    orig += origLength
  }
  const ascii = (end: number) => {
    // ASCII between chunks is unchanged; it must sit at the same place in the whole form.
    if (end <= orig) return
    if (consistent)
      for (let k = orig, j = norm; k < end; k++, j++)
        if (text.charCodeAt(k) !== whole.charCodeAt(j)) {
          consistent = false
          break
        }
    push(end - orig, end - orig)
  }
  const forms = new Map<string, ChunkForm>()
  // Chunks of one or two units (an ASCII character and one non-ASCII one: the common case) are keyed by number.
  const shortForms = new Map<number, ChunkForm>()
  const length = text.length
  let i = 0
  while (i < length) {
    while (i < length && text.charCodeAt(i) < 0x80) i++
    if (i === length) break
    const chunkStart = i > orig ? i - 1 : i
    let chunkEnd = i + 1
    while (chunkEnd < length && text.charCodeAt(chunkEnd) >= 0x80) chunkEnd++
    ascii(chunkStart)
    let form: ChunkForm | undefined
    if (chunkEnd - chunkStart <= 2) {
      const key =
        text.charCodeAt(chunkStart) * 0x10000 + (chunkEnd - chunkStart === 2 ? text.charCodeAt(chunkStart + 1) : 0xffff)
      form = shortForms.get(key)
      if (!form) {
        form = chunkForm(text.substring(chunkStart, chunkEnd))
        shortForms.set(key, form)
      }
    } else {
      const chunk = text.substring(chunkStart, chunkEnd)
      form = forms.get(chunk)
      if (!form) {
        form = chunkForm(chunk)
        forms.set(chunk, form)
      }
    }
    if (consistent) {
      const formNorm = form.norm
      for (let k = 0; k < formNorm.length; k++)
        if (formNorm.charCodeAt(k) !== whole.charCodeAt(norm + k)) {
          consistent = false
          break
        }
    }
    const pieces = form.pieces
    if (pieces) for (let k = 0; k < pieces.length; k += 2) push(pieces[k]!, pieces[k + 1]!)
    else push(form.norm.length, chunkEnd - chunkStart)
    i = chunkEnd
  }
  ascii(length)
  // Chunk-wise normalisation equals whole-text normalisation (see above); keep the whole form regardless.
  if (!consistent || norm !== whole.length)
    return { text: whole, identical: false, originalStart: () => 0, originalEnd: () => text.length }
  const normalised = whole
  const table = segments
  const count = size / 4
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

// NFKC form of each BMP code unit when it is a single BMP unit: 1 + that unit; 0 = not known yet; -1 = not single.
const singleForm = new Int32Array(0x10000)

/**
 * `true` when `whole` (the NFKC form of `text`) replaces each unit of `text`
 * by exactly one unit: the NFKC form of that unit on its own (ASCII kept).
 * Then every chunk normalises code point by code point, one unit to one, and
 * the offset map is the identity (what the chunk-wise map below gives in that
 * case, found without building it). No-break and ideographic spaces,
 * full-width letters and the like take this path.
 */
function unitForUnit(text: string, whole: string): boolean {
  if (whole.length !== text.length) return false
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    const target = whole.charCodeAt(i)
    if (unit < 0x80) {
      if (target !== unit) return false
      continue
    }
    if (unit >= 0xd800 && unit <= 0xdfff) return false
    let form = singleForm[unit]!
    if (form === 0) {
      const normalised = String.fromCharCode(unit).normalize('NFKC')
      const single = normalised.length === 1 ? normalised.charCodeAt(0) : -1
      form = single >= 0 && (single < 0xd800 || single > 0xdfff) ? single + 1 : -1
      singleForm[unit] = form
    }
    if (form - 1 !== target) return false
  }
  return true
}

function identity(text: string): NfkcText {
  return { text, identical: true, originalStart: (offset) => offset, originalEnd: (offset) => offset }
}

/** The shared NFKC view (id `@hermes/scanner:nfkc`): see {@link normaliseNfkc}. */
export const nfkcView: ScanView<NfkcText> = { id: '@hermes/scanner:nfkc', compute: normaliseNfkc }
