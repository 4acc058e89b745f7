import type { Rule, RuleContext } from '@hermes/core'
import type { RuleCases } from '../testing/cases.js'
import { nfkcView } from '../views/nfkc.js'
import { compileSpecPattern } from './spec-pattern.js'

/** A built-in rule of the `hermes` preset: a rule plus its §6 pattern and documented examples. */
export interface HermesRule extends Rule {
  /** The rule's pattern as written in the §6 table (`F`, `SV` expanded); empty for `invisible_unicode`. */
  readonly pattern: string
  /** README examples, which are also the rule's test cases. */
  readonly examples: RuleCases
}

/** Finds the leftmost match of a pattern in NFKC text: `[start, end]` UTF-16 offsets, or `undefined`. */
export type Matcher = (text: string) => readonly [number, number] | undefined

/** Definition of a §6 pattern rule. */
export interface PatternRuleDefinition {
  readonly id: string
  readonly category: string
  readonly description: string
  /** The §6 table pattern, Python syntax, `F`/`SV` expanded. */
  readonly pattern: string
  /** Linear-time leftmost matcher equivalent to the pattern; default: the naive regex. */
  readonly match?: Matcher
  readonly examples: RuleCases
}

/**
 * Build a `hermes` preset rule from a §6 table row: the text is NFKC-normalised
 * (shared view), matched case-insensitively, and the leftmost match is
 * reported once, mapped back to the scanned text.
 */
export function definePatternRule(definition: PatternRuleDefinition): HermesRule {
  const naive = compileSpecPattern(definition.pattern)
  const match: Matcher =
    definition.match ??
    ((text) => {
      const found = naive.exec(text)
      return found ? [found.index, found.index + found[0].length] : undefined
    })
  return {
    id: definition.id,
    meta: {
      category: definition.category,
      severity: 'block',
      description: definition.description,
    },
    pattern: definition.pattern,
    examples: definition.examples,
    check(_text: string, context: RuleContext) {
      const nfkc = context.view(nfkcView)
      const found = match(nfkc.text)
      if (found) context.report({ start: nfkc.originalStart(found[0]), end: nfkc.originalEnd(found[1]) })
    },
  }
}
