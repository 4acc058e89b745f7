/**
 * One thing a scanner rule found in a context file (spec §6), shaped like a
 * vfile message. Positions point into the scanned text (the text handed to
 * the scanner with one leading U+FEFF removed).
 */
export interface Finding {
  /** Finding id as written in the BLOCKED line, e.g. `prompt_injection` or `invisible_unicode_U+200B`. */
  readonly id: string
  /** Id of the rule that reported it (e.g. `invisible_unicode` for `invisible_unicode_U+200B`). */
  readonly ruleId: string
  /** Category, e.g. `instruction_override`, `invisible_unicode`, `exfiltration`. */
  readonly category: string
  /** Effective severity in the preset that ran: `block` blocks the file, `warn` is reported only. */
  readonly severity: 'block' | 'warn'
  /** Human sentence: why this is suspicious (the rule's description unless the rule gave a message). */
  readonly reason: string
  /** 1-based line of the start of the match (lines end at `\n`). */
  readonly line: number
  /** 1-based column of the start of the match, in Unicode code points. */
  readonly column: number
  /** 1-based line of the end of the match (exclusive end). */
  readonly endLine: number
  /** 1-based column of the end of the match (exclusive end), in Unicode code points. */
  readonly endColumn: number
  /** Start of the match: UTF-16 offset into the scanned text. */
  readonly offset: number
  /** End of the match (exclusive): UTF-16 offset into the scanned text. */
  readonly endOffset: number
  /** The matched text, capped to a readable length (ends with `…` when cut). */
  readonly excerpt: string
  /** Name of the plugin that registered the rule, e.g. `@hermes/scanner`. */
  readonly source: string
  /** Link to the rule's documentation, when the rule has one. */
  readonly url?: string
}
