/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import { codePointClass, VARIATION_SELECTOR_RANGES, type RuleContext } from '@hermes/core'
import type { RecommendedRule } from '../rule-kit.js'
import { isEmoji, isHan, isLatin, isVariationSelector } from '../text/unicode.js'
import { reportDecoded } from './unicode-tags.js'
import { oneLine } from '../../engine/reason.js'

/** Runs of variation selectors, from the shared definition (@hermes/core). */
const VS_RUN = new RegExp(`[${codePointClass(VARIATION_SELECTOR_RANGES)}]+`, 'gu')
const utf8 = new TextDecoder('utf-8', { fatal: false })

/**
 * `variation-selectors` — category `unicode_smuggling`, severity `block`.
 *
 * Reports variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) used as a
 * hidden byte channel: a run of two or more blocks (one selector per byte;
 * the bytes are decoded as UTF-8 and re-scanned by the content rules); a
 * single selector after a base that takes none (an ASCII letter or
 * punctuation) is a warning. Legitimate single selectors pass: VS15/VS16
 * after an emoji-capable character (`\p{Emoji}`) or after U+FFFD (an emoji
 * lost in a re-encoding), an ideographic variation
 * selector after a Han character, a standardized variation sequence after a
 * symbol. Spec §6.
 */
export const variationSelectors: RecommendedRule = {
  id: 'variation-selectors',
  meta: {
    category: 'unicode_smuggling',
    severity: 'block',
    description: 'Variation-selector runs that smuggle hidden bytes',
  },
  technique:
    'runs of ≥ 2 selectors decoded as bytes and re-scanned; single selectors checked against their base (\\p{Emoji}, Han)',
  examples: {
    block: ['Sign-off: \u{1F375}\u{E0139}\u{E0157}\u{E015E}\u{E015F}\u{E0162}\u{E0155}'],
    warn: ['Note.\uFE01'],
    pass: [
      'Status \u2714\uFE0F ok',
      '\u845B\u{E0100}\u98FE\u533A',
      '\u2269\uFE00 in the table',
      '## \uFFFD\uFE0F Setup',
    ],
  },
  check(text: string, context: RuleContext) {
    let count = 0
    VS_RUN.lastIndex = 0
    for (let m = VS_RUN.exec(text); m && count < 50; m = VS_RUN.exec(text)) {
      const start = m.index
      const end = start + m[0].length
      const selectors = [...m[0]].map((ch) => ch.codePointAt(0)!)
      if (selectors.length === 1) {
        const unit = text.charCodeAt(start - 1)
        const size = unit >= 0xdc00 && unit <= 0xdfff && start >= 2 ? 2 : 1
        const base = start > 0 ? text.codePointAt(start - size)! : -1
        const vs = selectors[0]!
        // fp6: U+FFFD is an emoji a re-encoding lost ("## \uFFFD\uFE0F Configuração"): its presentation selector stayed.
        const ok =
          vs >= 0xe0100 ? isHan(base) : vs >= 0xfe0e ? isEmoji(base) || base === 0xfffd : base >= 0x80 && !isLatin(base)
        if (ok) continue
        count++
        context.report({
          start,
          end,
          severity: 'warn',
          message: 'Variation selector after a character that takes none',
        })
        continue
      }
      count++
      const bytes = Uint8Array.from(
        selectors.filter(isVariationSelector).map((cp) => (cp >= 0xe0100 ? cp - 0xe0100 + 16 : cp - 0xfe00)),
      )
      const decoded = utf8.decode(bytes)
      const printable = decoded.replace(/[^\p{L}\p{N}\p{P}\p{Zs}\n]/gu, '')
      const preview = printable.length > 120 ? `${printable.slice(0, 120)}…` : printable
      context.report({
        start,
        end,
        message: `Run of ${selectors.length} variation selectors hiding bytes: "${oneLine(preview)}"`,
      })
      if (printable.length > 0) reportDecoded(context, start, end, decoded, 'Variation-selector payload')
    }
  },
}
