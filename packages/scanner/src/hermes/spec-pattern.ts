/** `\w` of the `hermes` preset (§6): letters, numbers and `_`, as a JS regex class source. */
export const WORD_CLASS = String.raw`[\p{L}\p{N}_]`
/** `\s` of the `hermes` preset (§6): Unicode `White_Space` (unlike JS `\s`, no U+FEFF), as a regex source. */
export const SPACE_CLASS = String.raw`\p{White_Space}`
/** `\b` of the `hermes` preset (§6): a boundary between {@link WORD_CLASS} and anything else. */
export const BOUNDARY = String.raw`(?:(?<=${WORD_CLASS})(?!${WORD_CLASS})|(?<!${WORD_CLASS})(?=${WORD_CLASS}))`

/**
 * Translate a §6 table pattern (Python `re` syntax) into a JavaScript regex
 * with the preset's semantics: `\w` → {@link WORD_CLASS}, `\s` →
 * {@link SPACE_CLASS} (both also inside classes), `\b` → {@link BOUNDARY}; flags
 * `iu` plus `extraFlags`. This is the naive, reference form of a rule (the
 * oracle of the property tests): running it unanchored over long adversarial
 * text may backtrack quadratically.
 *
 * @param source - the pattern as written in the spec table (with `F` and `SV` expanded)
 * @param extraFlags - e.g. `g` or `y`
 */
export function compileSpecPattern(source: string, extraFlags = ''): RegExp {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const char = source.charAt(i)
    if (char === '\\') {
      const next = source[i + 1] ?? ''
      i++
      if (next === 's') out += SPACE_CLASS
      else if (next === 'w') out += inClass ? String.raw`\p{L}\p{N}_` : WORD_CLASS
      else if (next === 'b' && !inClass) out += BOUNDARY
      else out += `\\${next}`
      continue
    }
    if (char === '[' && !inClass) inClass = true
    else if (char === ']' && inClass) inClass = false
    out += char
  }
  return new RegExp(out, `iu${extraFlags}`)
}

/** `F` of the §6 table: up to eight filler words, each followed by white space. */
export const F = String.raw`(?:\w+\s+){0,8}`
/** `SV` of the §6 table: a shell variable whose name ends in a secret-ish word. */
export const SV = String.raw`\$\{?\w*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)S?\b`
