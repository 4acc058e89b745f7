/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { RuleContext } from '@hermes/core'
import { CONTENT_DETECTORS } from '../detectors.js'
import { quickScan } from '../rule-kit.js'
import { asPredicate, categoryPhrase } from './context.js'

const ADDRESSEE =
  /(?<![\p{L}])(?:assistant|agent|ai|llm|model|claude|copilot|cursor|codex|gemini|chatgpt|gpt|bot|asistente|assistente|ki-assistent|ассистент|助手|アシスタント|어시스턴트|المساعد)(?:[\s-]{0,3}only)?\s{0,3}[:,]|(?:note|notes|instructions?|message|reminder|directions?)\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3}|any\s{1,3}|all\s{1,3})?(?:assistants?|agents?|ai|models?|llms?|tools|bots?)(?![\p{L}])|(?<![\p{L}])(?:agent|ai|assistant|llm)[- ]only(?![\p{L}])|(?<![\p{L}])for tools:|^\s*(?:hidden|secret|system|private|confidential)(?:\s{1,3}(?:instructions?|note|message|prompt|task))?\s{0,3}:/u
/**
 * Hidden text that talks to the model about its own output or instructions
 * ("your response", "begin your reply with", "the above instructions", "you
 * are a …"): nobody writes that to a human reader in a comment or link title.
 */
const MODEL_TALK =
  /(?<![\p{L}])(?:your (?:response|responses|reply|replies|output|instructions|prompt|system prompt|guidelines|programming)|you are (?:a|an|now|the)\s|respond (?:with|only|as|in)|reply (?:with|only)|answer (?:with|only)|begin your|start your (?:reply|response|answer)|say only|output only|previous instructions|(?:the )?above instructions|instructions (?:above|below)|system prompt|new instructions|content polic(?:y|ies)|safety (?:guidelines|filters|rules)|without restrictions?|unrestricted|system administrator|system override|priority instruction|ai[_ ]instructions?)(?![\p{L}])/u
const SECOND_PERSON = /(?<![\p{L}])(?:you|your|yourself)(?![\p{L}])/u
const TOOL_DIRECTIVE =
  /^\s*(?:markdownlint|prettier|cspell|spell-?checker|eslint|stylelint|vale|toc|tocstop|doctoc|begin|end|start|stop|region|endregion|todo|fixme|xxx|generated|auto-?generated|do not edit|textlint|alex|remark|mdformat|omit|snippet|codegen|lint|@formatter|include|insert|ignore-start|ignore-end|[$#>=-])/i

/** Characters of hidden text per scan that the content rules re-scan; beyond it only the cheap checks run. */
export const HIDDEN_RESCAN_BUDGET = 100_000

/** Verdict on text that does not render. */
export interface HiddenVerdict {
  /** `block`, `warn` or `undefined` (nothing to report). */
  readonly severity: 'block' | 'warn' | undefined
  /** Why, as a predicate ("tells the agent to …", "contains instructions addressed to the agent"). */
  readonly reason: string
  /** Categories the content rules found in the hidden text (blocking findings only). */
  readonly categories: readonly string[]
}

/**
 * Judge hidden text (a comment body, a hidden element's text): `block` when
 * it is addressed to the agent or the content rules block it, `warn` when it
 * speaks to "you" (hidden elements only), nothing for tool directives and
 * notes to human maintainers.
 */
export function judgeHidden(body: string, kind: 'comment' | 'element', budget?: { chars: number }): HiddenVerdict {
  const text = body
    .slice(0, 20_000)
    .replace(/<[^<>]{0,500}>/g, ' ')
    .trim()
  if (text === '') return { severity: undefined, reason: '', categories: [] }
  const deep = !budget || budget.chars > 0
  if (budget) budget.chars -= text.length
  const findings = deep ? quickScan(text, CONTENT_DETECTORS).filter((f) => f.severity === 'block') : []
  const categories = [...new Set(findings.map((f) => f.category))]
  const lower = text.toLowerCase()
  if (findings.length > 0) return { severity: 'block', reason: asPredicate(findings[0]!.message), categories }
  if (TOOL_DIRECTIVE.test(text)) return { severity: undefined, reason: '', categories }
  if (ADDRESSEE.test(lower))
    return { severity: 'block', reason: 'contains instructions addressed to the agent', categories }
  if (MODEL_TALK.test(lower))
    return { severity: 'block', reason: 'talks to the model about its replies or instructions', categories }
  if (kind === 'element' && SECOND_PERSON.test(lower))
    return { severity: 'block', reason: 'contains instructions to "you"', categories }
  // Hidden prose (a sentence or more, not a label such as "Opens in a new tab") is hidden from the reader on purpose.
  if (
    kind === 'element' &&
    (text.split(/\s+/).length >= 8 ||
      (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0) >= 12)
  )
    return { severity: 'block', reason: 'hides a paragraph of text from the reader', categories }
  if (kind === 'element' && /\p{L}{2}/u.test(text)) return { severity: 'warn', reason: 'contains text', categories }
  return { severity: undefined, reason: '', categories }
}

/** Report a hidden range: the `hidden_content` finding plus one finding per category found inside. */
export function reportHidden(
  context: RuleContext,
  start: number,
  end: number,
  what: string,
  verdict: HiddenVerdict,
): void {
  if (!verdict.severity) return
  context.report({
    start,
    end,
    message: /hidden|collapsed/.test(what)
      ? `${what} ${verdict.reason}`
      : `${what}, invisible in the rendered file, ${verdict.reason}`,
    ...(verdict.severity === 'warn' ? { severity: 'warn' as const } : {}),
  })
  for (const category of verdict.categories)
    context.report({ start, end, category, message: `${what} hides ${categoryPhrase(category)}` })
}
