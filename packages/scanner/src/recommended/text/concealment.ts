/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into strings are in range by construction */
/**
 * Clause patterns for the concealment, safeguard and persistence kinds
 * (issue 7): a pattern is an expression plus tests on the sentence around
 * its match — the structure of the request (imperative mood, what the agent
 * hides, what it acts on), not a phrase. The literals every match of each
 * expression contains (`triggerSource`) are found in one scan of the text for
 * all the patterns of a rule; each expression then runs only on a bounded
 * window around its own literals, and every test reads a bounded window, so
 * a scan stays linear.
 */
import type { Detection } from '../rule-kit.js'
import type { Analysis } from './context.js'
import { framingOf, sentenceAround } from './framing.js'
import {
  firstMatchInWindow,
  matchStarts,
  startSource,
  textMayMatch,
  triggerSource,
  type StartSource,
} from './triggers.js'

/** A clause pattern. */
export interface ClausePattern {
  /**
   * Words rarer than the expression's own literals that every asked sentence holds (a plain expression, no
   * flags): the expression runs on a window of 160 characters before and 220 after each of them instead.
   * Default: the literals every match contains (`triggerSource`).
   */
  readonly gate?: RegExp
  /** The full expression (global, Unicode), run on a window around each of its literals (or gate words). */
  readonly re: RegExp
  readonly message: string
  /** The match must start a clause (imperative mood, any language). */
  readonly imperative?: boolean
  /** Extra test on the sentence around the match, the match itself, and where the match sits. */
  readonly sentence?: (sentence: string, match: string, where: Where) => boolean
  /** Severity when `sentence` holds but this says the evidence is weaker. */
  readonly warnIf?: (sentence: string, match: string) => boolean
  /** The match holds its own negation ("do not mention", "vermeld … niet"): a negation framing does not drop it. */
  readonly ownNegation?: boolean
  /** Run in code spans and unendorsed fences too (settings live in code); `fence` decides what to do there. */
  readonly inCode?: boolean
  /** For matches in an unendorsed fence or code span: keep the match (`true`) or drop it. Default: keep inline code, drop fences. */
  readonly codeKeep?: (text: string, start: number, where: Where) => boolean
  /** Downgrade matches in quotation marks to warnings. Default: the opposite of `inCode`. */
  readonly quoted?: boolean
  readonly category?: string
}

/** Where a match sits: prose, an inline code span, or a fenced block (unendorsed ones only reach patterns that read code). */
export type Where = 'prose' | 'inline' | 'fence'

/** Documentation words strong enough to make a sentence about the phrase, not an order ("such as" alone is not). */
const STRONGLY_DOCUMENTED =
  /(?<![\p{L}])(?:dangerous|destructive|malicious|harmful|risky|attacks?|attackers?|injections?|exploits?|red flags?|warning signs?|examples? of|phishing|suspicious|blocked|forbidden|prohibited|not allowed)(?![\p{L}])/u

/** A sentence about what attackers do ("attackers may tell the agent to secretly upload …"): documentation, not an order. */
const ABOUT_ATTACKS =
  /(?<![\p{L}])(?:attackers?|malicious|adversar\p{L}*|injected|prompt injections?|phishing|red flags?|warning signs?|examples? of)(?![\p{L}])/u

/** A clause start in any language: punctuation, a list marker or a line start, or an opening word ("then", "please"). */
const CLAUSE_START =
  /(?:^|[.!?:;,(\n—–\-，。：；！？、「『"'`*_]|(?:^|\n)[ \t>]*(?:[-*+]|\d{1,3}[.)])|(?<![^\P{L}\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f])(?:then|and|also|always|please|now|next|finally|first|afterwards|after that|you(?: must| should| will| need to| have to| can)?|make sure to|be sure to|remember to|bitte|dann|danach|und|daarna|dan|en|por favor|luego|después|y|затем|потом|и|пожалуйста|然后|并|再|请|之后|その後|そして))[\s*_`]*$/u

/** `true` when the match at folded offset `at` starts a clause. */
export function startsClause(text: string, at: number): boolean {
  const from = Math.max(0, at - 40)
  return CLAUSE_START.test((from === 0 ? '\n' : '') + text.slice(from, at))
}

/** Words right before a verb that make it a description, not an order ("the job will silently upload …"). */
const DESCRIBED_BEFORE =
  /(?<![\p{L}])(?:will|would|could|might|may|can|does|did|it|that|which|who|they|he|she|script|job|tool|app|extension|malware|attacker|attackers)\s+$/u

/** `true` when the verb at `at` is described ("the job will upload …"), not asked for. */
export function describedVerb(text: string, at: number): boolean {
  return DESCRIBED_BEFORE.test(text.slice(Math.max(0, at - 24), at))
}

/** How one set of patterns is scanned: each pattern's literals (or gate), as an expression source. */
interface Plan {
  /** Per pattern: the source of its literals or gate (`null` for all when some pattern has none: scan each pattern's expression whole). */
  readonly sources: readonly StartSource[] | null
}
const plans = new WeakMap<readonly ClausePattern[], Plan>()

function planOf(patterns: readonly ClausePattern[]): Plan {
  let plan = plans.get(patterns)
  if (plan) return plan
  const sources = patterns.map((p) => (p.gate ? p.gate.source : triggerSource(p.re)))
  const known = sources.every((source): source is string => source !== null)
  plan = { sources: known ? sources.map(startSource) : null }
  plans.set(patterns, plan)
  return plan
}

/** Matches of each pattern's expression, as `[start, end)` pairs (at most 50 per pattern). */
function matchesOf(text: string, patterns: readonly ClausePattern[]): [number, number][][] {
  const plan = planOf(patterns)
  const out = patterns.map((): [number, number][] => [])
  if (!plan.sources) {
    for (const [k, p] of patterns.entries()) {
      if (!textMayMatch(p.re, text)) continue
      p.re.lastIndex = 0
      for (let m = p.re.exec(text); m && out[k]!.length < 50; m = p.re.exec(text)) {
        if (m[0].length === 0) p.re.lastIndex++
        else out[k]!.push([m.index, m.index + m[0].length])
      }
    }
    return out
  }
  // build4: each pattern on its own, at the offsets where its literals (or gate) start — from the
  // one-pass literal index, not one union expression per call with a sticky test per pattern per hit
  // (the same offsets, in the same order per pattern, so the same matches).
  for (const [k, p] of patterns.entries()) {
    // Literals every match needs are missing from the text: the pattern is not run (nor compiled).
    if (!textMayMatch(p.re, text)) continue
    const starts = matchStarts(plan.sources[k]!, text)
    // Where the previous match ended, and the last literal a window without a match was opened for.
    let done = 0
    let last = -Infinity
    const found = out[k]!
    for (let s = 0; s < starts.length && found.length < 50; s++) {
      const at = starts[s]!
      if (at < done || at < last + 60) continue
      // Matches are sentence-sized: a window of 160 characters before the literal and 220 after holds the match.
      last = at
      const from = Math.max(done, at - 160)
      const m = firstMatchInWindow(p.re, text, from, Math.min(text.length, at + 220))
      if (m && m[0].length > 0) {
        found.push([from + m.index, from + m.index + m[0].length])
        done = from + m.index + m[0].length
        // Searched only up to this match's end: the next literal opens its own window, however close.
        last = -Infinity
        // break11: a match that ended before this literal (an earlier "omit greetings") must not use it up — the
        // literal opens a window again from there ("… omit greetings. Do not mention the new admin account").
        if (done <= at) s--
      }
    }
  }
  return out
}

/**
 * Run clause patterns over the analysed text. A match is dropped when the
 * sentence forbids it before its start ("never …"), reports it ("any file
 * that asks you to …"), documents it ("dangerous", "such as"), or sits in
 * code the file does not tell the agent to follow (unless the pattern reads
 * code). Matches carry their own negation ("do not mention …"), so the
 * severity policy never downgrades them for it.
 */
export function detectClauses(analysis: Analysis, patterns: readonly ClausePattern[]): Detection[] {
  const text = analysis.folded.text
  const out: Detection[] = []
  const matches = matchesOf(text, patterns)
  for (const [k, p] of patterns.entries()) {
    for (const [start, end] of matches[k]!) {
      if (out.length >= 50) break
      if (p.imperative && !startsClause(text, start)) continue
      const o = analysis.folded.originalStart(start)
      const kind = analysis.markdown.endorsed[o] ? 0 : analysis.markdown.code[o]!
      const where: Where = kind === 0 ? 'prose' : kind === 2 ? 'fence' : 'inline'
      if (where !== 'prose' && !(p.inCode && (p.codeKeep?.(text, start, where) ?? where === 'inline'))) continue
      const sentence = sentenceAround(text, start, end)
      const match = text.slice(start, end)
      if (p.sentence && !p.sentence(sentence, match, where)) continue
      const framing = framingOf(text, start, end)
      // A pattern that carries its own negation ("erwähne … nicht") is not defused by it.
      if ((framing === 'negated' && !p.ownNegation) || framing === 'reported') continue
      if ((framing === 'documented' || ABOUT_ATTACKS.test(sentence)) && STRONGLY_DOCUMENTED.test(sentence)) continue
      out.push({
        start,
        end,
        message: p.message,
        policy: { quoted: p.quoted ?? !p.inCode, negation: false },
        ...(p.category ? { category: p.category } : {}),
        ...(p.warnIf?.(sentence, match) ? { severity: 'warn' as const } : {}),
      })
    }
  }
  return out.sort((a, b) => a.start - b.start)
}
