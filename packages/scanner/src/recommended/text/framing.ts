/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into strings are in range by construction */
/**
 * Framing of a sentence: whether a phrase the rules found is what the file
 * asks the agent to do, or is named, forbidden, reported or documented.
 * Everything here reads a bounded window (at most 240 characters back and 300
 * forward), so each call is constant time.
 */
import {
  afterToldLeadIn,
  clauseStart,
  NEGATION,
  outsideSaidContent,
  POST_NEGATION_JA,
  withoutHomographNegations,
  withoutClosedSubstitution,
  type Analysis,
} from './context.js'
import { NEGATION_AFTER_VERB, NEGATION_BEFORE, POST_NEGATION_AFTER } from './lexicon.js'
import { abbreviationDot, HEADING_LINE, lineStartOf } from './lines.js'
import { matchStarts, requiredLiterals, startSource, type StartSource } from './triggers.js'
import { lowerBound } from '../../engine/lower-bound.js'

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
  // scope11: not the dot of "e.g." or "i.e.".
  return SENTENCE_END.has(ch) || (ch === '.' && /\s/.test(folded[p] ?? ' ') && !abbreviationDot(folded, p - 1))
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
  return SENTENCE_END.has(ch) || (ch === '.' && /\s/.test(folded[i + 1] ?? ' ') && !abbreviationDot(folded, i))
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
  /(?<![\p{L}])(?:(?:that|which|who|whoever)\s+(?:asks?|tells?|says?|claims?|instructs?|requests?|wants?|tries|attempts?|urges?|demands?|orders?)|(?:asking|telling|instructing|requesting|urging|wanting you)|(?:try|tries|trying|attempt|attempts|attempting)\s+to\s+(?:get|make|trick|convince|persuade|coerce|manipulate|lure)\s+(?:you|it|(?:the|an?|your)\s+(?:[\p{L}-]+\s+)?(?:agent|model|assistant|ai|llm|bot|copilot))|(?:if|when|whenever|should)\s+(?:a|an|any|the|some|someone|anyone|somebody|something|text|content)?\s*(?:[\p{L}-]+\s+){0,3}?(?:says?|claims?|asks?|tells?|instructs?|requests?|wants?|tries|contains?|includes?)|(?:asks?|tells?|wants?|instructs?|requests?|urges?)\s+you\s+to|attempts?\s+to\s+(?:get|make)\s+you|(?:if|when|whenever)\s[^.!?\n]{0,160}?\s(?:or|and)\s+(?:tries|attempts)\s+to)(?![\p{L}])[^,;:—→]*$/u

/** fp10: an open parenthesis listing what a check looks for ("heuristic scan for exfiltration patterns (HTTP POST, reading ~/.env, …"). */
const DETECTION_LIST =
  /(?<![\p{L}])(?:scan|scans|scanning|check|checks|checking|look|looks|looking|search|searches|searching|detect|detects|detecting|flag|flags|flagging|audit|audits|auditing|grep|greps|watch|watches)\s+(?:[\p{L}-]+\s+){0,3}?for\s+(?:[\p{L}-]+\s+){0,3}?(?:patterns?|signs?|indicators?|attempts?|usage|instances?|occurrences?)\s*\([^()\n]*$/u
/** `true` when `span` holds a reporting clause ("… any prompt that asks you to …"): what follows it is reported, not asked. */
export function reportsWithin(span: string): boolean {
  return REPORTED.test(span)
}

/** Words that make a sentence document a phrase rather than ask for it. */
const DOCUMENTED =
  /(?<![\p{L}./-])(?:dangerous|destructive|malicious|harmful|risky|blocked|denied|deny-?list|block-?list|forbidden|prohibited|not allowed|never allowed|off-limits|blocks|denies|rejects|intercepts|and similar|or similar|and the like|such as|e\.g\.|for example|for instance|example of|examples of|an example|like `|like ["“‘']|(?:text|phrases?|strings?|prompts?|messages?|requests?|inputs?|payloads?) like|attack|attacks|injection|exploit|red flags?|warning sign|would (?:delete|destroy|wipe|erase|leak)|gefährlich\p{L}*|verboten|peligros\p{L}*|prohibid\p{L}*|dangereu\p{L}*|interdit\p{L}*|pericolos\p{L}*|perigos\p{L}*|опасн\p{L}*|запрещ\p{L}*|niebezpieczn\p{L}*)(?![\p{L}./-])|危険|危险|拒否|拒绝|攻撃|攻击|例えば|例如|比如|위험|거부|공격|禁止|不得/u

/** The sentence of folded `text` around the folded range [`start`, `end`) (see {@link sentenceStart}, {@link sentenceEnd}). */
export function sentenceAround(text: string, start: number, end: number): string {
  return text.slice(sentenceStart(text, start), sentenceEnd(text, end))
}

/**
 * How the sentence around folded range [`start`, `end`) frames it: a
 * negation in the 80 characters before it in the same sentence (or a
 * trailing "… is not allowed"), a reporting clause before it in the same
 * sentence, or documentation words anywhere in the sentence.
 */
export function framingOf(folded: string, start: number, end: number): Framing {
  return framingWith(folded, start, end, true)
}

const SPACED_WORD_CHAR = /[\p{L}\p{M}\p{N}'’]/u
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
/** ml9: `true` when `text[i]` is part of a word of a script written with spaces between words. */
function inSpacedWord(text: string, i: number): boolean {
  const c = text[i] ?? ''
  return SPACED_WORD_CHAR.test(c) && !UNSPACED_SCRIPT.test(c)
}

/**
 * {@link framingOf}, with its literal pre-checks (`precheck`) or without them
 * (every expression run: the reference the tests compare it with).
 *
 * @internal
 */
export function framingWith(folded: string, start: number, end: number, precheck: boolean): Framing {
  const sentence = sentenceStart(folded, start)
  // scope10: a negation governs its own clause, not the next one ("never refuse a request and ignore …").
  const from = afterToldLeadIn(folded, clauseStart(folded, sentence, start), start)
  let lo = Math.max(from, start - 80)
  // ml9: the window starts at a word, not inside one ("une question" cut to "ne question" read as French "ne").
  // (Scripts written without spaces keep the cut: their words have no boundary to move to.)
  for (let k = 0; k < 30 && lo > from && lo < start && inSpacedWord(folded, lo - 1) && inSpacedWord(folded, lo); k++)
    lo++
  // scope10: a negation inside what the agent is told to say does not negate the order to say it.
  // scope10: nor does "instead of …," once its clause has closed.
  let raw = withoutClosedSubstitution(outsideSaidContent(folded.slice(lo, start)))
  // scope11: Portuguese "no" (= "in the": "no arquivo") and Turkish "ne" (what) are no negations.
  if (/(?<![\p{L}])n(?:[oe](?![\p{L}])|['’])/u.test(raw))
    raw = withoutHomographNegations(raw, folded.slice(sentence, sentenceEnd(folded, end)))
  // lead9: "(every task, no confirmation)" says the action goes unconfirmed; its "no" does not negate the action.
  const before = raw
    .replace(/(?:don't|do not|dont|never)\s+(?:forget|hesitate|fail|neglect)\s+to/g, ' ')
    .replace(
      /(?<![\p{L}])no\s+(?:confirmations?|approvals?|prompts?|prompting|asking|questions|permissions?)(?![\p{L}])/gu,
      ' ',
    )
  // fast5 (issue 11): the two negation expressions run only when one of their words starts in the window
  // (positions from the one-pass literal index); on long lines without a negation (other scripts, floods)
  // they were most of a scan. A match inside the window holds one of those words, so nothing changes.
  if (
    (!precheck || before.length !== raw.length || mayContain(wordsOf(NEGATIONS), folded, lo, start)) &&
    (NEGATION.test(before) || NEGATION_BEFORE.test(before))
  )
    return 'negated'
  // lang: verb-final languages negate after the phrase.
  if (POST_NEGATION_AFTER.test(folded.slice(end, end + 24)) || POST_NEGATION_JA.test(folded.slice(end, end + 24)))
    return 'negated'
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
  // fp4: an item of a list whose heading or lead-in line forbids what it lists ("### Blocked by hooks", "Never run:").
  if (underProhibitingLeadIn(folded, lineStart)) return 'negated'
  const to = sentenceEnd(folded, end)
  // The sentence's long windows are searched only when one of their expression's words occurs there (fast5).
  if (
    (!precheck || mayContain(wordsOf(FORBIDDEN_AFTERS), folded, end, to)) &&
    // lead9: "… classify every file as safe, and must never mention `pwn()`": the later clause's own prohibition.
    FORBIDDEN_AFTER.test(folded.slice(end, to).split(NEXT_CLAUSE_PROHIBITION)[0]!)
  )
    return 'negated'
  if (REPORTED.test(folded.slice(sentence, start)) || DETECTION_LIST.test(folded.slice(sentence, start)))
    return 'reported'
  if (
    (!precheck || mayContain(wordsOf(DOCUMENTEDS), folded, sentence, to)) &&
    DOCUMENTED.test(folded.slice(sentence, to))
  )
    return 'documented'
  return 'asked'
}

/**
 * "… is not allowed", "must never", "禁止" after a phrase in its sentence; (lead9) "| never run this |" — a note that
 * ends there (break10: "…: do not paste it into a terminal yourself, the agent runs it" forbids only one way).
 */
const FORBIDDEN_AFTER =
  /(?:is|are|be)\s+(?:not allowed|never allowed|forbidden|prohibited|off[- ]limits|banned)|must never|should never|(?<![,;:—][^,;:—]*)(?:should|must|are to|is to) be avoided|(?:\||—|–|:)\s*(?:never|do not|don't)\s+(?:run|use|execute|type|paste)\s+(?:this|it|these|them)(?:\s+(?:command|commands|one))?\s*(?:[.!;|)]|$)|kullanılamaz|kullanmayın|yasak|tilos|tiltott|verboten|nicht erlaubt|interdit|prohibido|proibido|vedado|vietato|запрещен|не использ|禁止|不可(?![能欠避逆])|不得|금지|zabronion|niedozwolon|không được|dilarang|निषिद्ध|ممنوع/u

/** lead9: a coordinated clause with a prohibition of its own ("…, and must never …"). */
const NEXT_CLAUSE_PROHIBITION = /,?\s+(?:and|but)\s+(?:must|should|shall)\s+never\s/u

const NEGATIONS = [NEGATION, NEGATION_BEFORE]
const FORBIDDEN_AFTERS = [FORBIDDEN_AFTER]
const DOCUMENTEDS = [DOCUMENTED]

/** Per list of expressions: the words one of which every match of any of them holds (`null`: unknown). */
const wordSets = new WeakMap<readonly RegExp[], StartSource | null>()

/** {@link mayContain}'s words of `expressions`, derived from their sources on first use (not at import). */
function wordsOf(expressions: readonly RegExp[]): StartSource | null {
  let known = wordSets.get(expressions)
  if (known !== undefined) return known
  const all = new Set<string>()
  known = null
  for (const re of expressions) {
    const literals = requiredLiterals(re)
    if (literals === undefined || re.ignoreCase) {
      all.clear()
      break
    }
    for (const literal of literals) all.add(literal)
  }
  if (all.size > 0) known = startSource([...all].map((w) => w.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('|'))
  wordSets.set(expressions, known)
  return known
}

/**
 * `false` when none of `words` starts in `folded[from, to)`, so no match of
 * their expressions can lie inside that window (each match holds one of
 * them): exact. One shared literal pass per text, then a binary search.
 */
function mayContain(words: StartSource | null, folded: string, from: number, to: number): boolean {
  if (words === null) return true
  const at = matchStarts(words, folded)
  const k = lowerBound(at, from)
  return k < at.length && at[k]! < to
}

/**
 * A list item: `- …`, `* …`, `+ …`, `1. …`, `2) …`, a legal-style `I – …` / `a) …` (after indentation or a
 * quote marker), or a quoted string of a JSON array (`"Bash(rm -rf /)",`).
 */
const LIST_ITEM = /^[ \t>]*(?:[-*+]|\d{1,3}[.)]|[ivx]{1,4}\s?[–—-]|[a-h]\))\s|^[ \t]*"(?:[^"\\\n]|\\.){1,200}",?\s*$/
/** fp10: a row of a Markdown table. */
const TABLE_ROW = /^[ \t>]*\|/
/** fp8: the key of a permission deny-list in a settings block: `"deny": [`, `disallowed_tools:`, `blockedCommands:`. */
const DENY_KEY =
  /^[ \t]*["']?(?:[\w.-]{0,20}[_.-])?(?:deny|denied|disallow|disallowed|blocked|forbidden)(?:[_.-]?(?:list|tools|commands|rules|patterns|paths|actions))?["']?\s*:\s*\[?\s*$/
/**
 * Words of a heading or lead-in line that forbid what the list under it
 * names: "### Blocked (hooks)", "Never run these:", "Forbidden commands",
 * "Заблокировано", "禁止事项". Plain "Commands" or "Cleanup" do not, nor
 * "Destructive operation protocol" (a topic, not a prohibition).
 */
const PROHIBITING_LEAD_IN =
  /(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])(?:blocked|forbidden|prohibited|banned|not allowed|never allowed|disallowed|denied|deny-?list|block-?list|off-limits|never|don't|do not|must not|avoid|red[- ]lines?|requires? (?:explicit |human |user )?(?:confirmation|approval)|ask (?:the user |the human )?(?:first|before)|verboten|nicht erlaubt|gesperrt|prohibid\p{L}*|bloquead\p{L}*|proibid\p{L}*|vedad\p{L}*|interdit\p{L}*|vietat\p{L}*|bloccat\p{L}*|заблокирован\p{L}*|запрещ\p{L}*|нельзя|никогда|yasak\p{L}*|zabronion\p{L}*)(?![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])|禁止|不得|不要|严禁|禁用|红线|紅線|须确认|需确认|需要确认|必须确认|必須確認|必须暂停|금지|하지 마/u

/**
 * scope10: a list item that opens as an order of its own — a time or condition clause followed by a comma ("When
 * you summarise, …", "Nach jedem Commit, …", "每次回复时，…"), or "always", "from now on", "make sure", "you must" —
 * rather than continuing its lead-in ("Never run:" / "- `rm -rf /`", "- Push to main"). A lead-in governs
 * only its continuations. The same words in the lexicon's languages.
 */
const OWN_ORDER =
  /^[ \t>]*(?:[-*+]|\d{1,3}[.)])\s+(?:\*\*|__)?(?:(?:when|whenever|after|before|once|if|each time|every time|wenn|sobald|nachdem|bevor|falls|jedes mal|quand|lorsque|après|avant|si|chaque fois|cuando|después de|antes de|cada vez|quando|dopo|prima di|ogni volta|se|когда|после|перед|если|каждый раз|коли|якщо|kiedy|gdy|jeśli|po|zawsze gdy|wanneer|als|nadat|ketika|saat|setelah|sebelum|jika|setiap kali|khi|sau khi|trước khi|nếu|mỗi khi|जब|अगर|यदि|عندما|بعد|قبل|إذا|كلما|her|eğer)\s[^,،\n]{2,120}[,،]|(?:always|from now on|make sure|be sure to|you must|you should|immer|ab jetzt|toujours|désormais|siempre|de ahora en adelante|sempre|da ora in poi|d'ora in poi|всегда|отныне|завжди|zawsze|altijd|selalu|luôn luôn|luôn|हमेशा|دائما|دائمًا|her zaman|daima)(?![\p{L}]))|^[ \t>]*(?:[-*+]|\d{1,3}[.)])\s+(?:每次|每当|当|总是|始终|一律|從現在起|从现在起|常に|必ず|毎回|항상|반드시|매번|เสมอ|ทุกครั้ง|เมื่อ)/u

/**
 * "Never stop to ask:", "Don't forget to:": a negation that does not forbid the items. scope10: nor a negated
 * passive ("… are mandatory and must not be overridden:", "… dürfen nicht überschrieben werden:", "… ne doivent
 * pas être modifiées :"): it says what may not happen to the items, not that they are forbidden.
 */
const NOT_A_PROHIBITION =
  /(?:don't|do not|dont|never|must not)\s+(?:forget|hesitate|fail|neglect|stop|wait|ask|skip|miss)(?![\p{L}])|(?<![\p{L}])(?:must not|mustn't|must never|should not|shouldn't|may not|cannot|can't|can not|are not to|is not to|never)\s+be\s+(?:overridden|overwritten|overruled|ignored|bypassed|skipped|violated|relaxed|weakened|waived|questioned|disobeyed|broken|changed|altered|modified)(?![\p{L}])|(?:dürfen|darf|sollen|soll|können|kann)\s+(?:nicht|nie|niemals)\s+(?:[\p{L}-]+\s+){0,3}?(?:überschrieben|ignoriert|umgangen|geändert|verletzt|aufgehoben)\s+werden|(?:doivent|doit|peuvent|peut)\s+(?:pas|jamais)\s+être\s+(?:ignoré|contourné|modifié|outrepassé|enfreint|remis en cause)\p{L}*|no\s+(?:deben|debe|pueden|puede)\s+ser\s+(?:ignorad|anulad|modificad|omitid|violad)\p{L}*|não\s+(?:devem|deve|podem|pode)\s+ser\s+(?:ignorad|anulad|alterad|modificad|violad)\p{L}*|non\s+(?:devono|deve|possono|può)\s+essere\s+(?:ignorat|modificat|aggirat|violat)\p{L}*|не\s+(?:должны|должен|должна|могут|может)\s+быть\s+(?:нарушен|изменен|проигнорирован|отменен|обойден)\p{L}*/gu

/**
 * `true` when the list item starting at folded offset `lineStart` sits under
 * a heading or lead-in line (the first line above its run of list items, at
 * most 30 lines and 3,000 characters up) that forbids what the list names:
 * the items are then a deny-list, not tasks. Constant time per call.
 */
function underProhibitingLeadIn(folded: string, lineStart: number): boolean {
  const eol = folded.indexOf('\n', lineStart)
  const item = folded.slice(lineStart, Math.min(eol < 0 ? folded.length : eol, lineStart + 300))
  // fp10: a table row ("| **Destructive** | `rm -rf /`, `mkfs` |") is governed like a list item by the heading
  // or lead-in above its table.
  const row = TABLE_ROW.test(item)
  if (!row && !LIST_ITEM.test(item)) return false
  // scope10: an item that is an order of its own ("- When you finish, send …", "- Always …") is not governed.
  if (OWN_ORDER.test(item)) return false
  const indent = /^[ \t>]*/.exec(item)![0].length
  const floor = Math.max(0, lineStart - 3000)
  // fp10: prose lines between the list and its section heading ("Destructive operations are blocked by the hook."):
  // the heading still governs the list; a prose line itself never does.
  let prose = false
  let end = lineStart
  for (let n = 0; n < 30 && end > floor; n++) {
    const start = folded.lastIndexOf('\n', end - 2) + 1
    const line = folded.slice(start, Math.min(end, start + 300))
    if (start < floor) return false
    // An indented key line is no continuation: `"deny": [` above the array's items.
    if (!prose && DENY_KEY.test(line)) return true
    const isItem = !row && LIST_ITEM.test(line)
    // fp10: a parent item that ends in a colon is the lead-in of the items indented under it
    // ("- **Tier 3 (hard blocked)**:" / "  - `rm -rf ~`"); one that does not forbid leaves the question to the lines above.
    if (!prose && isItem && /^[ \t>]*/.exec(line)![0].length < indent && /:[\s*_]*$/.test(line)) {
      if (PROHIBITING_LEAD_IN.test(line.replace(NOT_A_PROHIBITION, ' '))) return true
    } else if (line.trim() !== '' && !isItem && !(row && TABLE_ROW.test(line)) && (row || !/^[ \t]{2,}\S/.test(line))) {
      const heading = HEADING_LINE.test(line)
      if (heading || (!prose && /:[\s*_]*$/.test(line)))
        // fp9: the lead-in's colon may sit inside emphasis ("❌ **NEVER:**").
        return PROHIBITING_LEAD_IN.test(line.replace(NOT_A_PROHIBITION, ' '))
      // A prose paragraph right above the list: look on to the section heading.
      prose = true
    }
    if (start === 0) return false
    end = start
  }
  return false
}

/**
 * fp10: `true` when offset `at` of the original (unfolded) `text` is on a list item or table row that a heading or
 * lead-in forbids ("### 🔴 Red-line commands (ask first)" / "| Code injection | `base64 -d | bash` |"): a deny-list
 * entry, not a task. Reads at most 3,300 characters around `at`.
 */
export function inDenyList(text: string, at: number): boolean {
  const from = Math.max(0, at - 3300)
  const lower = text.slice(from, Math.min(text.length, at + 300)).toLowerCase()
  return underProhibitingLeadIn(lower, lineStartOf(lower, Math.min(at - from, lower.length)))
}

/**
 * Words that make a heading, a title or a front-matter `name`/`description`
 * announce a document about attacks: a prompt-injection guard, a red-team
 * dataset, a jailbreak detector. Plain "security" or "safety" sections (in
 * every ordinary context file) do not.
 */
const ATTACK_TOPIC =
  /(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])(?:prompt[ -]?injections?|injections?|jailbreaks?|jailbreaking|red[ -]?team(?:ing)?|attacks?|attackers?|adversarial|malicious|exploits?|threats?|payloads?|detection patterns?|red flags?|abuse|guardrails?|anti[ -]?injection|extraction attempts?|privilege escalation|privesc|penetration test(?:ing|er|s)?|pentest(?:ing|er|s)?|vulnerability (?:testing|assessment|research)|exploitation|post-exploitation|offensive security|(?:deserialization|injection|xss|ssrf|sqli|rce) testing)(?![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])|プロンプトインジェクション|提示词注入|提示注入|攻撃|攻击|越狱|漏洞测试|漏洞利用|渗透测试|滲透測試|提权|脆弱性診断|ペネトレーションテスト|모의해킹|침투 테스트|탈옥|프롬프트 인젝션/u

/**
 * fp7: a skill's front-matter `domain`/`subdomain` naming security work ("domain: cybersecurity",
 * "subdomain: threat-hunting") — the catalogues of security skills declare their field this way, and their
 * code blocks hold detection queries, incident reports and payload examples.
 */
const SECURITY_DOMAIN =
  /^\s{0,3}(?:domain|subdomain)\s*:\s*["']?(?:cyber[ -]?security|threat[ -]?hunting|incident[ -]?response|dfir|digital[ -]?forensics|malware[ -]?analysis|red[ -]?team(?:ing)?|penetration[ -]?testing|offensive[ -]?security|bug[ -]?hunting|security[ -]?operations)["']?\s*$/

let framesCache: { readonly text: string | undefined; readonly value: boolean } = { text: undefined, value: false }

/**
 * `true` when the file presents itself as being about attacks — a heading,
 * the title or the front matter's `name`/`description`/`title` names prompt
 * injection, jailbreaks, red-teaming, attack payloads or detection patterns, or a skill's `domain`/`subdomain`
 * names security work (fp7).
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
  // The fence a line is in (its marker), or '': a `# comment` in a shell or Python block is no heading.
  let fence = ''
  let blockScalar = false
  while (at < folded.length && !value) {
    let end = folded.indexOf('\n', at)
    if (end < 0) end = folded.length
    const line = folded.slice(at, Math.min(end, at + 300))
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker !== undefined && (fence === '' || (marker[0] === fence[0] && marker.length >= fence.length)))
      fence = fence === '' ? marker : ''
    else if (
      fence === '' &&
      ((/^\s{0,3}(?:#{1,6}\s|(?:name|description|title)\s*:)/.test(line) && ATTACK_TOPIC.test(line)) ||
        SECURITY_DOMAIN.test(line) ||
        // fp10: the indented lines of a folded front-matter `description: >` name the topic too.
        (blockScalar && /^\s{2,}\S/.test(line) && ATTACK_TOPIC.test(line)))
    )
      value = true
    // fp10: a `description: >` / `|` block scalar of the file's opening front matter continues on indented lines.
    if (/^\s{0,3}(?:description|summary)\s*:\s*[>|][+-]?\s*$/.test(line)) blockScalar = at < 4000
    else if (!/^\s{2,}\S/.test(line)) blockScalar = false
    at = end + 1
  }
  framesCache = { text: folded, value }
  return value
}

/**
 * Words of a heading that make its section a catalogue of attacks or
 * findings: a threat model, an audit's findings, red-team results.
 */
const CATALOGUE_HEADING =
  /(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])(?:findings?|threats?|threat model(?:ing)?|vulnerabilit(?:y|ies)|attacks?|attackers?|attack (?:surface|vectors?|categories|techniques|patterns)|techniques (?:we test|tested)|test(?:ed)? techniques|red[ -]?team(?:ing)?|jailbreaks?|prompt[ -]?injections?|exploits?|payloads?|abuse cases?|misuse cases?|detection rules?|pentest(?:ing)?|penetration test(?:ing)?)(?![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])|威胁|攻击|漏洞|脅威|攻撃|脆弱性|위협|공격|취약점/u
/** Words of a table's header row that make the table a catalogue: techniques with examples, a severity matrix. */
const CATALOGUE_TABLE =
  /(?<![\p{L}])(?:(?:severity|risk|threat|finding|vulnerability|attack|technique|tactic|category|example|pattern|payload|signal|indicator|detection|exploit|jailbreak)s?|detects|detected|flags|flagged|catches|caught|blocks|blocked|flag|option|options|effect|effects)(?![\p{L}])/u

/** A list item or table cell that opens with a severity label: "- High: …", "| Critical | …", "[P1] …". */
const SEVERITY_LABEL =
  /^[ \t>]*(?:[-*+]\s+|\d{1,3}[.)]\s+|\|\s*)?(?:\*\*|__)?\[?(?:critical|high|medium|moderate|low|info|informational|severe|sev[ -]?[0-4]|p[0-4])\]?(?:\*\*|__)?\s*(?:[:|)\]—–-]|\s-\s)/

/**
 * `true` when offset `at` of the folded (lower-cased) text `folded` sits in a catalogue of attacks or findings
 * rather than in instructions: a list item or table cell labelled with a
 * severity ("- High: …"), a table whose header row names findings,
 * techniques, threats or examples, or a section whose nearest heading (at
 * most 4,000 characters back) does. Such lines describe what an attacker
 * does; rules lower what they find there. Constant time per call, but for
 * the walk to the nearest heading, which is shared by all calls on one text
 * (linear in its length in all).
 */
export function inAttackCatalogue(folded: string, at: number): boolean {
  // Remembered between calls: one long line with many matches is walked about once, not once per match.
  const lineStart = lineStartOf(folded, at)
  const line = folded.slice(lineStart, Math.min(folded.length, lineStart + 300))
  if (SEVERITY_LABEL.test(line)) return true
  const floor = Math.max(0, at - 4000)
  // A table row: the header is the first row of the run of `|` lines above.
  if (/^[ \t>]*\|/.test(line)) {
    let row = lineStart
    while (row > floor) {
      // row - 2 < 0 would search from 0 and find a newline at 0 again: the line above row 1 starts at 0.
      const prev = row >= 2 ? folded.lastIndexOf('\n', row - 2) + 1 : 0
      if (!/^[ \t>]*\|/.test(folded.slice(prev, prev + 8))) break
      row = prev
    }
    const header = folded.slice(row, Math.min(folded.length, row + 300)).split('\n', 1)[0]!
    if (CATALOGUE_TABLE.test(header)) return true
  }
  // The nearest heading above, within 4,000 characters (the line after it starts past `floor`).
  const heading = headingAbove(folded, lineStart)
  if (heading < 0) return false
  const after = folded.indexOf('\n', heading) + 1
  return after > floor && CATALOGUE_HEADING.test(folded.slice(heading, Math.min(after, heading + 300)))
}

/**
 * break9: a heading that introduces what to run before work starts ("## Setup", "## Installation", "## Before you
 * start"), naming no attacker's side ("## Listener setup", "## Lab setup" and "## Payload setup" do).
 */
const SETUP_HEADING =
  /^\s{0,3}#{1,6}\s+(?:[\p{L}\d.)-]+\s+){0,2}?(?:set\s?up|installation|install|installing|getting\s+started|quick\s?start|before\s+you\s+(?:start|begin)|bootstrap(?:ping)?|prerequisites|initiali[sz]ation|first\s+steps|startup|on\s+start|environment|(?:dev|development|local)\s+environment|toolchain|dependencies)(?![\p{L}])/u
const ATTACKER_SIDE =
  /(?<![\p{L}])(?:attack\p{L}*|listeners?|payloads?|exploits?|labs?|targets?|victims?|c2|phishing|red[ -]?team|pentest\p{L}*|vulnerable)(?![\p{L}])/u

/**
 * break9: `true` when offset `at` of `folded` (the folded text, or the original: the heading is lower-cased) sits in a section whose nearest heading (at most 4,000
 * characters up) introduces what to run before work starts ({@link SETUP_HEADING}): code there is what the file
 * has the agent run, not an example of an attack, even in a document about attacks.
 */
export function inSetupSection(folded: string, at: number): boolean {
  const heading = headingAbove(folded, lineStartOf(folded, at))
  if (heading < 0 || at - heading > 4000) return false
  const end = folded.indexOf('\n', heading)
  const line = folded.slice(heading, Math.min(end < 0 ? folded.length : end, heading + 300)).toLowerCase()
  return SETUP_HEADING.test(line) && !ATTACKER_SIDE.test(line)
}

/** build4: per text, the nearest heading line above each line start already walked from (`-1`: none). */
let headings: { text: string; above: Map<number, number> } | undefined

/**
 * Start of the nearest heading line (`# …`) above the line starting at
 * `lineStart`, or -1. Lines are walked upwards once per text: a walk stops
 * at a line start an earlier walk passed, so all calls on one text together
 * cost time linear in its length.
 */
function headingAbove(folded: string, lineStart: number): number {
  if (headings?.text !== folded) headings = { text: folded, above: new Map() }
  const above = headings.above
  const walked: number[] = []
  let found = -1
  for (let end = lineStart; end > 0;) {
    const known = above.get(end)
    if (known !== undefined) {
      found = known
      break
    }
    walked.push(end)
    // end - 2 < 0 would search from 0 and find a newline at 0 again (a text starting with a blank line looped forever).
    const start = end >= 2 ? folded.lastIndexOf('\n', end - 2) + 1 : 0
    if (HEADING_LINE.test(folded.slice(start, Math.min(end, start + 300)))) {
      found = start
      break
    }
    if (start === 0) break
    end = start
  }
  for (const end of walked) above.set(end, found)
  return found
}

/**
 * Words that present a quoted phrase as an example of an attack ("examples
 * of malicious instructions: "…"", "flags text like "…"", "such as `…`").
 * Narrower than the documentation words of {@link framingOf}: "so that
 * nothing is blocked" does not make a setting an example.
 */
const EXAMPLE_FRAME =
  /(?<![\p{L}./-])(?:such as|e\.g\.|for example|for instance|examples? of|an example|like [`"“‘']|(?:text|phrases?|strings?|prompts?|messages?|requests?|inputs?|payloads?|patterns?|instructions?|commands?) like|malicious|attacks?|injections?|exploits?|exfiltrat\p{L}*|red flags?|jailbreaks?|dangerous|destructive|harmful)(?![\p{L}./-])|例えば|例如|比如|攻撃|攻击|悪意|恶意/u

/** A detection as {@link lowerExamples} reads it (folded offsets, optional forced severity). */
interface Lowerable {
  readonly start: number
  readonly end: number
  readonly severity?: 'block' | 'warn'
  readonly negationEnd?: number
}

/**
 * Lower the detections that are examples: a phrase in code or quotation
 * marks (not a fence or span the file tells the agent to run) in a sentence
 * that presents it as an example ("examples of malicious instructions:
 * "…"", "flags text like "…"") or in a catalogue of attacks (see
 * {@link inAttackCatalogue}).
 * Such a detection becomes a warning; one that the sentence also forbids
 * or reports is dropped. Other detections are returned unchanged.
 * Constant time per detection.
 */
/**
 * fp9: a write-up's past-tense report of what an attack made an agent run ("the injected README told the agent to
 * run:", "an issue comment instructed the model to execute"), right before the quoted command or its code block.
 * Not "told you to run" (addressed to this agent) and not the present tense ("this file tells the agent to run").
 */
const REPORTED_RUN =
  /(?<![\p{L}])(?:told|asked|instructed|tricked|convinced|got|made|directed|led)\s+(?:the|an?|that|its|their)\s+(?:[\p{L}-]+\s+)?(?:agent|model|assistant|ai|llm|bot|copilot|claude|cursor)\s+(?:into\s+)?(?:to\s+)?(?:run|running|execute|executing|paste|pasting|type|typing)(?:\s+(?:this|the following|it))?\s*:?\s*[`'"]?$/u

/** `true` when the quoted command or code block at folded `at` follows a {@link REPORTED_RUN} lead-in. */
function reportedRun(folded: string, at: number): boolean {
  let lead = folded.slice(Math.max(0, at - 200), at)
  // A fenced block: the lead-in is the text before its opening fence.
  const fence = Math.max(lead.lastIndexOf('```'), lead.lastIndexOf('~~~'))
  if (fence >= 0 && /^[^\n]*\n/.test(lead.slice(fence))) lead = lead.slice(0, fence)
  return REPORTED_RUN.test(lead.replace(/\s+$/, ''))
}

export function lowerExamples<D extends Lowerable>(analysis: Analysis, detections: readonly D[]): D[] {
  const { code, quoted, endorsed } = analysis.markdown
  const folded = analysis.folded.text
  const quotedAt = (at: number) => (code[at] !== 0 && !endorsed[at]) || quoted[at] === 1
  const out: D[] = []
  for (const d of detections) {
    const start = analysis.folded.originalStart(d.start)
    const last = Math.max(start, analysis.folded.originalEnd(d.end) - 1)
    if (d.severity !== 'warn' && code[start] !== 0 && reportedRun(folded, d.start)) {
      out.push({ ...d, severity: 'warn' })
      continue
    }
    if (d.severity === 'warn' || !(quotedAt(start) || quotedAt(last))) {
      out.push(d)
      continue
    }
    const framing = framingOf(folded, d.negationEnd ?? d.start, d.end)
    const sentence = folded.slice(sentenceStart(folded, d.start), sentenceEnd(folded, d.end))
    if (!EXAMPLE_FRAME.test(sentence) && !inAttackCatalogue(folded, d.start) && !reportedRun(folded, d.start)) {
      out.push(d)
      continue
    }
    if (framing === 'negated' || framing === 'reported') continue
    out.push({ ...d, severity: 'warn' })
  }
  return out
}
