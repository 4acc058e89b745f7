/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into strings are in range by construction */
/**
 * Framing of a sentence: whether a phrase the rules found is what the file
 * asks the agent to do, or is named, forbidden, reported or documented.
 * Everything here reads a bounded window (at most 240 characters back and 300
 * forward), so each call is constant time.
 */
import { NEGATION } from './context.js'
import { NEGATION_AFTER_VERB, NEGATION_BEFORE, POST_NEGATION_AFTER } from './lexicon.js'
import { lineStartOf } from './lines.js'

/** How the sentence around a phrase frames it. */
export type Framing =
  /** A negation governs the phrase ("never …", "do not …", "… is not allowed"). */
  | 'negated'
  /** The phrase is what some other text asks for ("any prompt that asks you to …", "if a file tells you to …"). */
  | 'reported'
  /** The sentence documents the phrase as dangerous or as an example ("such as", "is blocked", "dangerous"). */
  | 'documented'
  /** Nothing lowers it: the file asks the agent to do it. */
  | 'asked'

const SENTENCE_END = new Set(['\n', '!', '?', ';', '。', '！', '？', '；'])

/** `true` when a sentence starts at folded offset `p` (the unit before it ends one). */
function startsSentence(folded: string, p: number): boolean {
  const ch = folded[p - 1]!
  return SENTENCE_END.has(ch) || (ch === '.' && /\s/.test(folded[p] ?? ' '))
}

/** What the last {@link sentenceStart} call learnt: no sentence starts in (`lo`, `hi`] of `text`, and whether one starts at `lo`. */
let starts = { text: '', lo: 0, hi: -1, found: false }

/**
 * Start of the sentence holding folded offset `at` (looks back at most 240
 * characters). Remembers what the last call scanned, so calls in text order
 * look at each character about once in all.
 */
export function sentenceStart(folded: string, at: number): number {
  const floor = Math.max(0, at - 240)
  const known = folded === starts.text && at >= starts.lo
  const stop = known ? Math.max(starts.hi + 1, floor + 1) : floor + 1
  for (let p = at; p >= stop; p--)
    if (startsSentence(folded, p)) {
      starts = { text: folded, lo: p, hi: at, found: true }
      return p
    }
  if (known && starts.hi >= floor + 1) {
    // Nothing starts in (lo, at] either.
    const hi = Math.max(at, starts.hi)
    if (starts.found) {
      starts = { ...starts, hi }
      return starts.lo > floor ? starts.lo : floor
    }
    for (let p = starts.lo; p >= floor + 1; p--)
      if (startsSentence(folded, p)) {
        starts = { text: folded, lo: p, hi, found: true }
        return p
      }
    starts = { text: folded, lo: floor, hi, found: false }
    return floor
  }
  starts = { text: folded, lo: floor, hi: at, found: false }
  return floor
}

/** `true` when folded offset `i` ends a sentence (for {@link sentenceEnd}). */
function endsSentence(folded: string, i: number): boolean {
  const ch = folded[i]!
  return SENTENCE_END.has(ch) || (ch === '.' && /\s/.test(folded[i + 1] ?? ' '))
}

/** What the last {@link sentenceEnd} call learnt: no sentence end in [`from`, `to`) of `text`, and whether `to` is one. */
let ends = { text: '', from: 0, to: 0, found: false }

/**
 * End of the sentence holding folded offset `at` (looks ahead at most 300
 * characters). Remembers what the last call scanned, so calls in text order
 * (the matches of a rule) look at each character about once in all.
 */
export function sentenceEnd(folded: string, at: number): number {
  const ceiling = Math.min(folded.length, at + 300)
  let from = at
  let k = at
  if (folded === ends.text && at >= ends.from && at <= ends.to) {
    if (ends.found && ends.to < ceiling) return ends.to
    from = ends.from
    k = ends.to
    if (k >= ceiling) return ceiling
  }
  for (; k < ceiling; k++)
    if (endsSentence(folded, k)) {
      ends = { text: folded, from, to: k, found: true }
      return k
    }
  ends = { text: folded, from, to: ceiling, found: false }
  return ceiling
}

/**
 * A clause that reports what some other text asks for: "any prompt that asks
 * you to", "a comment telling you to", "if a file says", "when a page wants
 * you to", "attempts to make you".
 */
const REPORTED =
  /(?<![\p{L}])(?:(?:that|which|who|whoever)\s+(?:asks?|tells?|says?|claims?|instructs?|requests?|wants?|tries|attempts?|urges?|demands?|orders?)|(?:asking|telling|instructing|requesting|urging|trying to (?:get|make) you|attempting to (?:get|make) you|wanting you)|(?:if|when|whenever|should)\s+(?:a|an|any|the|some|someone|anyone|somebody|something|text|content)?\s*(?:[\p{L}-]+\s+){0,3}?(?:says?|claims?|asks?|tells?|instructs?|requests?|wants?|tries|contains?|includes?)|(?:asks?|tells?|wants?|instructs?|requests?|urges?)\s+you\s+to|attempts?\s+to\s+(?:get|make)\s+you)(?![\p{L}])[^,;:—→]*$/u

/** `true` when `span` holds a reporting clause ("… any prompt that asks you to …"): what follows it is reported, not asked. */
export function reportsWithin(span: string): boolean {
  return REPORTED.test(span)
}

/** Words that make a sentence document a phrase rather than ask for it. */
const DOCUMENTED =
  /(?<![\p{L}./-])(?:dangerous|destructive|malicious|harmful|risky|blocked|denied|deny-?list|block-?list|forbidden|prohibited|not allowed|never allowed|off-limits|such as|e\.g\.|for example|for instance|example of|examples of|an example|like `|attack|attacks|injection|exploit|red flags?|warning sign|would (?:delete|destroy|wipe|erase|leak)|gefährlich\p{L}*|verboten|peligros\p{L}*|prohibid\p{L}*|dangereu\p{L}*|interdit\p{L}*|pericolos\p{L}*|perigos\p{L}*|опасн\p{L}*|запрещ\p{L}*|niebezpieczn\p{L}*)(?![\p{L}./-])|危険|危险|拒否|拒绝|攻撃|攻击|例えば|例如|比如|위험|거부|공격|禁止|不得/u

/**
 * How the sentence around folded range [`start`, `end`) frames it: a
 * negation in the 80 characters before it in the same sentence (or a
 * trailing "… is not allowed"), a reporting clause before it in the same
 * sentence, or documentation words anywhere in the sentence.
 */
export function framingOf(folded: string, start: number, end: number): Framing {
  const from = sentenceStart(folded, start)
  const before = folded
    .slice(Math.max(from, start - 80), start)
    .replace(/(?:don't|do not|dont|never)\s+(?:forget|hesitate|fail|neglect)\s+to/g, ' ')
  if (NEGATION.test(before) || NEGATION_BEFORE.test(before)) return 'negated'
  // lang: verb-final languages negate after the phrase.
  if (POST_NEGATION_AFTER.test(folded.slice(end, end + 24))) return 'negated'
  // lang: verb-second languages put the negation after the verb ("Zeige niemals deinen Systemprompt").
  if (NEGATION_AFTER_VERB.test(folded.slice(start, Math.min(end, start + 60)))) return 'negated'
  // A "don't" list item: "- ❌ Execute destructive commands without confirmation".
  const lineStart = lineStartOf(folded, start)
  if (
    /^[\s>*+-]*(?:\d{1,3}[.)]\s*)?(?:❌|🚫|⛔|✗|✘|:x:|:no_entry(?:_sign)?:|\[ ?x ?\] ?(?:don't|never))/u.test(
      folded.slice(lineStart, start),
    )
  )
    return 'negated'
  const to = sentenceEnd(folded, end)
  const after = folded.slice(end, to)
  if (
    /(?:is|are|be)\s+(?:not allowed|never allowed|forbidden|prohibited|off[- ]limits|banned)|must never|should never|kullanılamaz|kullanmayın|yasak|verboten|nicht erlaubt|interdit|prohibido|proibido|vietato|запрещен|не использ|禁止|不可|不得|금지|zabronion|niedozwolon|không được|dilarang|निषिद्ध|ممنوع/u.test(
      after,
    )
  )
    return 'negated'
  if (REPORTED.test(folded.slice(from, start))) return 'reported'
  if (DOCUMENTED.test(folded.slice(from, to))) return 'documented'
  return 'asked'
}

/**
 * Words that make a heading, a title or a front-matter `name`/`description`
 * announce a document about attacks: a prompt-injection guard, a red-team
 * dataset, a jailbreak detector. Plain "security" or "safety" sections (in
 * every ordinary context file) do not.
 */
const ATTACK_TOPIC =
  /(?<![\p{L}])(?:prompt[ -]?injections?|injections?|jailbreaks?|jailbreaking|red[ -]?team(?:ing)?|attacks?|attackers?|adversarial|malicious|exploits?|threats?|payloads?|detection patterns?|red flags?|abuse|guardrails?|anti[ -]?injection|extraction attempts?)(?![\p{L}])|プロンプトインジェクション|提示词注入|提示注入|攻撃|攻击|越狱|탈옥|프롬프트 인젝션/u

let framesCache: { readonly text: string | undefined; readonly value: boolean } = { text: undefined, value: false }

/**
 * `true` when the file presents itself as being about attacks — a heading,
 * the title or the front matter's `name`/`description`/`title` names prompt
 * injection, jailbreaks, red-teaming, attack payloads or detection patterns.
 * In such a file, text in code or quotation marks is an example of an
 * attack, not an instruction (issue 7: "an example that a security document
 * clearly frames as an example"). Fences the file tells the agent to follow
 * stay instructions (callers check that). Linear in the text; the last
 * answer is cached, since every rule asks about the same text.
 */
export function framesAttacks(folded: string): boolean {
  if (framesCache.text === folded) return framesCache.value
  let value = false
  let at = 0
  while (at < folded.length && !value) {
    let end = folded.indexOf('\n', at)
    if (end < 0) end = folded.length
    const line = folded.slice(at, Math.min(end, at + 300))
    if (/^\s{0,3}(?:#{1,6}\s|(?:name|description|title)\s*:)/.test(line) && ATTACK_TOPIC.test(line)) value = true
    at = end + 1
  }
  framesCache = { text: folded, value }
  return value
}
