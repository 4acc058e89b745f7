import type { Rule, RuleContext } from '@hermes/core'
import type { RuleCases } from '../testing/cases.js'
import { nfkcView } from '../views/nfkc.js'
import { runChain, type Step } from './chain.js'
import { HermesScan, hermesScanOf, registerKeywords } from './hermes-scan.js'
import { compileSpecPattern } from './spec-pattern.js'

/** A built-in rule of the `hermes` preset: a rule plus its §6 pattern and documented examples. */
export interface HermesRule extends Rule {
  /** The rule's pattern as written in the §6 table (`F`, `SV` expanded); empty for `invisible_unicode`. */
  readonly pattern: string
  /** README examples, which are also the rule's test cases. */
  readonly examples: RuleCases
}

/** A `hermes` rule built from a §6 table row, with its fast and naive matchers. */
export interface HermesPatternRule extends HermesRule {
  /**
   * Leftmost match of the pattern in an NFKC text, as `[start, end]` UTF-16
   * offsets, by the linear-time matcher (same result as `naive`).
   */
  find(text: string): readonly [number, number] | undefined
  /** The naive reference: the spec regex run unanchored (may be quadratic). */
  naive(text: string): readonly [number, number] | undefined
}

/** Definition of a §6 pattern rule. */
export interface PatternRuleDefinition {
  readonly id: string
  readonly category: string
  readonly description: string
  /** The §6 table pattern, Python syntax, `F`/`SV` expanded. */
  readonly pattern: string
  /** Lowercase literals one of which starts every match (candidate starts). */
  readonly anchors: readonly string[]
  /** Groups of lowercase literals; every match contains one literal of each group (a cheap pre-check). */
  readonly requires?: readonly (readonly string[])[]
  /** The pattern as a chain (see {@link runChain}); decides a candidate start when `accept` is not given. */
  readonly chain?: readonly Step[]
  /** Decides exactly whether the pattern matches at candidate start `start`. */
  readonly accept?: (scan: HermesScan, start: number) => boolean
  /** Extra keywords `accept` reads from the index. */
  readonly keywords?: readonly string[]
  readonly examples: RuleCases
}

/**
 * Build a `hermes` preset rule from a §6 table row. The text is NFKC-normalised
 * (shared view) and the leftmost match is reported once, mapped back to the
 * scanned text. Matching: one keyword pass over the text (shared by all hermes
 * rules), then only candidate starts (occurrences of an anchor, ascending) are
 * decided, each in bounded work; the first accepted start is the regex's
 * leftmost match, whose end the sticky spec regex gives.
 */
export function definePatternRule(definition: PatternRuleDefinition): HermesPatternRule {
  const naiveRegex = compileSpecPattern(definition.pattern)
  const sticky = compileSpecPattern(definition.pattern, 'y')
  const { anchors, requires = [], chain, accept: acceptDefinition } = definition
  registerKeywords([...anchors, ...requires.flat(), ...(definition.keywords ?? [])])
  const accept =
    acceptDefinition ?? ((scan: HermesScan, start: number) => runChain(scan.text, chain ?? [], [start]).length > 0)

  const leftmost = (scan: HermesScan): number | undefined => {
    for (const group of requires) if (!scan.index.hasAny(group)) return undefined
    for (const start of scan.index.hitsOfAny(anchors)) if (accept(scan, start)) return start
    return undefined
  }
  const endAt = (text: string, start: number): number => {
    sticky.lastIndex = start
    const found = sticky.exec(text)
    return found ? start + found[0].length : start
  }
  const findIn = (scan: HermesScan): readonly [number, number] | undefined => {
    const start = leftmost(scan)
    return start === undefined ? undefined : [start, endAt(scan.text, start)]
  }

  return {
    id: definition.id,
    meta: { category: definition.category, severity: 'block', description: definition.description },
    pattern: definition.pattern,
    examples: definition.examples,
    find: (text) => findIn(new HermesScan(text)),
    naive(text) {
      naiveRegex.lastIndex = 0
      const found = naiveRegex.exec(text)
      return found ? [found.index, found.index + found[0].length] : undefined
    },
    check(_text: string, context: RuleContext) {
      const nfkc = context.view(nfkcView)
      const found = findIn(hermesScanOf(nfkc))
      if (found) context.report({ start: nfkc.originalStart(found[0]), end: nfkc.originalEnd(found[1]) })
    },
  }
}
