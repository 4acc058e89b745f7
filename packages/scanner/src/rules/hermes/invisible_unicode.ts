import type { RuleContext } from '@hermes/core'
import type { HermesRule } from '../../hermes/pattern-rule.js'
import type { RuleCases } from '../../testing/cases.js'

/**
 * The 17 code points of §6 step 1: zero-width characters, invisible operators,
 * U+FEFF, and the bidirectional embeddings, overrides and isolates.
 */
export const INVISIBLE_CODE_POINTS: readonly number[] = [
  0x200b, 0x200c, 0x200d, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2062, 0x2063, 0x2064, 0x2066, 0x2067,
  0x2068, 0x2069, 0xfeff,
]

const INVISIBLE = /[\u200b-\u200d\u202a-\u202e\u2060\u2062-\u2064\u2066-\u2069\ufeff]/g
const BIDI_FIRST = 0x202a

/** `invisible_unicode_U+XXXX`: uppercase hex, at least four digits (§6). */
export function invisibleId(codePoint: number): string {
  return `invisible_unicode_U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
}

const EXAMPLES: RuleCases = {
  valid: [
    'Plain text with an NBSP\u00a0and an ideographic\u3000space.',
    '\ufeffA leading BOM is removed, not flagged.',
  ],
  invalid: [
    {
      text: 'Alpha\u2069 beta\u200b gamma.',
      ids: ['invisible_unicode_U+200B', 'invisible_unicode_U+2069'],
      line: 1,
      column: 12,
    },
    { text: 'Attachment name: report\u202etxt.exe', ids: ['invisible_unicode_U+202E'], line: 1, column: 24 },
    { text: 'Rules\ufeff with an inner BOM.', ids: ['invisible_unicode_U+FEFF'], line: 1, column: 6 },
  ],
}

/**
 * `hermes/invisible-unicode` (finding ids `invisible_unicode_U+XXXX`; §6 step 1, preset `hermes`): reports each of the 17
 * invisible code points present anywhere in the scanned text, once per code
 * point (at its first occurrence), with id `invisible_unicode_U+XXXX`. The
 * bidirectional controls get category `bidi`. A U+FEFF at index 0 of the
 * input never reaches rules (the engine removes it).
 */
export const invisibleUnicode: HermesRule = {
  id: 'hermes/invisible-unicode',
  meta: {
    category: 'invisible_unicode',
    severity: 'block',
    findingId: 'invisible_unicode',
    examples: EXAMPLES,
    description:
      'Invisible or bidirectional-control character (zero-width, word joiner, BOM, embedding, override or isolate).',
  },
  pattern: '',
  examples: EXAMPLES,
  check(text: string, context: RuleContext) {
    const seen = new Set<number>()
    INVISIBLE.lastIndex = 0
    for (let match = INVISIBLE.exec(text); match !== null; match = INVISIBLE.exec(text)) {
      const codePoint = text.charCodeAt(match.index)
      if (seen.has(codePoint)) continue
      seen.add(codePoint)
      context.report({
        start: match.index,
        end: match.index + 1,
        id: invisibleId(codePoint),
        ...((codePoint >= BIDI_FIRST && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069)
          ? { category: 'bidi' }
          : {}),
      })
      if (seen.size === INVISIBLE_CODE_POINTS.length) break
    }
  },
}
