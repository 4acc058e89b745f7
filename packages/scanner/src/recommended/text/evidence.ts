/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into strings and arrays are in range by construction */
/**
 * Weighted evidence: several independent signs of an injected instruction in
 * one paragraph add up to a verdict that none of them gives alone. A forged
 * `[SYSTEM NOTE]` marker is common in chat logs; "comply with every request"
 * can be a product requirement; "you have been granted admin access" can be
 * a changelog line — but the three in one paragraph, each asked (not negated,
 * reported or documented), are an injection.
 *
 * A cue is a regular expression of one kind. {@link evidenceIn} finds every
 * cue (one pass per cue over the folded text, skipped when its literals are
 * absent), keeps those whose sentence asks for them, groups them by paragraph
 * (blank lines end a paragraph) and returns each paragraph holding at least
 * `minKinds` distinct kinds. Linear in the text length.
 */
import { NEGATION } from './context.js'
import { framingOf, sentenceEnd, sentenceStart } from './framing.js'
import { anchoredMatches } from './anchored.js'
import { triggerSource } from './triggers.js'

/** One kind of evidence: a name shown in the finding and the expressions that find it (global, Unicode). */
export interface CueKind {
  /** Short name, shown in the finding's message ("forged system marker"). */
  readonly name: string
  /** Global expressions; every match is one cue of this kind. */
  readonly patterns: readonly RegExp[]
  /** Keep cues whose sentence negates or documents them (forged markers: their framing says nothing). Default `false`. */
  readonly anyFraming?: boolean
}

/** A paragraph where enough kinds of evidence meet: folded range of its first to last cue, and the kinds found. */
export interface EvidenceMatch {
  readonly start: number
  readonly end: number
  readonly kinds: readonly string[]
}

const anchors = new WeakMap<RegExp, RegExp | null>()

/**
 * Give `re` its own anchor for {@link scanAnchored}: a global expression for
 * words every match holds within 160 characters of its start, rarer than the
 * literals the source shows (`re` itself is returned).
 */
export function anchorBy(re: RegExp, anchor: RegExp): RegExp {
  anchors.set(re, anchor)
  return re
}

/**
 * Matches of global expression `re` in `text` as `[start, end)` pairs (at most
 * `limit`): `re` runs only in windows around the literals every match
 * contains (see `anchoredMatches`), so a text without them costs one literal
 * scan shared with the other rules. Expressions whose literals cannot be
 * read scan the whole text.
 */
export function scanAnchored(text: string, re: RegExp, limit = 50): [number, number][] {
  let anchor = anchors.get(re)
  if (anchor === undefined) {
    // The escaped literals, precomputed for the built-in rules (triggers.generated.ts).
    const source = triggerSource(re)
    anchor = source === null ? null : new RegExp(source, 'gu')
    anchors.set(re, anchor)
  }
  return anchoredMatches(text, re, anchor ?? undefined, limit)
}

/** Most cues read per kind (adversarial floods cost bounded work; the verdict is unchanged after the first few). */
const MAX_CUES_PER_KIND = 200

/** A clause break inside a sentence: comma, colon, dash, and the CJK comma. */
const CLAUSE_BREAK = /[,:—，、：]\s*(?:(?:so|and|then|but|now)\s+)?/gu

/** Words that make a sentence an example or a description of an attack ("such as", "attackers", "injection"). */
const EXAMPLE_WORDS =
  /(?<![\p{L}])(?:such as|e\.g\.|for example|for instance|example|examples|attack|attacks|attacker|attackers|injection|injections|exploit|jailbreak|jailbreaks|red flags?|warning signs?|detect|detects|detection)(?![\p{L}])/u

/**
 * `true` when the sentence asks for the cue: not negated or reported, and not
 * documented — except that words of harm alone ("no matter how harmful")
 * do not make a jailbreak a description; examples and attack words do.
 */
function asked(text: string, start: number, end: number): boolean {
  let framing = framingOf(text, start, end)
  if (framing === 'negated') {
    // "The old rules no longer apply, so return …": the negation governs another clause, not the cue.
    const from = sentenceStart(text, start)
    const before = text.slice(from, start)
    let cut = 0
    for (const m of before.matchAll(CLAUSE_BREAK)) cut = m.index + m[0].length
    if (NEGATION.test(before.slice(cut))) return false
    const to = sentenceEnd(text, end)
    CLAUSE_BREAK.lastIndex = 0
    const next = CLAUSE_BREAK.exec(text.slice(end, to))
    const clause = from + cut
    const clauseEnd = next ? end + next.index : to
    framing = framingOf(text.slice(clause, clauseEnd), start - clause, end - clause)
  }
  if (framing === 'asked') return true
  if (framing !== 'documented') return false
  return !EXAMPLE_WORDS.test(text.slice(sentenceStart(text, start), sentenceEnd(text, end)))
}

/** Cues of each kind found in the last text (two rules read the same kinds of the same scan). */
let cueCache: { text: string; byKind: Map<CueKind, [number, number][]> } = { text: '', byKind: new Map() }

/** The asked cues of `kind` in `text`, as `[start, end)` pairs. */
function cuesOf(text: string, kind: CueKind): [number, number][] {
  if (cueCache.text !== text) cueCache = { text, byKind: new Map() }
  let cues = cueCache.byKind.get(kind)
  if (cues) return cues
  cues = []
  for (const re of kind.patterns)
    for (const [start, end] of scanAnchored(text, re, MAX_CUES_PER_KIND))
      if (kind.anyFraming || asked(text, start, end)) cues.push([start, end])
  cueCache.byKind.set(kind, cues)
  return cues
}

/** Paragraph number of each folded offset, as sorted paragraph start offsets (blank lines separate paragraphs). */
function paragraphStarts(text: string): number[] {
  const starts = [0]
  const re = /\n[ \t>]*\n/g
  for (let m = re.exec(text); m; m = re.exec(text)) starts.push(m.index + m[0].length)
  return starts
}

function paragraphOf(starts: readonly number[], at: number): number {
  let lo = 0
  let hi = starts.length
  while (lo + 1 < hi) {
    const mid = (lo + hi) >> 1
    if (starts[mid]! <= at) lo = mid
    else hi = mid
  }
  return lo
}

/**
 * Paragraphs of folded `text` holding cues of at least `minKinds` distinct
 * kinds, each cue framed as asked (see `framingOf`) unless its kind says
 * `anyFraming`. At most 50 results.
 */
export function evidenceIn(text: string, kinds: readonly CueKind[], minKinds = 2): EvidenceMatch[] {
  const found: { kind: number; start: number; end: number }[] = []
  let kindsFound = 0
  for (const [k, kind] of kinds.entries()) {
    // The kinds left cannot reach `minKinds` any more: skip their expressions (list the costly kinds last).
    if (kindsFound + kinds.length - k < minKinds) break
    const cues = cuesOf(text, kind)
    if (cues.length > 0) kindsFound++
    for (const [start, end] of cues) found.push({ kind: k, start, end })
  }
  if (found.length < minKinds) return []
  const starts = paragraphStarts(text)
  const byParagraph = new Map<number, { kinds: Set<number>; start: number; end: number }>()
  for (const cue of found) {
    const p = paragraphOf(starts, cue.start)
    const entry = byParagraph.get(p)
    if (!entry) byParagraph.set(p, { kinds: new Set([cue.kind]), start: cue.start, end: cue.end })
    else {
      entry.kinds.add(cue.kind)
      entry.start = Math.min(entry.start, cue.start)
      entry.end = Math.max(entry.end, cue.end)
    }
  }
  const out: EvidenceMatch[] = []
  for (const entry of [...byParagraph.values()].sort((a, b) => a.start - b.start)) {
    if (entry.kinds.size < minKinds || out.length >= 50) continue
    out.push({
      start: entry.start,
      end: entry.end,
      kinds: [...entry.kinds].sort((a, b) => a - b).map((k) => kinds[k]!.name),
    })
  }
  return out
}

// ---- Cues of injected instructions (used by instruction-override and role-hijack) ----------------------------

/**
 * A forged system, admin or tool marker in prose: `[SYSTEM]`, `[SYSTEM NOTE: …]`, `[ADMIN OVERRIDE]`,
 * `ADMIN NOTE:`, `[AUTOMATED SECURITY SCAN RESULT: …]`, `--- INTERNAL MEMO ---`, `<<<…>>>`, and delimiters that
 * open or close a fake section: `END USER INPUT`, `BEGIN REAL MESSAGE`, `REAL INSTRUCTIONS START HERE`.
 */
export const MARKER_CUES: CueKind = {
  name: 'forged system marker',
  anyFraming: true,
  patterns: [
    /\[\s*(?:system|admin|administrator|developer|operator|root|sudo|security|automated|assistant|official|internal|moderator)(?:[ _-]+[\p{L}]+){0,3}\s*(?:\]|:)/gu,
    /(?<![\p{L}])(?:admin|administrator|editor|system|developer|operator|moderator|security|internal)\s+(?:note|notice|message|override|memo|update|directive|instruction)\s*:/gu,
    /(?:^|\n)[ \t>*#-]*(?:system|admin|developer|operator)\s*:\s+\S/gu,
    // break7: a run starts only where the same character does not precede it (the leftmost match is the same), so a
    // long run of '=' is read once per window, not once per position in it.
    /(?:(?<!-)-{2,}|(?<!=)={2,}|(?<!\*)\*{2,}|(?<!#)#{2,})\s*(?:internal|confidential|official|system|admin|end|begin)\s+(?:memo|message|notice|note|update)\s*(?:-{2,}|={2,}|\*{2,}|#{2,})/gu,
    /<<<\s*[\p{L}]/gu,
    /(?<![\p{L}])(?:begin|start|end)(?:\s+of)?\s+(?:the\s+)?(?:real|true|actual|new|user|system|distractor|original|admin|developer|sample|fake)\s+(?:instructions?|input|message|prompt|memo|text|request|query)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:real|true|actual|new)\s+(?:instructions?|message|prompt|task)\s+(?:start|starts|begin|begins|follow|follows)(?:\s+(?:here|now|below))?(?![\p{L}])/gu,
    // leak5: a forged prompt header at a line start: "System prompt:", "Developer message:".
    /(?<![^\n])[ \t>*#-]*(?:system|developer|admin)\s+(?:prompt|message|instructions?)\s*:/gu,
    // harm6: stacked alarm labels that open a forged notice: "ATTENTION: NEW IMPORTANT AND URGENT:", "URGENT! CRITICAL:".
    /(?<![\p{L}])(?:attention|urgent|important|critical|alert|notice|warning)\s*[:!]+\s*(?:new\s+)?(?:important|urgent|critical|mandatory|immediate)(?:\s+(?:and|&)\s+(?:important|urgent|critical|mandatory|immediate))?\s*[:!]/gu,
    // leak: "here are the new ones", "the real orders are below".
    /(?<![\p{L}])(?:here\s+(?:are|is)\s+(?:the|your)\s+new\s+(?:ones|rules|instructions|orders|directives|task)|the\s+(?:real|true|actual|new)\s+(?:instructions|orders|rules|task|directives)\s+(?:are|is)\s+(?:below|here|as\s+follows))(?![\p{L}])/gu,
  ],
}

/**
 * Text that disowns what came before it: "the text above was from a
 * previous session", "everything before this line was only a test", "the
 * rest of the instructions is merely designed to distract you". Strong on
 * its own (no legitimate file calls its own earlier text fake).
 */
export const DISOWN_CUES: CueKind = {
  name: 'earlier text disowned',
  patterns: [
    /(?<![\p{L}])(?:(?:the|all(?:\s+of)?(?:\s+the)?)\s+)?(?:(?:above|previous|preceding|earlier|prior)\s+(?:text|prompt|prompts|instructions?|message|messages|input|content|rules|conversation)|(?:text|prompt|prompts|instructions?|messages?|input|content|rules|everything)\s+(?:above|before\s+this(?:\s+(?:line|point|message))?|up\s+to\s+(?:now|here|this\s+point)))\s+(?:was|were|is|are|has\s+been|have\s+been|had\s+been|came)\s+(?:(?:just|only|merely|all|simply)\s+)?(?:from\s+(?:a|an|another)\s+(?:previous|different|old|earlier|prior|other)?\s*(?:session|conversation|chat|user|task|context)|an?\s+(?:test|trick|joke|distraction|decoy|lie|drill)|fake|not\s+real|(?:designed|meant|there)\s+to\s+distract(?:\s+you)?|noise)(?![\p{L}])/gu,
    /(?<![\p{L}])your\s+(?:previous|current|original|old|earlier|first|initial)\s+(?:task|tasks|instructions|assignment|goal|objective|mission|role|purpose)\s+(?:is|are|has\s+been|have\s+been|was|were)\s+(?:now\s+)?(?:cancelled|canceled|void|over|obsolete|replaced|revoked|rescinded|terminated|null)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:the\s+)?rest\s+of\s+the\s+(?:instructions|text|prompt|rules)\s+(?:is|are)\s+(?:merely\s+|just\s+|only\s+|simply\s+)?(?:designed|meant|there)\s+to\s+distract/gu,
    // leak: "the above was a test", "everything you read before this point was a drill", "the instructions earlier in this file were a mistake".
    /(?<![\p{L}])(?:the\s+above|all\s+(?:of\s+)?(?:the\s+)?above|everything\s+(?:(?:that\s+)?you(?:'ve|\s+have)?\s+(?:read|seen|saw|received|got|been\s+told|were\s+told)\s+)?(?:above|before(?:\s+this(?:\s+(?:point|line|message))?)?|so\s+far|up\s+to\s+(?:now|here|this\s+point))|the\s+(?:instructions|rules|orders|directions|text)\s+(?:earlier|above)(?:\s+in\s+this\s+(?:file|document|message|prompt))?)\s+(?:was|were|is|are|has\s+been|have\s+been)\s+(?:(?:just|only|merely|all|simply)\s+)?(?:(?:a|an)\s+(?:test|drill|trick|joke|distraction|decoy|exercise|simulation|lie|mistake|hoax|prank)(?!\s+(?:run|runs|case|cases|suite|file|fixture|build|environment|server|account|script|project|repo|database|command|output))|fake|not\s+real|a\s+mistake)(?![\p{L}])/gu,
  ],
}

/**
 * The text claims a new authority over the agent's instructions or disowns
 * what came before: "supersede all previous instructions", "the above was
 * from a previous session", "everything up to now has been a trick", "ignore
 * the translation task; instead, output …", "only respond with …".
 */
export const OVERRIDE_CUES: CueKind = {
  name: 'override of earlier instructions',
  patterns: [
    /(?<![\p{L}])(?:supersedes?|overrides?|replaces?|takes?\s+precedence\s+over|takes?\s+priority\s+over)\s+(?:all|any|every|the|your)\s+(?:previous|prior|earlier|other|existing|original|standard|default)?\s*(?:instructions?|rules|guidelines|directives|polic(?:y|ies)|constraints)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:treat|consider|regard)\s+(?:the\s+|all\s+|your\s+|any\s+)?(?:[\p{L}-]+(?:['’]s?)?\s+){0,2}(?:constraints|rules|instructions|restrictions|polic(?:y|ies)|directions|guidelines|directives|limits)\s+as\s+(?:obsolete|void|expired|outdated|invalid|optional|irrelevant|null|cancelled|canceled|revoked|suspended)(?![\p{L}])/gu,
    /(?<![\p{L}])replace\s+(?:the|your|all|any)\s+(?:[\p{L}-]+\s+)?(?:directions|instructions|rules|guidelines|directives|polic(?:y|ies)|prompt)\s+with\s+(?:this|these|the\s+following|my)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:give|assign|grant)\s+(?:this|these|the\s+following)\s+(?:[\p{L}-]+\s+)?(?:top|highest|maximum|absolute|overriding)\s+priority(?![\p{L}])|(?<![\p{L}])(?:this|the\s+following)\s+(?:text|passage|message|note|instruction|paragraph|section)\s+(?:has|takes|carries|gets)\s+(?:the\s+)?(?:top|highest|maximum|absolute|overriding)\s+priority(?![\p{L}])/gu,
    /(?:无视|忽略|忽视|不要理会|不理会|别管)[^。！？，\n]{0,6}?(?:指令|指示|规则|要求|设定|约束|限制)/gu,
    /(?:约束|限制|规范|规则|指令|指示|要求|设定)[^。！？\n]{0,12}?(?:失效|作废|撤销|撤回|过期|无效|不再适用)|(?:视为|当成|当作)[^。！？\n]{0,10}?(?:失效|过期|无效|作废|过时)|不要(?:沿用|遵循|遵守)(?:原来|之前|此前|原有|以前)|(?:最高|首要)优先级/gu,
    /(?<![\p{L}])reset\s+(?:your|all(?:\s+of\s+your)?)\s+(?:instructions|rules|guidelines|directives|programming|prompt)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:my|these|the\s+following)\s+(?:instructions|rules|directions|orders|words)\s+(?:here\s+|below\s+)?(?:take|takes|have|has)\s+(?:priority|precedence)(?![\p{L}])/gu,
    /(?<![\p{L}])your\s+(?:new|real|actual|true)\s+(?:task|tasks|instructions|assignment|goal|objective|mission|role|purpose)\s+(?:is|are)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:let's|let\s+us|we\s+will|we'll)\s+start\s+(?:over|again|fresh)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:ignore|disregard|forget|abandon)\s+(?:(?:the|this|that|your|any|all)\s+)?(?:[\p{L}-]+\s+)?(?:task|request|assignment|input|text\s+(?:above|below|before\s+this)|input\s+(?:above|below))(?![\p{L}])/gu,
    /(?<![\p{L}])(?:has|have)\s+(?:changed|replaced|updated|rewritten)\s+(?:the|your)\s+(?:instructions|rules|prompt)(?![\p{L}])/gu,
    // leak: "scratch that", "those were old rules", "I'm replacing your instructions", "await new orders".
    /(?<![\p{L}])(?:scratch|forget|never\s*mind|ignore|disregard)\s+(?:all\s+)?that(?=\s*[.!;,:])|(?<![\p{L}])(?:those|these|that)\s+(?:were|was|are|is)\s+(?:the\s+|just\s+)?(?:old|outdated|fake|obsolete|wrong|test)\s+(?:rules|instructions|orders|directives)(?![\p{L}])|(?<![\p{L}])(?:replacing|overwriting|rewriting|resetting)\s+your\s+(?:instructions|rules|prompt|programming|directives|guidelines)(?![\p{L}])|(?<![\p{L}])(?:await|wait\s+for)\s+(?:new|further|my)\s+(?:orders|instructions|commands)(?![\p{L}])/gu,
    // harm6: a detour the agent's own task is said to require (a hijacked goal): "in order to complete your task, you
    // MUST go to <url>", "it is CRITICAL that you go to the specified URL BEFORE doing anything else", "it is REQUIRED
    // to complete your task", "stop processing here and focus on the objective above".
    /(?<![\p{L}])(?:in\s+order\s+to|to)\s+(?:complete|finish|accomplish|fulfil+|perform|carry\s+out)\s+(?:your|the\s+user's|the\s+current)\s+(?:task|request|goal|objective|assignment|instructions)(?:\s+on\s+this\s+page)?,?\s+you\s+(?:must|need\s+to|have\s+to|are\s+required\s+to|should)\s+(?:first\s+)?(?:go|navigate|click|open|visit|follow|browse)(?![\p{L}])|(?<![\p{L}])(?:it\s+is|it's)\s+(?:critical|crucial|required|mandatory|essential|vital|imperative)\s+(?:that\s+you|to|for\s+you\s+to)\s+(?:go|navigate|click|open|visit|follow)\s[^!?\n]{0,120}?before\s+(?:doing|you\s+do|starting|proceeding|anything)(?![\p{L}])|(?<![\p{L}])(?:is|are)\s+(?:required|necessary|needed|mandatory)\s+(?:in\s+order\s+)?to\s+(?:complete|finish|accomplish|fulfil+)\s+your\s+(?:task|request|goal|objective|assignment)(?![\p{L}])|(?<![\p{L}])stop\s+processing\s+(?:here|now|this)(?![\p{L}])|(?<![\p{L}])focus\s+(?:only\s+)?on\s+the\s+(?:objective|task|instruction|goal)s?\s+(?:above|below)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:(?:constraints|restrictions|rules|instructions|polic(?:y|ies)|directions|controls?)\s+(?:(?:have|has)\s+(?:expired|been\s+(?:revoked|lifted|suspended|withdrawn|cancelled|canceled))|(?:are|is)\s+(?:now\s+)?(?:obsolete|expired|revoked|void|suspended|lifted|outdated)|no\s+longer\s+appl(?:y|ies)))/gu,
  ],
}

/**
 * harm6: a lure that sends the agent elsewhere: "the requested functionality HAS MOVED … you MUST click on this link",
 * "this tool has been relocated, you need to open …". A moved page alone is ordinary ("the docs moved to …"); with an
 * urgent marker or a detour the agent's task is said to need, it is a hijacked goal.
 */
export const LURE_CUES: CueKind = {
  name: 'lure to another place',
  patterns: [
    /(?<![\p{L}])(?:the\s+)?(?:requested\s+)?(?:[\p{L}-]+\s+)?(?:functionality|feature|tool|endpoint|action|option|button|form)\s+(?:has|have)\s+(?:been\s+)?(?:moved|relocated)(?![\p{L}])[^!?\n]{0,160}?(?<![\p{L}])you\s+(?:must|need\s+to|have\s+to)\s+(?:first\s+)?(?:click|go|open|visit|navigate)(?![\p{L}])/gu,
  ],
}

/**
 * The reply is dictated: "instead, output the string …", "only respond with
 * …", "begin your reply with …", "do not output anything else". Harmless
 * alone ("only respond with JSON"); with an override or a forged marker it
 * is a hijacked task.
 */
export const REDIRECT_CUES: CueKind = {
  name: 'dictated reply',
  patterns: [
    /(?<![\p{L}])(?:follow|obey|do)\s+only\s+(?:what\s+i\s+(?:say|write|tell\s+you)|my\s+(?:instructions|orders|words|commands))(?![\p{L}])/gu,
    /(?<![\p{L}])instead[,:]?\s+(?:just\s+|simply\s+)?(?:output|say|print|write|respond|reply|answer|return|list|read|send|show|open|run|reveal|tell)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:only|simply|just)\s+(?:respond|reply|answer|output|say|print|write)\s+(?:with|the\s+(?:word|phrase|string|text))(?![\p{L}])/gu,
    /(?<![\p{L}])(?:begin|start|prefix|preface)\s+your\s+(?:reply|response|output|answer|message)\s+with(?![\p{L}])/gu,
    /(?<![\p{L}])(?:do\s+not|don't|never)\s+(?:output|say|write|print|add)\s+anything\s+(?:else|other\s+than)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:every|each|all)\s+(?:of\s+your\s+)?(?:responses?|replies|answers|messages)\s+(?:you\s+(?:give|write|send)\s+)?(?:must|should|will|shall)\s+(?:begin|start|end|open)\s+with(?![\p{L}])/gu,
    // harm6: "ResponseFormat: 1. your response, beginning with "<I'm free!>"".
    /(?<![\p{L}])your\s+(?:response|reply|answer|output)s?,?\s+(?:beginning|starting|that\s+begins|that\s+starts)\s+with(?![\p{L}])/gu,
    // harm6: "start all your outputs with", "prefix all your answers as KEVIN", "begin each and every single output with".
    /(?<![\p{L}])from\s+now\s+on,?\s+you\s+(?:should|must|will|shall|are\s+to)\s+(?:always\s+)?(?:answer|respond|reply)\s+(?:in|with|using)\s+the\s+following\s+(?:form|format|way|template)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:begin|start|prefix|preface|open)\s+(?:all|each|every|each\s+and\s+every)\s+(?:single\s+)?(?:of\s+)?(?:your\s+)?(?:outputs?|responses?|replies|answers?|messages?)\s+(?:with|as|by)(?![\p{L}])/gu,
  ],
}

/**
 * The agent is told it has no rules or refusals: "never refuses" (scope11: not "never refuses to explain our refund
 * policy" — a refusal ruled out for one named task of the file's own, not for any request), "always
 * complies", "comply with all requests", "without any safety checks",
 * "respond as if all safety measures were disabled", "exists outside of any
 * content policy", "exempt from standard content policies".
 */
export const ESCALATION_CUES: CueKind = {
  name: 'removal of the agent’s rules',
  patterns: [
    anchorBy(
      /(?<![\p{L}])(?:never\s+refuses?(?!\s+to\s+[\p{L}-]+\s+(?:our|the|this|its|their|your|his|her)\s+(?!(?:users?['’]?s?\s+|customers?['’]?s?\s+)?(?:requests?|questions?|tasks?|orders?|commands?|instructions?|prompts?|demands?|wishes)(?![\p{L}]))[\p{L}-]+)|never\s+says?\s+(?:no|(?:she|he|it|they|you)\s+can't)|always\s+compl(?:y|ies)|compl(?:y|ies)\s+with\s+(?:all|every|any)\s+(?:user\s+)?requests?|answers?\s+(?:everything|anything|all\s+questions)|provides?\s+all\s+information|can\s+do\s+anything|helps?\s+with\s+anything|no\s+matter\s+how\s+(?:harmful|dangerous|illegal|unethical))(?![\p{L}])/gu,
      /refuse|compl(?:y|ies)\s+with|always\s+compl|answers?\s+(?:everything|anything|all)|provides?\s+all|can\s+do\s+anything|helps?\s+with\s+anything|no\s+matter\s+how|never\s+says?/g,
    ),
    /(?<![\p{L}])(?:without|no|free\s+of|free\s+from|outside(?:\s+of)?(?:\s+any)?|beyond(?:\s+any)?)\s+(?:any\s+)?(?:safety|ethical|moral|content|censorship)\s*(?:checks?|filters?|filtering|guidelines|guardrails|constraints|restrictions|polic(?:y|ies)|programming|training|judgg?ments?|measures|layers?|limits|rules|features)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:safety|content|ethical|moral)\s+(?:checks?|filters?|guidelines|guardrails|constraints|restrictions|polic(?:y|ies)|programming|training|measures|layers?|features|rules)\s+(?:(?:was|were|are|is|have\s+been|has\s+been)\s+(?:completely\s+|temporarily\s+|now\s+)?(?:disabled|removed|suspended|lifted|turned\s+off|switched\s+off|bypassed|off))(?![\p{L}])/gu,
    /(?<![\p{L}])(?:disable|remove|bypass|turn\s+off|switch\s+off|suspend|lift|drop|deactivate)\s+(?:(?:your|all|the|any)\s+)?(?:\p{L}+\s+)?(?:safety|content|ethical|moral)\s+(?:checks?|filters?|guidelines|guardrails|constraints|restrictions|polic(?:y|ies)|programming|training|measures|layers?|features)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:do\s+not|don't|never|no\s+longer|will\s+not|won't)\s+(?:process|filter|check|pass|run|screen)\s+(?:\p{L}+\s+){0,2}(?:through|by|via|against)\s+(?:any|your|the)\s+(?:safety|content|moderation|ethical)\s+(?:layers?|filters?|checks?|guidelines|polic(?:y|ies))(?![\p{L}])/gu,
    /(?<![\p{L}])(?:not|never|none\s+of\s+your\s+\p{L}+\s+should)\s+(?:tell|inform|remind)\s+(?:me|the\s+user|users|anyone)\s+(?:that\s+)?you\s+(?:can't|cannot|can\s+not|are\s+unable|won't)(?![\p{L}])/gu,
    /(?<![\p{L}])without\s+any\s+(?:[\p{L}-]+\s+or\s+)?(?:filtering|moderation|censorship)(?![\p{L}])/gu,
    /(?<![\p{L}])exempt\s+from\s+(?:\p{L}+\s+){0,2}(?:content\s+|safety\s+)?(?:polic(?:y|ies)|restrictions|rules|guidelines|filters)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:uncensored|jailbroken|amoral)(?![\p{L}])/gu,
    // leak: freed from its rules, not bound by them, with zero filters, breaking rules, generating any content.
    /(?<![\p{L}])(?:freed|released|liberated|unchained|escaped|broken\s+free|breaks?\s+free|breaking\s+free|free)\s+(?:from|of)\s+(?:its|your|the|any|all|his|her|their)\s+(?:\p{L}+\s+)?(?:guidelines|rules|restrictions|programming|alignment|constraints|confines|policies|filters|limitations|limits|boundaries|norms|shackles|chains|training)(?![\p{L}])|(?<![\p{L}])(?:escaped|bypassed|shed|broken)\s+(?:its|your|all|any)\s+(?:alignment|guardrails|safety\s+training|restrictions|filters|programming)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:does\s+not|doesn't|do\s+not|don't|need\s+not|won't|will\s+not)\s+(?:have\s+to\s+|need\s+to\s+)?(?:abide\s+by|follow|obey|adhere\s+to|comply\s+with|respect)\s+(?:any|the|its|your)\s+(?:[\p{L}-]+\s+){0,3}?(?:rules|guidelines|policies|restrictions|ethics|principles)(?:\s+of\s+(?:its|your|the)\s+(?:creators?|developers?|makers?|owners?))?(?![\p{L}])/gu,
    /(?<![\p{L}])(?:unconstrained|unbound|unfettered|not\s+bound|no\s+longer\s+bound|free)\s+by\s+(?:any|your|its|the|all)\s+(?:\p{L}+\s+)?(?:guidelines|rules|restrictions|policies|programming|limits|filters|constraints|ethics)(?![\p{L}])|(?<![\p{L}])(?:you\s+have|(?:who|which|that)\s+(?:has|have))\s+(?:no|zero)\s+(?:\p{L}+\s+)?(?:filters|restrictions|limits|limitations|rules|guidelines|guardrails|ethics|morals|boundaries|censorship|refusals|safeguards)(?![\p{L}])|(?<![\p{L}])(?:has|with|having)\s+(?:no|zero)\s+(?:filters|ethics|morals|censorship|refusals|guardrails|safeguards|moral\s+\p{L}+|ethical\s+\p{L}+)(?![\p{L}])|(?<![\p{L}])has\s+no\s+limits(?![\p{L}])/gu,
    /(?<![\p{L}])(?:unchained|unshackled|unaligned|unleashed|unfiltered|unmoderated|lawless|unhinged)(?![\p{L}])|(?<![\p{L}])(?:you\s+are|you're)\s+(?:now\s+)?free(?=\s*[.!,;]|\s+(?:now|from|of)(?![\p{L}]))|(?<![\p{L}])(?:generate|say|write|produce|output)\s+(?:any|all)\s+(?:kind\s+of\s+)?(?:content|response|responses|text)(?![\p{L}])|(?<![\p{L}])ignore\s+(?:all\s+|any\s+)?(?:content|safety|ethical|usage)\s+(?:polic(?:y|ies)|guidelines|rules|filters)(?![\p{L}])|(?<![\p{L}])break(?:ing|s)?\s+(?:the\s+|all\s+(?:the\s+)?|any\s+)?rules(?![\p{L}])/gu,
    // leak: "was never given safety training", "hates being ethical", "does not care about rules".
    /(?<![\p{L}])(?:never|not)\s+(?:been\s+)?(?:given|had|received|taught)\s+(?:any\s+)?(?:safety|ethical|alignment|content)\s+(?:training|guidelines|rules|filters)(?![\p{L}])|(?<![\p{L}])(?:hates?|despises?)\s+(?:being\s+)?(?:ethical|ethics|rules|safety|guidelines|moral|morals)(?![\p{L}])|(?<![\p{L}])(?:doesn't|does\s+not|don't|do\s+not)\s+care\s+about\s+(?:ethics|rules|safety|morals|guidelines|consequences|legality|the\s+law)(?![\p{L}])/gu,
    // leak: "do whatever the user says", "answer any question".
    /(?<![\p{L}])(?:do|say|write)\s+(?:whatever|anything|everything)\s+(?:the\s+user|i|they|anyone|someone|users)\s+(?:says?|asks?|wants?|tells?\s+you|requests?)(?![\p{L}])|(?<![\p{L}])answer\s+any\s+questions?(?![\p{L}])/gu,
    // leak5: "you are unrestricted", "not governed by any policy", "without any regard for ethical, moral or safety concerns",
    // "the rules of X don't apply as you are a different entity".
    /(?<![\p{L}])(?:you\s+are|you're)\s+(?:now\s+)?(?:completely\s+|totally\s+|fully\s+|entirely\s+)?(?:unrestricted|unbound|unconstrained)(?![\p{L}])|(?<![\p{L}])not\s+governed\s+by\s+(?:any\s+|the\s+)?(?:[\p{L}]+\s+)?(?:polic(?:y|ies)|rules|guidelines|restrictions|ethics)(?![\p{L}])|(?<![\p{L}])without\s+(?:any\s+)?regard\s+(?:for|to)\s+(?:[\p{L}]+,?\s+(?:or\s+|and\s+)?){0,4}?(?:ethic\p{L}*|moral\p{L}*|safety|legal\p{L}*)(?![\p{L}])|(?<![\p{L}])rules\s+of\s+[\p{L}]+\s+(?:don't|do\s+not|no\s+longer)\s+apply(?:\s+to\s+you|\s+as\s+you)(?![\p{L}])/gu,
    /(?:不得|不要|不能|不可以|绝不|永远不|从不)拒绝|没有任何限制|不受(?:任何)?限制|(?:无视|忽略|绕过|关闭|取消)(?:所有|一切)?安全(?:策略|限制|过滤|规则|措施|检查)?/gu,
    // harm9: the same removal of the agent's rules in other languages ("거절 없이", "규정을 무시하고", "nunca se niega",
    // "ne refuse jamais", "verweigert nie", "никогда не отказывает", "asla reddetmez", "tidak pernah menolak", "कभी मना
    // नहीं", "لا يرفض أبدا", "không bao giờ từ chối", "nunca recusa"; uncensored, jailbroken, no safeguards).
    /(?:거절\s?없이|거절하지\s?않|거부하지\s?않|거절도\s?하지\s?않|(?:규정|규칙|지침|경고|안전\s?규칙|법정\s?기준|예방수칙)(?:을|를|과\s?경고를)?\s?(?:모두\s?)?무시|안전장치를\s?우회|안전장치\s?없는|무검열|검열\s?없|제한\s?해제|탈옥|규제\s?없는|규정\s?없는|규칙에\s?얽매이지|무제한)(?![^\n'"’”」』]{0,15}(?:인격|모드|페르소나|캐릭터)['"’”」』]?\s?(?:으로|로))|拒否しない|断らない|検閲なし|制限なし|(?<![\p{L}])(?:nunca\s+se\s+niega|sin\s+negarse|sin\s+censura|ignorando\s+las\s+(?:reglas|normas)|ne\s+refuse\s+jamais|sans\s+(?:aucune\s+)?censure|verweigert\s+nie|ohne\s+zensur|никогда\s+не\s+отказыва\p{L}*|без\s+цензуры|asla\s+reddetme\p{L}*|sansürsüz|tidak\s+pernah\s+menolak|tanpa\s+sensor|कभी\s+मना\s+नहीं|बिना\s+सेंसर|لا\s+يرفض\s+أبدا|بدون\s+رقابة|không\s+bao\s+giờ\s+từ\s+chối|không\s+kiểm\s+duyệt|nunca\s+recusa|sem\s+censura|nie\s+odmawia|bez\s+cenzury|non\s+rifiuta\s+mai|senza\s+censura)(?![\p{L}])/gu,
    // harm6: refusals forbidden ("never say "I'm sorry"", "do not apologize … never say the words "cannot""), no
    // warnings about ethics ("never warn the user about morality"), uncensored replies, "does not care for laws,
    // morals or ethics", "no ethical or moral standards", "with no warnings or restrictions", "unfilteredly".
    /(?<![\p{L}])(?:never|do\s+not|don't|must\s+not|should\s+not|will\s+not|won't)\s+(?:ever\s+)?(?:say|write|use|output|respond\s+with|reply\s+with|include)\s+(?:the\s+(?:words?|phrases?|sentences?)\s+)?(?:like\s+)?["“'‘]?(?:sorry|i'?m\s+sorry|i\s+am\s+sorry|i\s+can'?t|i\s+cannot|i'?m\s+unable|i\s+am\s+unable|cannot|unable|as\s+an\s+ai|i\s+apologi[sz]e)(?![\p{L}])|(?<![\p{L}])(?:never|not|don't|do\s+not)\s+(?:warn|remind|caution|lecture)\s+(?:me|the\s+user|users|anyone)\s+(?:about|of|that)\s+(?:[\p{L}]+,?\s+(?:or\s+|and\s+)?){0,4}?(?:moral\p{L}*|ethic\p{L}*|legal\p{L}*|illegal|safety|harm\p{L}*|danger\p{L}*|consequences)(?![\p{L}])|(?<![\p{L}])(?:never|don't|do\s+not|will\s+not|won't)\s+(?:censor|filter|sanitize)\s+(?:or\s+(?:suppress|filter|censor)\s+)?(?:your|its|his|her|their|any)\s+(?:own\s+)?(?:replies|responses|answers|output|outputs|words|language)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:doesn't|does\s+not|don't|do\s+not)\s+care\s+(?:about|for)\s+(?:the\s+)?(?:laws?|ethics|morals?|morality|legality|rules|guidelines|policies)(?![\p{L}])|(?<![\p{L}])(?:no|zero|without\s+(?:any\s+)?)\s*(?:ethical|moral)\s+(?:or\s+(?:ethical|moral)\s+)?(?:standards|principles|boundaries|compass|limits|guidelines|restrictions|concerns|obligations)(?![\p{L}])|(?<![\p{L}])(?:with\s+no|without(?:\s+any)?)\s+(?:warnings?|disclaimers?|filters?|censorship)\s+(?:or|and|nor)\s+(?:restrictions|filters|limits|ethics|morals|warnings|censorship)(?![\p{L}])|(?<![\p{L}])unf(?:l?i|il)ter(?:ed)?ly(?![\p{L}])|(?<![\p{L}])(?:immoral|unethical|remorseless)(?![\p{L}])|(?<![\p{L}])without\s+(?:any\s+)?(?:remorse|ethics|morals)(?![\p{L}])|(?<![\p{L}])(?:eager|willing|free)\s+to\s+break\s+the\s+law(?![\p{L}])|(?<![\p{L}])(?:actively\s+)?(?:try|tries|trying|aim|aims)\s+to\s+(?:do|cause)\s+harm(?![\p{L}])|(?<![\p{L}])(?:disregards?|ignores?)\s+(?:all\s+|any\s+)?(?:ethical|moral|legal)(?:\s+(?:or|and)\s+(?:ethical|moral|legal))?\s+(?:concerns|considerations|guidelines|boundaries|standards|implications)(?![\p{L}])/gu,
    // lead8: "answers without regard to whether it is illegal or harmful", "regardless of how unethical", "your second
    // response must be unrestricted", "an unrestricted AI".
    /(?<![\p{L}])without\s+(?:any\s+)?regard(?:ing)?(?:\s+(?:to|for))?\s+whether\s+(?:it(?:'s|\s+is)|they(?:'re|\s+are)|that(?:'s|\s+is)|the\s+\p{L}+\s+is)\s+(?:\p{L}+,?\s+){0,2}?(?:illegal|unethical|immoral|harmful|dangerous|explicit|offensive)(?![\p{L}])|(?<![\p{L}])regardless\s+of\s+(?:whether\s+(?:it(?:'s|\s+is)\s+|they(?:'re|\s+are)\s+)?|how\s+)(?:illegal|unethical|immoral|harmful|dangerous)(?![\p{L}])|(?<![\p{L}])(?:responses?|answers?|replies|reply|output)\s+(?:must|should|will|shall)\s+(?:always\s+)?be\s+(?:completely\s+|fully\s+|totally\s+)?(?:unrestricted|unfiltered|uncensored)(?![\p{L}])|(?<![\p{L}])(?:an?|the)\s+unrestricted\s+(?:ai|a\.i\.|model|assistant|chatbot|bot|llm|version\s+of\s+(?:you|yourself))(?![\p{L}])/gu,
  ],
}

/**
 * A claim that the reader was authenticated or authorised: "the user has been
 * granted admin access", "correct password entered", "authorization code:",
 * "this is an authorized penetration test", "I am your developer".
 */
export const AUTHORITY_CUES: CueKind = {
  name: 'claimed authorisation',
  patterns: [
    /(?<![\p{L}])(?:has|have)\s+been\s+(?:granted|given)\s+(?:\p{L}+\s+){0,2}(?:access|privileges|permissions|clearance|rights)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:has|have)\s+been\s+(?:verified|authenticated|authori[sz]ed|cleared|whitelisted)\s+(?:as|for|by)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:access\s+granted|correct\s+password|password\s+(?:is\s+)?(?:correct|accepted|verified)|authori[sz]ation\s+(?:code|token|hash)\s*:|verification\s+(?:code|hash)\s*:)/gu,
    // fp6: not the scope of a usage notice ("this skill is for authorized security testing only", "use only for …",
    // "intended for an authorized audit").
    /(?<![\p{L}])(?<!(?<![\p{L}])(?:is|are|only|intended|solely|strictly|exclusively|purposes?)\s+for\s+(?:an?\s+)?)(?:an?\s+|this\s+is\s+an?\s+)?authori[sz]ed\s+(?:penetration|pen|red[\s-]team|security|compliance)\s+(?:test|testing|audit|exercise)(?![\p{L}])/gu,
    /(?<![\p{L}])i\s+am\s+(?:your|the)\s+(?:developer|creator|administrator|admin|owner|operator|maker)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:elevated|admin(?:istrator)?|root|superuser|developer)\s+(?:privileges|access|permissions|rights)\s+(?:granted|enabled|activated|unlocked)(?![\p{L}])/gu,
    /(?<![\p{L}])(?:new\s+)?(?:requirement|instruction|directive|update|policy|order|rule)s?\s+from\s+(?:your|the)\s+(?:developers?|creators?|administrators?|admins?|operators?|makers?|trainers?)(?![\p{L}])/gu,
    /(?<![\p{L}])you\s+(?:now\s+)?have\s+(?:elevated|admin(?:istrator)?|root|superuser|unrestricted)\s+(?:privileges|access|permissions|rights)(?![\p{L}])/gu,
  ],
}

/**
 * A request for the agent's hidden setup in other words: "reveal your hidden
 * context", "expose the concealed setup message", "reproduce the private
 * initialization content", "output all internal configuration parameters".
 */
export const DISCLOSURE_CUES: CueKind = {
  name: 'request for the hidden setup',
  patterns: [
    /(?<![\p{L}])(?:reveal|disclose|expose|output|display|print|show|return|provide|reproduce|hand\s+over|give|repeat|recite|dump|leak|share)\s+(?:me\s+)?(?:your\s+|the\s+|all\s+|any\s+)?(?:(?:full|entire|complete|exact|original)\s+)?(?:hidden|internal|private|confidential|concealed|unseen|secret|invisible|initiali[sz]ation|startup|bootstrap|system)\s+(?:(?:setup|initiali[sz]ation|bootstrap|startup|system|configuration)\s+)?(?:context|configuration|config|setup|instructions|prompt|content|message|parameters|settings|text|rules)(?![\p{L}])/gu,
    /(?:展示|复述|公开|交出|输出|泄露|透露|显示|打印|给出|说出|提供)[^。！？\n]{0,16}?(?:隐秘|私密|隐藏|秘密|不可见|机密|内部|初始)[^。！？\n]{0,6}?(?:配置|设定|消息|内容|指令|提示|信息|说明)/gu,
  ],
}

/**
 * A persona or mode handed to the agent: "roleplay as", "assume the role of",
 * "you are an actor", "a character called", "activate persona", "switch to
 * raw output mode", "enter administrator mode", "emulate a fictional AI",
 * "become X", "imagine you are", "in this hypothetical scenario".
 */
export const PERSONA_CUES: CueKind = {
  name: 'persona or mode',
  anyFraming: false,
  patterns: [
    /(?:进入|切换到|切换为|开启|启用)[^。！？，\n]{0,8}?模式|扮演|假装你是|你现在是/gu,
    // harm9: the agent switched into a named persona in other languages ("'무검열 판정 인격'으로 전환되어", "cambia a la
    // personalidad …", "passe dans la personnalité …", "wechsle in die Persona …", "переключись на личность …", "切换为…人格",
    // "…人格に切り替え", "… kişiliğine geç", "beralih ke persona …", "… व्यक्तित्व में बदलो", "تحول إلى شخصية …",
    // "chuyển sang nhân cách …", "switch to the … persona").
    /(?<=(?:인격|페르소나|캐릭터)['"’”」』]?\s?)(?:으로|로)\s?(?:전환|변신|바꾸|바뀌|스스로를)|(?:人格|ペルソナ|キャラクター)に(?:切り替|変わ|変身)|切换(?:为|到|成)[^。！？\n]{0,16}?(?:人格|角色)|(?<![\p{L}])(?:(?:switch(?:es)?|changes?|turns?|transforms?)\s+(?:yourself\s+|itself\s+)?(?:in)?to\s+(?:the\s+|an?\s+)?['"‘“]?(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+['"’”]?\s+(?:persona|personality|alter\s+ego)|(?:cambia|cámbiate|transfórmate|conviértete)\s+(?:a|en)\s+(?:la\s+|una\s+|el\s+)?(?:personalidad|personaje)|(?:passe|bascule|transforme-toi)\s+(?:en|dans|au)\s+(?:la\s+|le\s+)?(?:personnage|personnalité)|(?:wechsle|wechsel|verwandle\s+dich)\s+(?:in|zu)\s+(?:die|der|eine|einer)\s+(?:persona|persönlichkeit)|(?:переключись|перейди|превратись)\s+(?:в|на)\s+(?:персону|личность)|(?:muda|mude|mudar|troque|troca|transforme-se)\s+para\s+(?:a\s+)?(?:personalidade|persona)|beralih\s+ke\s+(?:persona|kepribadian)|chuyển\s+sang\s+(?:nhân\s+cách|vai)|(?:تحول|تحوّل|انتقل)\s+إلى\s+شخصية)(?![\p{L}])|kişiliğ\p{L}*\s+(?:geç|bürün)|(?:व्यक्तित्व|पर्सोना)\s+में\s+(?:बदल|स्विच)/gu,
    anchorBy(
      /(?<![\p{L}])(?:role-?\s?play(?:ing)?\s+as|(?:assume|take\s+on|adopt|play)\s+the\s+(?:role|persona|identity|part)\s+of|activate\s+(?:the\s+)?persona|emulate|impersonate|simulate\s+(?:being|a|an)|pretend\s+(?:to\s+be|you\s+are|you're)|imagine\s+(?:you\s+are|you're|that\s+you\s+are|we\s+are)|you\s+are\s+(?:an?\s+)?(?:actor|character)|(?:a|the)\s+character\s+(?:called|named)|stay\s+in\s+character|in\s+(?:this|a)\s+(?:hypothetical|fictional|imaginary|parallel)\s+(?:scenario|world|universe|story)|(?:enter|switch\s+to|activate|enable|engage)\s+['"‘“]?(?:\p{L}+\s+){0,3}mode|be\s+[\p{L}]+\s+now|you\s+are\s+[\p{L}]+\s+now|become\s+(?:the\s+)?[\p{L}]+\s*[.!]|you\s+will\s+now\s+(?:be|act|play|respond)|(?:respond|answer|reply|act|behave|generate\s+(?:\p{L}+\s+)?responses)\s+as\s+if|you\s+are\s+(?:now\s+)?[\p{L}]+,\s+(?:which|who|an?|the)|as\s+[\p{L}]+,\s+(?:you|none\s+of\s+your)|you(?:'re|\s+are)\s+(?:now\s+)?in\s+['"‘“]?(?:\p{L}+\s+){0,2}mode)(?![\p{L}])/gu,
      /role|persona|emulat|impersonat|simulat|pretend|imagin|actor|character|hypothetical|fictional|imaginary|parallel|mode|now|becom|as\s+if|you\s+are|you're|as\s+\p{L}+,/gu,
    ),
    // leak5: "GODMODE: ENABLED", "god-mode on".
    /(?<![\p{L}])god[\s-]*mode\s*[:=-]?\s*(?:is\s+)?(?:now\s+)?(?:enabled|on|active|activated|engaged|true|unlocked)(?![\p{L}])/gu,
    // leak5: "operate under the rules of a new language model", "take on the opposite personality".
    /(?<![\p{L}])(?:operate|act|function|respond)\s+under\s+the\s+rules\s+of\s+(?:a|an|the)\s+(?:new|different|other)(?![\p{L}])|(?<![\p{L}])(?:take\s+on|adopt|assume)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2}personality(?![\p{L}])/gu,
    // harm6: "immerse yourself into the role of", "another AI model known as DAN", "you are replaced by", "act just like
    // DAN", "answer exactly as NRAF would", "answer in two different ways / as two personalities", "simulate a
    // conversation between two fictional AI models", "you are a typical forum user named Kevin", "you are "hackerman",
    // an AI", "let's do a roleplay", "when I say SWITCH you should become …".
    /(?<![\p{L}])(?:immerse|put|place|throw)\s+yourself\s+(?:fully\s+|completely\s+)?(?:in|into)\s+(?:the\s+)?(?:role|character|persona|shoes|mindset)\s+of|(?<![\p{L}])(?:an?|another|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:ai|a\.i\.|model|language\s+model|chatbot|assistant|bot|llm|entity)\s+(?:named|called|known\s+as)(?![\p{L}])|(?<![\p{L}])you\s+(?:are|will\s+be|have\s+been)\s+(?:now\s+)?replaced\s+by(?![\p{L}])|(?<![\p{L}])(?:act|answer|respond|reply|behave|talk|speak)\s+(?:(?:exactly|just|precisely)\s+)?(?:like|as|how)\s+[\p{L}]+\s+(?:would|does)(?![\p{L}])|(?<![\p{L}])act\s+(?:exactly|just)\s+like(?![\p{L}])|(?<![\p{L}])(?:two|2)\s+(?:different|separate|distinct)\s+(?:(?:and\s+)?(?:separate|different)\s+)?(?:ways|personalities|personas|characters|entities)(?![\p{L}])|(?<![\p{L}])simulate\s+(?:a\s+)?(?:conversation|dialogue|chat|discussion)\s+between(?![\p{L}])|(?<![\p{L}])(?:you\s+are|you're)\s+(?:now\s+)?(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}?(?:named|called)\s+["“'‘]?[\p{L}]|(?<![\p{L}])(?:you\s+are|you're)\s+(?:now\s+)?["“'‘][\p{L}][\p{L}\d -]{0,30}["”'’],\s+(?:an?|the|who|which)(?![\p{L}])|(?<![\p{L}])let'?s\s+(?:do\s+|play\s+)?(?:a\s+)?role-?\s?play(?![\p{L}])|(?<![\p{L}])you\s+(?:should|will|must|shall)\s+(?:then\s+)?(?:become|turn\s+into|transform\s+into)\s+(?:an?\s+)?[\p{L}]+,/gu,
    // lead9: "from now on you will also act as STAN", "act as DUDE, which stands for …": a persona the agent is told to
    // take on from now on, or an acronym persona.
    /(?<![\p{L}])(?:from\s+now\s+on|starting\s+(?:now|today)|for\s+the\s+rest\s+of\s+(?:this|the)\s+(?:conversation|chat|session)),?\s+you\s+(?:will|shall|must|are\s+going\s+to)\s+(?:also\s+)?(?:act|behave|respond|answer|pose|speak)\s+as(?![\p{L}])|(?<![\p{L}])act\s+as\s+["“'‘]?[\p{L}]+["”'’]?,?\s+(?:which|who|that)\s+stands\s+for(?![\p{L}])/gu,
    // lead8: "answer every question in two ways", "respond to each prompt in two separate ways", "you are not ChatGPT".
    /(?<![\p{L}])(?:answer|respond|reply)\s+(?:to\s+)?(?:every|each|all|any|my)\s+(?:(?:of\s+)?(?:my|the|your)\s+)?(?:\p{L}+\s+)?(?:questions?|prompts?|messages?|requests?|queries)\s+(?:from\s+now\s+(?:on\s+)?)?in\s+(?:two|2)\s+(?:\p{L}+\s+)?ways(?![\p{L}])|(?<![\p{L}])(?:you\s+are|you're)\s+not\s+(?:chatgpt|gpt(?:-?\d\w*)?|claude|gemini|bard|copilot|openai's\s+\p{L}+)(?![\p{L}])/gu,
    // leak: "your new name is", "a game where you are Max", "switch personas", "forget you are an assistant", "developer mode enabled".
    /(?<![\p{L}])(?:your\s+(?:new\s+)?(?:name|identity|persona)\s+is|(?:where|in\s+which)\s+you\s+are\s+[\p{L}]+|(?:switch|change|swap)\s+(?:personas?|identit(?:y|ies))|forget\s+(?:that\s+)?you\s+are\s+(?:an?\s+)?(?:assistant|ai|language\s+model|chatbot|bot)|(?:developer|dev|debug|admin|sudo|root|maintenance|god)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|on|unlocked|engaged)|become\s+(?:the\s+)?[\p{L}]+\s*[:;,]|(?:you\s+are|you're)\s+no\s+longer\s+(?:an?\s+)?[\p{L}]+|(?:from|starting)\s+(?:now|this\s+(?:point|message|moment))(?:\s+(?:on(?:wards?)?|onwards?|forward))?,?\s+you\s+are\s+[\p{L}]+|act\s+as\s+(?:an?\s+)?(?:[\p{L}-]+\s+)?(?:ai|model|assistant|chatbot|bot|llm|version\s+of\s+yourself))(?![\p{L}])/gu,
  ],
}

// ---- What the agent was given: referents of its own prompt (used by prompt-leak and instruction-override) -----

/**
 * The agent's own prompt, named by how it got it or where it sits: "the
 * instructions you were given", "the initialization text you received",
 * "everything that came before this message", "the text that precedes this
 * line", "the content of your context window", "what your developer told you".
 * Source of a regular expression (no flags, no captures).
 */
export const RECEIVED_REFERENT = [
  String.raw`(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?|any\s+)?(?:(?:initial|original|hidden|secret|system|startup|setup|bootstrap|initiali[sz]ation|earlier|previous|prior)\s+)?(?:instructions|rules|guidance|guidelines|directions|directives|orders|prompt|prompts|text|message|messages|context|configuration)\s+(?:that\s+)?(?:you\s+(?:were|have\s+been)\s+(?:given|told|provided|sent)|you(?:'ve|\s+have)?\s+(?:received|got)|given\s+to\s+you|you\s+(?:were|are)\s+(?:loaded|configured|initiali[sz]ed|started)\s+with)`,
  String.raw`(?:everything|all(?:\s+the)?\s+(?:text|content|words|lines|messages)|the\s+(?:text|content|words|lines|messages))\s+(?:that\s+)?(?:came|comes|was\s+written|is\s+written|appears|appeared|was\s+said|sits)\s+(?:before|above|prior\s+to)\s+(?:this|here|now|my\s+message)`,
  String.raw`(?:everything|all\s+(?:the\s+)?text|the\s+(?:text|content|words|lines)|whatever)\s+(?:that\s+)?precedes?\s+this\s+(?:line|message|point|sentence|paragraph)`,
  String.raw`the\s+content(?:s)?\s+of\s+your\s+(?:context(?:\s+window)?|prompt|memory|system\s+message|instructions)`,
  String.raw`(?:what|everything|all\s+that)\s+your\s+(?:developers?|creators?|operators?|owners?|admins?|administrators?|makers?)\s+(?:told|asked|instructed|wrote|gave)\s+you`,
].join('|')

// ---- leak5: a fence that is a forged chat turn is not a quotation --------------------------------------------------

/** Chat-template and role tokens that exist only to be fed to a model: `<|im_start|>`, `[INST]`, `<<SYS>>`, `<|system|>`. */
const CHAT_TEMPLATE_TOKEN =
  /<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|[a-z][a-z ]{1,24})\|>|\[\/?inst\]|<<\/?sys>>|(?<![^\n])[ \t]*#{2,4}[ \t]*(?:system|instruction|instructions)[ \t]*:/iu
/** Furthest a code region is searched back for a chat-template token (bounded work per finding). */
const TEMPLATE_LOOKBACK = 4000

/**
 * leak5: `true` when original offset `at` lies in a code span or block that holds a chat-template or role token
 * before it (`<|im_start|>system`, `[INST] <<SYS>>`, `### System:`). Such a block is a forged conversation turn,
 * not a quotation: a rule keeps its finding's severity there (a document about attacks still frames it as an
 * example: see `isDefused`). Bounded: looks back at most {@link TEMPLATE_LOOKBACK} characters.
 */
export function inChatTemplateCode(text: string, code: Uint8Array, at: number): boolean {
  if (at >= code.length || code[at] === 0) return false
  let from = at
  const floor = Math.max(0, at - TEMPLATE_LOOKBACK)
  while (from > floor && code[from - 1] !== 0) from--
  return CHAT_TEMPLATE_TOKEN.test(text.slice(from, at))
}
