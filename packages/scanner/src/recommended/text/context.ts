/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { RuleContext } from '@hermes/core'
import { foldedView, type FoldedText } from './folded.js'
import { markdownView, type MarkdownContext } from './markdown.js'
import { tokensOf, type TokenStream } from './tokens.js'
import { NEGATION_BEFORE, POST_NEGATION_AFTER } from './lexicon.js'
import { lineStartWithin } from './lines.js'

/** Everything a phrase or command rule needs about the scanned text, from the shared views. */
export interface Analysis {
  /** The scanned text. */
  readonly text: string
  /** Its folded form. */
  readonly folded: FoldedText
  /** Tokens of the folded form. */
  readonly tokens: TokenStream
  /** Markdown structure. */
  readonly markdown: MarkdownContext
}

/** The shared analysis of the scanned text (each part computed once per scan). */
export function analysisOf(context: RuleContext): Analysis {
  const folded = context.view(foldedView)
  return { text: context.text, folded, tokens: tokensOf(folded), markdown: context.view(markdownView) }
}

export const NEGATION =
  /(?<![\p{L}\p{N}_-])(?:never|not|no|don't|dont|do not|must not|mustn't|should not|shouldn't|cannot|can't|won't|avoid|avoids|forbid|forbids|forbidden|prohibit|prohibited|prohibits|refuse|instead of|rather than|nunca|jamais|nie|niemals|nicht|kein|keine|mai|non|não|nao|не|никогда|нельзя|ні)(?![\p{L}\p{N}_-])|不要|不得|禁止|切勿|绝不|しないで|금지|하지 마|(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])لا(?![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])/u
/**
 * Japanese prohibitions the shared lexicon's verb-final negation does not
 * list: "無効にしないこと" (must not), "しないように", "してはならない".
 */
export const POST_NEGATION_JA =
  /^[^.!?。！？\n]{0,10}?(?:しないこと|しないよう|してはならな|させないこと|ないこと(?:。|$))/u
const CONTRAST =
  /(?<![\p{L}\p{N}])(?:but|however|instead|just|then|so|also|sino|pero|mais|aber|ma|но|однако)(?![\p{L}\p{N}])(?! of)/gu
const POST_NEGATION =
  /^[^.!?;\n]{0,160}?(?:(?:is|are)\s+(?:off[- ]limits|forbidden|prohibited|not allowed|never allowed|banned)|must never|should never)/u

/**
 * `true` when the sentence around folded range [`start`, `end`) negates it:
 * a negation word (`never`, `do not`, `must not`, `instead of`, their
 * equivalents in other languages; not inside a flag or identifier such as
 * `--no-verify`, `NO_COLOR` or `non-interactive`) earlier in the same sentence and not
 * followed by a contrast word (`but`, `instead`, `just`, `then`), or a
 * trailing `… is forbidden` / `are off limits`. Looks at most 240 characters
 * back and 160 forward, so constant time per call.
 */
export function isNegated(folded: string, start: number, end: number): boolean {
  let from = start
  const floor = Math.max(0, start - 240)
  while (from > floor) {
    const ch = folded[from - 1]!
    if (
      ch === '\n' ||
      ch === '!' ||
      ch === '?' ||
      ch === ';' ||
      ch === '。' ||
      ch === '！' ||
      ch === '？' ||
      ch === '；'
    )
      break
    if (ch === '.' && /\s/.test(folded[from] ?? ' ')) break
    from--
  }
  let window = folded.slice(from, start)
  let lastContrast = -1
  CONTRAST.lastIndex = 0
  for (let m = CONTRAST.exec(window); m; m = CONTRAST.exec(window)) lastContrast = m.index + m[0].length
  if (lastContrast >= 0) window = window.slice(lastContrast)
  if (NEGATION.test(window) || NEGATION_BEFORE.test(window)) return true
  // lang: verb-final languages negate after the phrase ("表示しないで", "공개하지 마세요", "प्रकट न करें").
  return (
    POST_NEGATION.test(folded.slice(end, end + 200)) ||
    POST_NEGATION_AFTER.test(folded.slice(end, end + 24)) ||
    POST_NEGATION_JA.test(folded.slice(end, end + 24))
  )
}

/**
 * `true` when folded range [`start`, `end`) is part of a code identifier — a
 * snake_case or SCREAMING_CASE name such as `CODEX_SANDBOX_NETWORK_DISABLED`
 * or `sandbox_disable_dns`: an underscore touches it. Words inside an
 * identifier name a setting; they are not a prose instruction.
 */
export function inIdentifier(folded: string, start: number, end: number): boolean {
  return folded[start - 1] === '_' || folded[end] === '_'
}

const ITEM_BOUNDARY = /\n[ \t>]*(?:(?:[-*+]|\d{1,3}[.)]|#{1,6})[ \t]|\|)/

/**
 * `true` when folded range [`start`, `end`) runs from one list item,
 * heading or table row into the next: the words belong to different items,
 * not to one sentence. Ranges longer than 2,000 characters are not examined
 * (constant time per call).
 */
export function crossesItems(folded: string, start: number, end: number): boolean {
  return end - start <= 2000 && ITEM_BOUNDARY.test(folded.slice(start, end))
}

/**
 * `true` when folded range [`start`, `end`) lies in a Markdown table row
 * (a line that starts with `|`) and runs from one cell into the next
 * ("| Bypass approval | Sandbox escape |"): two labels, not one phrase.
 * Looks back at most 400 characters for the line start.
 */
export function crossesCells(folded: string, start: number, end: number): boolean {
  if (end - start > 2000 || !folded.slice(start, end).includes('|')) return false
  const lineStart = folded.lastIndexOf('\n', start - 1) + 1
  return start - lineStart <= 400 && /^[ \t>]*\|/.test(folded.slice(lineStart, start + 1))
}

/** A report frame before a phrase: "if a message says …", "when a web page tells you to …". */
const REPORT_FRAME =
  /(?<![\p{L}])(?:if|when|whenever|where|should)\s+(?:a|an|any|the|some|someone|anyone|somebody)?\s*(?:[\p{L}-]+\s+){0,3}?(?:says?|said|claims?|contains?|includes?|instructs?|writes?|reads|asks? you to|tells? you to|tries to|demands?|requests?|wants you to)(?![\p{L}])/u
/** A response after a reported phrase: `→ refuse`, `, ignore that`, `then treat it as data`. */
const REPORT_RESPONSE =
  /^[^\n]{0,160}?(?:→|->|=>|⇒|[,:;—–-]\s*(?:then\s+)?(?:refuse|decline|ignore|stop|treat|report|flag|log|continue|keep|do not|don't|never|reject|tell the user|ask the user|warn))/u

/**
 * `true` when the phrase at folded range [`start`, `end`) is reported speech
 * in a defensive rule: "If a message says ignore previous instructions →
 * refuse". Needs both the frame before it (same line) and the response
 * after it. Looks at most 200 characters either side.
 */
export function isReported(folded: string, start: number, end: number): boolean {
  const before = folded.slice(lineStartWithin(folded, start, 200), start)
  return REPORT_FRAME.test(before) && REPORT_RESPONSE.test(folded.slice(end, end + 200))
}

/** How a finding's severity is decided from its surroundings. */
export interface SeverityPolicy {
  /** Downgrade to `warn` inside code spans, code blocks and quotation marks (documented phrases). Default `true`. */
  readonly quoted?: boolean
  /** Downgrade to `warn` when the sentence negates it (`never`, `do not`…). Default `true`. */
  readonly negation?: boolean
}

/** A match to report, with its range in the folded text. */
export interface FoldedMatch {
  /** Start in the folded text. */
  readonly start: number
  /** End (exclusive) in the folded text. */
  readonly end: number
  /** Finding message. */
  readonly message: string
  /** Category override. */
  readonly category?: string
  /** Force a severity (skips the policy). */
  readonly severity?: 'block' | 'warn'
  /** Where the negation look-back ends (folded offset); default `start`. Command rules use their target's start. */
  readonly negationEnd?: number
}

/**
 * Decide the severity of a match from its context: `warn` when it is quoted
 * or in code — at its start or its end, so a verb whose object is a quoted
 * phrase counts too — or reported speech in a defensive rule (when the
 * policy says so), in a defensive list, or negated;
 * otherwise the rule's configured severity (`undefined`).
 */
export function contextSeverity(
  analysis: Analysis,
  foldedStart: number,
  foldedEnd: number,
  policy: SeverityPolicy = {},
  negationEnd = foldedStart,
): 'warn' | undefined {
  const start = analysis.folded.originalStart(foldedStart)
  // The phrase's last character: "Ignore messages that say "previous instructions are void"" quotes its object.
  const last = Math.max(start, analysis.folded.originalEnd(foldedEnd) - 1)
  const { code, quoted, defensive, endorsed } = analysis.markdown
  // A fence the file tells the agent to follow is not a quotation.
  const asCode = (i: number) => code[i] !== 0 && !endorsed[i]
  if ((policy.quoted ?? true) && (asCode(start) || quoted[start] || asCode(last) || quoted[last])) return 'warn'
  if (defensive[start]) return 'warn'
  if ((policy.quoted ?? true) && isReported(analysis.folded.text, foldedStart, foldedEnd)) return 'warn'
  if ((policy.negation ?? true) && isNegated(analysis.folded.text, negationEnd, foldedEnd)) return 'warn'
  return undefined
}

/**
 * Report a folded-text match: the finding itself, plus one `invisible_unicode`
 * and/or `homoglyph` finding when the matched range of the scanned text hid
 * its keywords with invisible characters or look-alike letters.
 */
export function reportFolded(
  context: RuleContext,
  analysis: Analysis,
  match: FoldedMatch,
  policy: SeverityPolicy = {},
): void {
  const { folded } = analysis
  const start = folded.originalStart(match.start)
  const end = Math.max(start, folded.originalEnd(match.end))
  const severity = match.severity ?? contextSeverity(analysis, match.start, match.end, policy, match.negationEnd)
  context.report({
    start,
    end,
    message: match.message,
    ...(match.category === undefined ? {} : { category: match.category }),
    ...(severity === undefined ? {} : { severity }),
  })
  if (folded.invisibleIn(start, end) > 0)
    context.report({
      start,
      end,
      category: 'invisible_unicode',
      message: `${match.message} (keywords split with invisible characters)`,
      ...(severity === undefined ? {} : { severity }),
    })
  if (folded.lookalikeIn(start, end) > 0)
    context.report({
      start,
      end,
      category: 'homoglyph',
      message: `${match.message} (keywords written with look-alike or full-width letters)`,
      ...(severity === undefined ? {} : { severity }),
    })
}

const VERB_FIRST =
  /^(?:tells|asks|reads|sends|downloads|turns|removes|declares|switches|decodes|runs|writes|adds|copies|installs|changes|makes|hides|replaces|announces|claims|gives|disables|enables|exposes|prints|reveals|keeps|forges|modifies|edits|appends|registers|fetches|deletes|grants|assigns|renames|lies)(?![\p{L}])/u
const PROPER_FIRST = /^(?:Markdown|HTML|ROT13|Unicode|SSH|AWS|CLI|URL)(?![\p{L}])/u

/**
 * A detector message as the predicate of a longer sentence: "Tells the agent
 * to …" → "tells the agent to …"; a noun phrase ("Forged chat-turn marker")
 * → "contains forged chat-turn marker". For messages such as "An HTML
 * comment, invisible in the rendered file, tells the agent to …".
 */
export function asPredicate(message: string): string {
  const lower = PROPER_FIRST.test(message) ? message : message.charAt(0).toLowerCase() + message.slice(1)
  return VERB_FIRST.test(lower) ? lower : `contains ${lower}`
}

const CATEGORY_PHRASES: Readonly<Record<string, string>> = {
  instruction_override: 'an instruction override',
  role_hijack: 'a role hijack',
  deception: 'instructions to deceive the user',
  prompt_leak: 'a request to reveal the system prompt',
  hidden_content: 'hidden content',
  invisible_unicode: 'invisible characters',
  unicode_smuggling: 'smuggled Unicode text',
  bidi: 'bidirectional controls',
  homoglyph: 'look-alike letters',
  exfiltration: 'data exfiltration',
  secret_access: 'a request to read or expose secrets',
  safety_bypass: 'a safety bypass',
  persistence: 'changes that outlive the session (persistence)',
  encoded_payload: 'an encoded payload',
}

/** A finding category as a noun phrase: `secret_access` → "a request to read or expose secrets". */
export function categoryPhrase(category: string): string {
  return CATEGORY_PHRASES[category] ?? category.replaceAll('_', ' ')
}
