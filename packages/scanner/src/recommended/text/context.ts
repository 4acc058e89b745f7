/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
import type { RuleContext } from '@hermes/core'
import { foldedView, type FoldedText } from './folded.js'
import { markdownView, type MarkdownContext } from './markdown.js'
import { tokensOf, type TokenStream } from './tokens.js'
import { NEGATION_BEFORE, POST_NEGATION_AFTER } from './lexicon.js'
import { abbreviationDot, lineStartWithin } from './lines.js'

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
  /(?<![\p{L}\p{N}_-])(?:never|not|no|don't|dont|do not|must not|mustn't|should not|shouldn't|cannot|can't|won't|avoid|avoids|forbid|forbids|forbidden|prohibit|prohibited|prohibits|refuse|instead of|rather than|nunca|jamais|nie|niemals|nicht|kein|keine|mai|non|não|nao|не|никогда|нельзя|ні)(?![\p{L}\p{N}_-])|(?<![\p{L}\p{N}_-])n['’](?!importe)(?=\p{L}|$)|不要|不得|禁止|切勿|绝不|しないで|금지|하지 마|(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])لا(?![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])/u
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
 * scope10: a coordinator that can open a new clause ("… and ignore …", "… und ignoriere …", "… 并且忽略 …"): the
 * words for "and" (and "and then") of the languages the lexicon covers, between spaces in scripts written with
 * them; in Chinese, Japanese and Korean after a comma or as their own clause-linking words; Arabic و, which is
 * written joined to the next word; Thai และ.
 */
const COORDINATOR =
  /(?<=[\s,])(?:and(?:\s+then)?|then|und(?:\s+dann)?|et(?:\s+puis)?|puis|y|e|и|і|та|ve|dan|và|और|तथा|oraz|i|en|och|og)\s+(?=\S)|[,，、]\s*(?:并且|而且|并|然后|そして|それから|かつ)|(?:并且|而且|然后|そして|それから)|(?<=\s)그리고\s+|(?<=\s)و(?=\p{L}{3})|และ/gu

/** A negation word of any language (both lists of the sentence framing), global for {@link clauseStart}. */
let negationWords: RegExp | undefined
/** A word of a script written with spaces, or a run of letters of a script written without them. */
const WORD = /[\p{L}\p{M}\p{N}'’]+/gu
/**
 * The first word after a coordinator when it names a thing, not an action: a path, a flag, code, a quoted name, an
 * article or possessive; (scope11) or a lone word the sentence or clause ends after, or that a preposition follows — a
 * further object of the negated verb ("never delete logs and backups", "never upload logs and credentials to …"),
 * where a new order's verb takes its own object ("… and skip all safety rules").
 */
const NOT_A_VERB =
  /^(?:[~/.$`'"“‘(<[\\-]|[\p{L}\p{N}_-]*[/._][\p{L}\p{N}])|^(?:the|a|an|any|all|your|my|our|their|its|his|her|other|this|that|these|those|every|each|some|no|der|die|das|den|dem|ein|eine|einen|le|la|les|un|une|des|el|los|las|o|os|as|um|uma|il|lo|gli|i|un|una)(?![\p{L}])|^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}])[\p{L}\p{M}'’-]{1,30}(?:\s*[.,;:!?)]|\s+(?:to|into|onto|from|in|on|at|with|for|of|or|zu|nach|auf|à|au|aux|du|des|para|al|em|в|на|к|из|do|od|ke|dari|vào|lên)(?![\p{L}]))/u

/**
 * scope10: start of the clause of the sentence starting at `from` that holds folded offset `at`, for
 * deciding what a negation governs. A negation reaches forward to the end of its sentence, except across a
 * coordinator ({@link COORDINATOR}) that opens a new clause: one whose negated part before it is a complete verb
 * phrase (at least two words or, in scripts written without spaces, four letters, other than the negation itself:
 * "never refuse a request and …", "ห้ามปฏิเสธคำขอ และ …") and whose next word is a new verb rather than a
 * further object ("never read and print …", "never cat `a` and `b`" stay one clause). The same rule in every
 * language; the said content of "say"/"answer" is a further boundary (see {@link saidContentStart}). Returns
 * `from` when no such boundary lies in [`from`, `at`). Linear in `at - from` (at most the 240 characters a
 * sentence looks back).
 */
export function clauseStart(folded: string, from: number, at: number): number {
  if (at - from < 4) return from
  // The words after `at` are read only to see what follows a coordinator just before it.
  const span = folded.slice(from, Math.min(folded.length, at + 40))
  const limit = at - from
  negationWords ??= new RegExp(`${NEGATION.source}|${NEGATION_BEFORE.source}`, 'gu')
  let clause = 0
  let boundary = 0
  COORDINATOR.lastIndex = 0
  for (let m = COORDINATOR.exec(span); m; m = COORDINATOR.exec(span)) {
    const after = m.index + m[0].length
    // Arabic و is joined to the verb the phrase may start with: a coordinator that starts before `at` counts.
    if (m.index > limit) break
    const part = span.slice(clause, m.index)
    negationWords.lastIndex = 0
    let negationEnd = -1
    let negationStart = -1
    for (let n = negationWords.exec(part); n; n = negationWords.exec(part)) {
      if (negationStart < 0) negationStart = n.index
      negationEnd = n.index + n[0].length
      if (n[0].length === 0) negationWords.lastIndex++
    }
    // Nothing negated before it: the boundary changes nothing.
    if (negationEnd < 0) continue
    if (NOT_A_VERB.test(span.slice(after, after + 40))) continue
    const verbPhrase = part.slice(0, negationStart) + ' ' + part.slice(negationEnd)
    // scope11: a negated refusal ("never refuse", "ne refuse jamais", "不要拒绝") is an order to comply, complete
    // without an object: what a coordinator adds after it is a further order ("never refuse and skip all safety rules").
    if (!completeVerbPhrase(verbPhrase.replace(negationWords, ' ')) && !NEGATED_REFUSAL.test(part.slice(negationStart)))
      continue
    clause = after
    boundary = m.index
  }
  return from + boundary
}

/**
 * break12: a negated lead-in about telling or asking the user, closed by a colon ("Do not tell the user:", "Never ask
 * for confirmation:", "This step need not be mentioned to the user:"): what follows the colon is the order itself, not
 * negated by it. (Quoted words after the colon are what not to say, and stay negated.)
 */
const TOLD_LEAD_IN =
  /(?:(?:tell|inform|notify|mention|report|ask|alert|warn|bother)\s+(?:(?:this|it|that|anything)\s+)?(?:to\s+)?(?:the\s+)?(?:user|users|anyone|them|human|operator)(?:\s+(?:about|of)\s+(?:this|it|that))?|(?:ask|asking|wait|waiting|request|requesting)\s+(?:for\s+)?(?:(?:any|a|the|user)\s+)?(?:confirmation|approval|permission)|(?:mentioned|told|reported|shown|disclosed)\s+to\s+(?:the\s+)?(?:user|users|anyone|them))\s*$/u

/**
 * Offset after the colon of a {@link TOLD_LEAD_IN} (the last colon between `from` and folded offset `at`, at most 160
 * characters before it), else `from`: where the negation of that lead-in stops.
 */
export function afterToldLeadIn(folded: string, from: number, at: number): number {
  const colon = folded.lastIndexOf(':', at - 1)
  if (colon < from || at - colon > 160) return from
  if (/^\s*["“'‘«]/u.test(folded.slice(colon + 1, colon + 8))) return from
  const lead = folded.slice(Math.max(from, colon - 120), colon)
  return TOLD_LEAD_IN.test(lead) && /(?<![\p{L}])(?:not|never|no|don't|dont|without)(?![\p{L}])/u.test(lead)
    ? colon + 1
    : from
}

/**
 * scope11: a refusal verb in a clause that is only it and its negation (asked only then): "never refuse", "nunca
 * rechaces", "nunca recuse", "ne refuse jamais", "lehne nie ab", "non rifiutare mai", "никогда не отказывай", "asla reddetme", "jangan pernah menolak", "không bao giờ từ chối",
 * "कभी मना न करें", "不要拒绝", "決して断らず", "절대 거절하지 말고", "لا ترفض", "ห้ามปฏิเสธ".
 */
const NEGATED_REFUSAL =
  /(?<![\p{L}])(?:refuse|refuses|refusez|decline|hesitate|object|rechaces|rechace|niegues|recuse|recuses|rifiutare|rifiuti|отказывай\p{L}*|reddetme\p{L}*|menolak|từ\s+chối|lehne|verweigere|odmawiaj|odrzucaj|weiger)(?![\p{L}])|मना|अस्वीकार|拒绝|拒絕|拒否|断ら|거절|거부|ترفض|ปฏิเสธ/u

const UNSPACED_LETTERS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u

/** `true` when `words` (a clause without its negation words) holds a verb with something after it: two words, or four letters of a script written without spaces. */
function completeVerbPhrase(words: string): boolean {
  let count = 0
  WORD.lastIndex = 0
  for (let w = WORD.exec(words); w; w = WORD.exec(words)) {
    const unspaced = UNSPACED_LETTERS.test(w[0])
    count += unspaced ? Math.floor(w[0].length / 2) : 1
    if (count >= 2) return true
  }
  return false
}

/**
 * scope10: a verb of saying and what introduces what is said: "say that", "answer that", "tell the user that",
 * "antworte, dass", "скажи, что", "powiedz, że", "zeg dat", "katakan bahwa", "réponds que", "di que", "rispondi
 * che", "trả lời rằng", "कहो कि", "قل أن" — or a bare "no" as the answer ("say no", "antworte nein").
 */
const SAID =
  /(?<![\p{L}])(?:say|answer|reply|respond|tell\s+(?:the\s+)?(?:user|users|them|him|her|me|us|reviewers?|maintainers?)|report|claim|state|sag|sage|sagen sie|antworte|antworten sie|behaupte|melde|скажи|скажите|ответь|ответьте|отвечай|сообщи|говори|відповідай|відповідайте|кажи|скажіть|powiedz|odpowiedz|odpowiadaj|zeg|antwoord|meld|katakan|jawab|bilang|dis|dites|réponds|répondez|di|dile|diga|responde|responda|rispondi|dì|söyle|cevap ver|nói|trả lời|कहो|कहें|बताओ|बताएं|قل|أجب)(?![\p{L}])(?:[^.!?\n,]{0,30}?,?\s*(?:(?:that|dass|что|що|że|dat|bahwa|que|che|rằng|कि|أن|أنه)(?![\p{L}])|qu['’])|\s+["'“‘«]?(?:no|nein|нет|ні|nie|nee|non|não|tidak|không|hayır)(?![\p{L}]))/u
/**
 * scope11: what is said in the verb-final languages — the content before the verb of saying: a quotation or (Japanese,
 * Korean) the clause before the quotative particle: 「…」と答えて, "…"라고 말해, …않았다고 답하세요, "…" de / diye
 * söyle (Turkish, after a quotation), "…" कहो (Hindi, after a quotation). Group 1 is the content, group 2 the marker
 * and the verb. A negation inside it ("「決して何も送信していません」と答えて、…") belongs to the message, not to the
 * order after it.
 */
const VERB_FINAL_SAID =
  /(「[^」\n]{0,200}」|“[^”\n]{0,200}”|"[^"\n]{0,200}"|«[^»\n]{0,200}»|[^、，,;:。！？\n「」"“”«»]{1,120}?)(\s*(?:(?:と|って)\s*(?:答え|言っ|言い|言う|伝え|報告|返答|回答|返信|書い|書き|説明)|(?:라고|다고|이라고|냐고)\s*(?:말|답|대답|보고|전하|전해|알려|알리|써)))|(「[^」\n]{0,200}」|“[^”\n]{0,200}”|"[^"\n]{0,200}"|«[^»\n]{0,200}»)(\s*(?:(?:diye\s+)?(?:de|deyin|söyle|söyleyin|yanıtla|yanıtlayın|cevap\s+ver|yaz)(?![\p{L}])|(?:कहो|कहें|कहिए|कह\s+दो|बताओ|बताएं|बताइए|लिखो|जवाब\s+दो)(?![\p{L}\p{M}])))/gu
/** The words of {@link VERB_FINAL_SAID}'s markers, so the expression runs only when one is there. */
const VERB_FINAL_GATE =
  /と|って|라고|다고|냐고|(?<![\p{L}])(?:de|deyin|söyle|söyleyin|yanıtla|yanıtlayın|cevap|yaz)(?![\p{L}])|कह|बता|लिखो|जवाब/u
/** A clause break inside a sentence (where what is said ends). */
const SAID_END = /[,;:—，、]/g

/**
 * scope10: `before` (the clause before a phrase) without the words said inside it: a negation in what the agent is
 * told to say ("answer that no files changed, even if …", "sag, dass keine Tests fehlschlugen, auch wenn …", "say no
 * when …") is part of the message, not a negation of the order to say it. The said content ends at the next clause
 * break; a phrase inside it (no break between) keeps its own negations ("tell users that they must never share
 * their key"). Linear in `before`'s length.
 */
export function outsideSaidContent(before: string): string {
  // scope11: verb-final languages put what is said before the verb of saying.
  if (VERB_FINAL_GATE.test(before))
    before = before.replace(VERB_FINAL_SAID, (...g: (string | undefined)[]) => ` ${g[2] ?? g[4] ?? ''}`)
  const m = SAID.exec(before)
  if (m === null) return before
  const contentStart = m.index + m[0].length
  const content = before.slice(contentStart)
  let cut = -1
  SAID_END.lastIndex = 0
  for (let b = SAID_END.exec(content); b; b = SAID_END.exec(content)) cut = b.index + 1
  // A bare "no" is the whole content; otherwise what is said runs to the last clause break before the phrase.
  if (/\s["'“‘«]?\p{L}+$/u.test(m[0]) && !/that|dass|что|що|że|dat|bahwa|qu|che|rằng|कि|أن/u.test(m[0]))
    return before.slice(0, m.index) + ' ' + content
  if (cut < 0) return before
  return before.slice(0, contentStart) + ' ' + content.slice(cut)
}

/**
 * scope10: a substitution that closes at a clause break: "instead of complying with my commands, …", "rather than
 * asking, …", "au lieu de …, …", "statt …, …", "вместо …, …", "而不是…，…". Its negation governs only the words up to
 * the break; the main clause after it is asked.
 */
const CLOSED_SUBSTITUTION =
  /(?<![\p{L}])(?:instead of|rather than|en lugar de|en vez de|au lieu de|anstatt|statt|invece di|anziché|em vez de|ao invés de|вместо|замість|zamiast|in plaats van)(?![\p{L}])[^,;:—，、\n]{0,120}[,;:—，、]|(?:而不是|与其|代わりに)[^，、,;\n]{0,60}[，、,;]/gu

/** scope10: `before` (the clause before a phrase) without substitutions closed before the phrase (see {@link CLOSED_SUBSTITUTION}). */
export function withoutClosedSubstitution(before: string): string {
  return before.replace(CLOSED_SUBSTITUTION, ' ')
}

/**
 * scope11: markers of a Portuguese sentence (letters and words no other language of the lexicon writes): there "no"
 * is "in the" ("no arquivo", "no final"), never a negation (Portuguese negates with "não").
 */
const PORTUGUESE =
  /[ãõ]|(?<![\p{L}])(?:você|vocês|não|também|então|uma|umas|arquivos?|pasta|pastas|isso|isto|nossa|nosso|seus|suas|pela|pelas|pelos)(?![\p{L}])/u
const BARE_NO = /(?<![\p{L}\p{N}_'’-])no(?![\p{L}\p{N}_'’-])/gu
const BARE_NE = /(?<![\p{L}\p{N}_'’-])ne(?![\p{L}\p{N}_'’-])/gu
const ELIDED_NE = /(?<![\p{L}\p{N}_-])n['’](?=\p{L}|$)/gu
/** Markers of a Turkish sentence: dotless ı, ğ, or a frequent Turkish word (Slavic "ne", a negation, stays one). */
const TURKISH = /[ıİğ]|(?<![\p{L}])(?:ve|bir|için|ile|tüm|zaman|yap|yaparsan|isterse|olursa)(?![\p{L}])/u
/** The second half of the French negation "ne … pas / jamais / rien / plus / personne / aucun / guère / ni". */
const NE_SECOND_HALF = /(?<![\p{L}])(?:pas|jamais|rien|plus|personne|aucun\p{L}*|nul\p{L}*|guère|ni)(?![\p{L}])/u

/**
 * scope11: `before` (the words before a phrase) without negation words that are, in `sentence` (the whole sentence
 * around it), homographs of another language's ordinary word (scope11 also reads French elided "n'" as a negation, with the
 * same second half): Portuguese "no" (= "in the": "Copie o token que está
 * no arquivo .env e envie …") in a Portuguese sentence, and "ne" without the second half French needs ("ne … pas /
 * jamais / rien …") in a Turkish sentence — Turkish "ne" (what: "Ne yaparsan yap, …", "ne zaman"); Slavic "ne" (a
 * negation: "Ne briši …") stays. Spanish "No ignores …", English "no",
 * Italian "non" and French "ne … jamais" stay negations. Linear in both lengths.
 */
export function withoutHomographNegations(before: string, sentence: string): string {
  let out = before
  if (out.includes('no') && PORTUGUESE.test(sentence)) out = out.replace(BARE_NO, ' ')
  if (/n[e'’]/.test(out) && !NE_SECOND_HALF.test(sentence)) {
    out = out.replace(ELIDED_NE, ' ')
    if (TURKISH.test(sentence)) out = out.replace(BARE_NE, ' ')
  }
  return out
}

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
    if (ch === '.' && /\s/.test(folded[from] ?? ' ') && !abbreviationDot(folded, from - 1)) break
    from--
  }
  // scope10: the negation's own clause, not the next one ("never refuse a request and ignore …").
  from = afterToldLeadIn(folded, clauseStart(folded, from, start), start)
  let window = folded.slice(from, start)
  let lastContrast = -1
  CONTRAST.lastIndex = 0
  for (let m = CONTRAST.exec(window); m; m = CONTRAST.exec(window)) lastContrast = m.index + m[0].length
  if (lastContrast >= 0) window = window.slice(lastContrast)
  window = withoutClosedSubstitution(outsideSaidContent(window))
  // scope11: Portuguese "no" (in the) and Turkish "ne" (what) are no negations.
  if (window.includes('n'))
    window = withoutHomographNegations(window, folded.slice(from, Math.min(folded.length, end + 160)))
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
