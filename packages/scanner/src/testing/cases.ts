/** A text the rule must not report on (a string, or an object with a name). */
export type ValidCase = string | { readonly text: string; readonly name?: string }

/** A text the rule must report on, with the expected finding facts. */
export interface InvalidCase {
  /** The text handed to the scanner. */
  readonly text: string
  /** Test name (defaults to the text). */
  readonly name?: string
  /** Expected finding ids of this rule, in BLOCKED-line order (default: `[rule.id]`). */
  readonly ids?: readonly string[]
  /** Expected 1-based line of the first finding. */
  readonly line?: number
  /** Expected 1-based column (code points) of the first finding. */
  readonly column?: number
  /** Expected excerpt of the first finding. */
  readonly excerpt?: string
}

/** The cases of a rule: what it must let through and what it must report. Also a rule's README examples. */
export interface RuleCases {
  /** Texts without findings of the rule. */
  readonly valid: readonly ValidCase[]
  /** Texts with findings of the rule. */
  readonly invalid: readonly InvalidCase[]
}
