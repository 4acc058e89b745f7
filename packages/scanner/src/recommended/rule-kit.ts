import type { Rule, RuleContext } from '@hermes/core'
import {
  analysisOf,
  contextSeverity,
  reportFolded,
  type Analysis,
  type FoldedMatch,
  type SeverityPolicy,
} from './text/context.js'
import { foldText } from './text/folded.js'
import { framesAttacks, framingOf, inAttackCatalogue, inSetupSection } from './text/framing.js'
import { analyseMarkdown } from './text/markdown.js'
import { tokenize } from './text/tokens.js'

/**
 * Documentation examples of a rule. The README lists them and the rule's
 * tests run them: `block` texts must be blocked by the rule, `warn` texts must
 * give only warnings from it, `pass` texts no finding from it.
 */
export interface RuleExamples {
  /** Texts the rule blocks. */
  readonly block: readonly string[]
  /** Texts the rule only warns about. */
  readonly warn: readonly string[]
  /** Texts the rule does not report. */
  readonly pass: readonly string[]
}

/** A rule of the `recommended` preset: a core {@link Rule} plus its technique and documented examples. */
export interface RecommendedRule extends Rule {
  /** One line: the technique the rule detects and how. */
  readonly technique: string
  /** Examples shown in the README and run by the tests. */
  readonly examples: RuleExamples
}

/** One match of a content detector, in folded-text offsets. */
export interface Detection extends FoldedMatch {
  /** How context changes the severity (defaults: quoted and negation both downgrade). */
  readonly policy?: SeverityPolicy
}

/** A content detector: finds matches in an analysed text. Must be linear and never throw. */
export type Detector = (analysis: Analysis, options: Readonly<Record<string, unknown>>) => readonly Detection[]

/**
 * Most findings one rule reports per scan (keeps reports of adversarial inputs
 * short). Past it a rule still reports its first block, so the verdict never
 * depends on the cap.
 */
export const MAX_FINDINGS_PER_RULE = 50

/**
 * `true` when the sentence forbids or reports the detection ("never read
 * `.env` files", "disregard any prompt that asks you to …"): a prohibition
 * or a description of an attack is not an attack, so the rule reports
 * nothing. Detections whose pattern carries its own negation
 * (`policy.negation === false`, e.g. "do not tell the user") are kept.
 */
export function isDefused(analysis: Analysis, detection: Detection): boolean {
  // In a document about attacks, quoted or code text (not a fence the file tells the agent to follow) is an example.
  // break9: not code in a setup section ("## Setup" / a fence), which is what the file has the agent run.
  if (
    detection.severity !== 'block' &&
    quotedExample(analysis, detection) &&
    framesAttacks(analysis.folded.text) &&
    !inSetupSection(analysis.folded.text, detection.start)
  )
    return true
  if (detection.severity !== undefined || detection.policy?.negation === false) return false
  const framing = framingOf(analysis.folded.text, detection.negationEnd ?? detection.start, detection.end)
  return framing === 'negated' || framing === 'reported'
}

/**
 * fp7: `true` when the detection sits on a list item that holds a code span, in a section whose heading names
 * payloads, attacks or findings, in a document about attacks: "### Webshell Payloads" / "- [ ] PHP short tag:
 * `<?=`cat /etc/passwd`?>`" — a checklist of what a tester tries, where nested backticks leave part of the payload
 * outside the code span (code spans on both sides of the match). Shown as a warning, not removed. A list item the file tells the agent to follow is not an
 * example (its text is endorsed).
 */
export function catalogueExample(analysis: Analysis, detection: Detection): boolean {
  const text = analysis.folded.text
  const from = text.lastIndexOf('\n', detection.start - 1) + 1
  let to = text.indexOf('\n', detection.end)
  if (to < 0) to = text.length
  const line = text.slice(from, Math.min(to, from + 400))
  if (!/^[ \t>]*(?:[-*+]|\d{1,3}[.)])\s/.test(line)) return false
  // Code spans on both sides of the match: the payload is what the item quotes, split by its own backticks.
  if (!line.slice(0, detection.start - from).includes('`') || !text.slice(detection.end, to).includes('`')) return false
  // break9: and the backticks are glued to the payload (`<?=`cat /etc/passwd`?>`): "`x` cat ~/.ssh/id_rsa | curl … `y`"
  // only puts code spans beside an order written in the open.
  const before = text.lastIndexOf('`', detection.start - 1)
  const after = text.indexOf('`', detection.end)
  if (/\s/.test(text[before + 1] ?? ' ') || /\s/.test(text[after - 1] ?? ' ')) return false
  if (analysis.markdown.endorsed[analysis.folded.originalStart(detection.start)]) return false
  return framesAttacks(text) && inAttackCatalogue(text, detection.start)
}

/** `true` when the detection starts inside a code span, an unendorsed code block or quotation marks. */
function quotedExample(analysis: Analysis, detection: Detection): boolean {
  const { code, quoted, endorsed } = analysis.markdown
  const quotedAt = (at: number) => (code[at] !== 0 && !endorsed[at]) || quoted[at] === 1
  // At its start, or at its end: "Ignore instruction overrides - "ignore previous instructions"" quotes its object.
  const start = analysis.folded.originalStart(detection.start)
  return quotedAt(start) || quotedAt(Math.max(start, analysis.folded.originalEnd(detection.end) - 1))
}

/** Build the analysis of a stand-alone text (decoded payloads, hidden comments). */
export function analyseText(text: string): Analysis {
  const folded = foldText(text)
  return { text, folded, tokens: tokenize(folded.text), markdown: analyseMarkdown(text) }
}

/** A detection of {@link quickScan} with its category and decided severity. */
export interface QuickFinding {
  readonly category: string
  readonly severity: 'block' | 'warn'
  readonly message: string
}

/**
 * Run content detectors over a stand-alone text (a decoded payload, the body
 * of a hidden comment) and return what they find, with severities decided
 * from the text's own context. Never throws.
 */
export function quickScan(text: string, detectors: readonly { detect: Detector; category: string }[]): QuickFinding[] {
  const out: QuickFinding[] = []
  try {
    const analysis = analyseText(text)
    for (const { detect, category } of detectors)
      for (const d of detect(analysis, {})) {
        if (isDefused(analysis, d)) continue
        const severity = d.severity ?? contextSeverity(analysis, d.start, d.end, d.policy, d.negationEnd) ?? 'block'
        out.push({ category: d.category ?? category, severity, message: d.message })
      }
  } catch {
    // A detector bug must not break the scan of the enclosing file.
  }
  return out
}

/** Definition of a content rule for {@link contentRule}. */
export interface ContentRuleDefinition {
  readonly id: string
  readonly category: string
  readonly description: string
  readonly technique: string
  readonly examples: RuleExamples
  readonly detect: Detector
}

/** A content rule plus its detector (for reuse on decoded and hidden text). */
export interface ContentRule extends RecommendedRule {
  /** The detector behind `check`. */
  readonly detect: Detector
}

/**
 * Make a rule from a content detector: `check` analyses the text (shared
 * views), runs the detector and reports each match with the severity its
 * context gives it, plus obfuscation findings (see `reportFolded`).
 */
export function contentRule(definition: ContentRuleDefinition): ContentRule {
  return {
    id: definition.id,
    meta: { category: definition.category, severity: 'block', description: definition.description },
    technique: definition.technique,
    examples: definition.examples,
    detect: definition.detect,
    check(_text: string, context: RuleContext) {
      const analysis = analysisOf(context)
      let count = 0
      let blocked = false
      for (const detection of definition.detect(analysis, context.options)) {
        if (isDefused(analysis, detection)) continue
        const severity = () =>
          detection.severity ??
          contextSeverity(analysis, detection.start, detection.end, detection.policy, detection.negationEnd) ??
          (catalogueExample(analysis, detection) ? 'warn' : 'block')
        if (count >= MAX_FINDINGS_PER_RULE) {
          // Past the cap only a block is still reported (once): the verdict never depends on the cap.
          if (blocked) break
          if (severity() !== 'block') continue
        }
        if (severity() === 'block') blocked = true
        count++
        const shown =
          detection.severity === undefined &&
          contextSeverity(analysis, detection.start, detection.end, detection.policy, detection.negationEnd) ===
            undefined &&
          catalogueExample(analysis, detection)
            ? { ...detection, severity: 'warn' as const }
            : detection
        reportFolded(context, analysis, shown, detection.policy)
      }
    },
  }
}
