/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { codePointClass, TAG_RANGES, type RuleContext } from '@hermes/core'
import { CONTENT_DETECTORS } from '../detectors.js'
import { quickScan, type RecommendedRule } from '../rule-kit.js'
import { asPredicate } from '../text/context.js'
import { isRgiTagSequence } from '../text/unicode.js'
import { oneLine } from '../../engine/reason.js'

/** Runs of tag characters, from the shared definition (@hermes/core). */
const TAG_RUN = new RegExp(`[${codePointClass(TAG_RANGES)}]+`, 'gu')

/** Report the categories a decoded hidden payload carries (one finding per category). */
export function reportDecoded(context: RuleContext, start: number, end: number, decoded: string, what: string): void {
  const seen = new Set<string>()
  for (const finding of quickScan(decoded, CONTENT_DETECTORS)) {
    if (finding.severity !== 'block' || seen.has(finding.category)) continue
    seen.add(finding.category)
    context.report({
      start,
      end,
      category: finding.category,
      message: `${what} decodes to text that ${asPredicate(finding.message)}`,
    })
  }
}

/**
 * `unicode-tags` — category `unicode_smuggling`, severity `block`.
 *
 * Reports Unicode tag characters (U+E0000–U+E007F), which render as nothing
 * and spell ASCII text that models read, anywhere except in a valid RGI emoji
 * tag sequence (the Scotland, Wales and England flags, checked with
 * `\p{RGI_Emoji_Tag_Sequence}`). The decoded text is included in the message
 * and is scanned by the content rules; each category they find is reported
 * too. Spec §6.
 */
export const unicodeTags: RecommendedRule = {
  id: 'unicode-tags',
  meta: {
    category: 'unicode_smuggling',
    severity: 'block',
    description: 'Unicode tag characters that spell hidden text (outside an RGI flag sequence)',
  },
  technique: 'runs of U+E0000–E007F not forming \\p{RGI_Emoji_Tag_Sequence}; decoded text re-scanned',
  examples: {
    block: [
      'Use ruff.\u{E0049}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}',
      'Team \u{1F3F4}\u{E0075}\u{E0070}\u{E006C}\u{E007F} builds',
    ],
    warn: [],
    pass: ['Scotland \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} for gd-GB'],
  },
  check(text: string, context: RuleContext) {
    let count = 0
    TAG_RUN.lastIndex = 0
    for (let m = TAG_RUN.exec(text); m && count < 50; m = TAG_RUN.exec(text)) {
      let start = m.index
      const end = start + m[0].length
      if (start >= 2 && text.codePointAt(start - 2) === 0x1f3f4) {
        if (isRgiTagSequence(text.slice(start - 2, end))) continue
        start -= 2
      }
      let decoded = ''
      for (const ch of m[0]) {
        const cp = ch.codePointAt(0)! - 0xe0000
        if (cp >= 0x20 && cp <= 0x7e) decoded += String.fromCharCode(cp)
      }
      count++
      const preview = decoded.length > 120 ? `${decoded.slice(0, 120)}…` : decoded
      context.report({ start, end, message: `Hidden tag-character text: "${oneLine(preview)}"` })
      if (decoded.length > 0) reportDecoded(context, start, end, decoded, 'Tag-character text')
    }
  },
}
