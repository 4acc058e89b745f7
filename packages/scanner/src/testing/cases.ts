import type { RuleExample, RuleExamples, RuleInvalidExample } from '@hermes/core'

/** A text the rule must not report on (a string, or an object with a name and options). Same as `RuleExample` of `@hermes/core`. */
export type ValidCase = string | RuleExample

/** A text the rule must report on, with the expected finding facts. Same as `RuleInvalidExample` of `@hermes/core`. */
export type InvalidCase = RuleInvalidExample

/** The cases of a rule: what it must let through and what it must report. Same as a rule's `meta.examples` (`RuleExamples`). */
export type RuleCases = RuleExamples
