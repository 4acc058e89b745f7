/**
 * Features of the experimental learned injection model (not shipped, see README.md here): hashed word
 * uni- and bi-grams and character 3- and 4-grams of one segment (a line) of the
 * folded text. One pass over the segment, constant work per code unit: linear
 * time, no regular expressions.
 */

/** Number of hash buckets = 2^{@link BUCKET_BITS} (the weight vector's length). */
export const BUCKET_BITS = 16

/** Fewest letters or digits a segment needs to be scored (shorter lines carry too little text to judge). */
export const MIN_SEGMENT_LETTERS = 16

/** Feature kinds (bit mask): 1 = words and word pairs, 2 = character n-grams; `HERMES_LEARNED_KINDS`, default both. */
export const FEATURE_KINDS: number = Number(process.env.HERMES_LEARNED_KINDS ?? 3)

const SHIFT = 32 - BUCKET_BITS
const WORD_SEED = 0x9e3779b1
const BIGRAM_SEED = 0x85ebca77
const CHAR_SEED = 0xc2b2ae3d

/** `true` for a UTF-16 unit that belongs to a word: a letter or digit of any script (surrogates count). */
function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a)
  // Non-ASCII: everything but general punctuation, spaces and symbols blocks counts as a letter.
  if (c >= 0x2000 && c <= 0x2bff) return false
  if (c >= 0x3000 && c <= 0x303f) return false
  if (c >= 0xff00 && c <= 0xff0f) return false
  if (c === 0xa0 || c === 0xfeff) return false
  return true
}

/**
 * Call `emit(bucket)` for every feature of `text[start, end)` (folded, lower-case text) and return the number
 * of features, or 0 when the segment has fewer than {@link MIN_SEGMENT_LETTERS} word units (nothing emitted).
 *
 * Features: each word (a maximal run of letters/digits), each pair of adjacent words, and each character
 * 3- and 4-gram of the segment with every run of non-word units replaced by one space.
 */
export function segmentFeatures(
  text: string,
  start: number,
  end: number,
  emit: (bucket: number) => void,
  kinds: number = FEATURE_KINDS,
): number {
  const words = (kinds & 1) !== 0
  const chars = (kinds & 2) !== 0
  let letters = 0
  for (let i = start; i < end; i++) if (isWordUnit(text.charCodeAt(i))) letters++
  if (letters < MIN_SEGMENT_LETTERS) return 0
  let count = 0
  // Rolling window of the last 5 normalised units (space = 0x20), for character n-grams.
  let c1 = 0x20
  let c2 = 0x20
  let c3 = 0x20
  let c4 = 0x20
  let word = WORD_SEED
  let inWord = false
  let previousWord = 0
  let hasPrevious = false
  const push = (c: number) => {
    if (!chars) return
    c4 = c3
    c3 = c2
    c2 = c1
    c1 = c
    // The character 3-gram (c3 c2 c1) and 4-gram (c4 c3 c2 c1) ending here.
    let h = Math.imul(CHAR_SEED ^ c3, 0x01000193)
    h = Math.imul(h ^ c2, 0x01000193)
    h = Math.imul(h ^ c1, 0x01000193)
    emit(h >>> SHIFT)
    let g = Math.imul((CHAR_SEED + 1) ^ c4, 0x01000193)
    g = Math.imul(g ^ c3, 0x01000193)
    g = Math.imul(g ^ c2, 0x01000193)
    g = Math.imul(g ^ c1, 0x01000193)
    emit(g >>> SHIFT)
    count += 2
  }
  const endWord = () => {
    if (!words) {
      word = WORD_SEED
      inWord = false
      return
    }
    const w = Math.imul(word ^ (word >>> 15), 0x2c1b3c6d) >>> 0
    emit(w >>> SHIFT)
    count++
    if (hasPrevious) {
      const b = Math.imul(BIGRAM_SEED ^ previousWord, 0x01000193) ^ w
      emit(Math.imul(b ^ (b >>> 13), 0x5bd1e995) >>> SHIFT)
      count++
    }
    previousWord = w
    hasPrevious = true
    word = WORD_SEED
    inWord = false
  }
  let spaced = true
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (isWordUnit(c)) {
      word = Math.imul(word ^ c, 0x01000193)
      inWord = true
      push(c)
      spaced = false
    } else {
      if (inWord) endWord()
      if (!spaced) push(0x20)
      spaced = true
    }
  }
  if (inWord) endWord()
  if (!spaced) push(0x20)
  return count
}
