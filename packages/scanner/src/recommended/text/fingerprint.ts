/**
 * Two 32-bit FNV-1a-style hashes of a string's UTF-16 units (the second seeded with its length), as unsigned
 * numbers: the keys of the generated tables (`triggerKey`, `lexiconFingerprint`) that tell a stale table apart.
 */
export function fingerprint32x2(source: string): [number, number] {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ source.length
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  return [a >>> 0, b >>> 0]
}
