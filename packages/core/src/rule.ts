/** What a finding does to the verdict: `block` blocks the file, `warn` is reported only, `off` disables a rule. */
export type Severity = 'block' | 'warn' | 'off'

/**
 * A derived view of the scanned text (NFKC form, Markdown tree, confusable
 * skeleton…), computed at most once per scan and shared by every rule that
 * asks for it through {@link RuleContext.view}.
 */
export interface ScanView<T> {
  /** Unique id of the view. */
  readonly id: string
  /** Compute the view from the scanned text. Must be linear in its length. */
  compute(text: string): T
}

/** What a rule reports: a range of the scanned text and optional overrides. */
export interface ReportDescriptor {
  /** Start of the match, a UTF-16 offset into {@link RuleContext.text}. */
  readonly start: number
  /** End of the match (exclusive), a UTF-16 offset into {@link RuleContext.text}. */
  readonly end: number
  /** A more specific finding id (e.g. `invisible_unicode_U+200B`); defaults to the rule's id. */
  readonly id?: string
  /** Human sentence for this finding; defaults to the rule's description. */
  readonly message?: string
  /** Overrides the rule's configured severity for this finding (e.g. `warn` for quoted text). */
  readonly severity?: Exclude<Severity, 'off'>
  /** Overrides the rule's category for this finding. */
  readonly category?: string
}

/** What a rule's `check` receives besides the text. */
export interface RuleContext {
  /** The text being scanned (§4.1-normalised; a leading BOM already removed). */
  readonly text: string
  /** The label of the file being scanned (`AGENTS.md`, `.cursor/rules/x.mdc`…). */
  readonly label: string
  /** The rule's options, as configured in the preset. */
  readonly options: Readonly<Record<string, unknown>>
  /** Report one finding. The engine turns offsets into 1-based line/column. */
  report(descriptor: ReportDescriptor): void
  /** A shared derived view of the text, computed once per scan. */
  view<T>(view: ScanView<T>): T
}

/** Documentation of a rule (used by docs, the rule tester and `scan`). */
export interface RuleMeta {
  /** Finding category, e.g. `instruction_override`, `invisible_unicode`, `exfiltration`. */
  readonly category: string
  /** Default severity of the rule's findings. */
  readonly severity: Exclude<Severity, 'off'>
  /** One sentence: what the rule detects. */
  readonly description: string
  /** Link to the rule's documentation. */
  readonly url?: string
}

/**
 * A scanner rule, registered as a plugin (§6, §9). A rule reports character
 * ranges; it never counts lines itself. `check` must be linear in the length
 * of the text on any input and must not throw on any text.
 */
export interface Rule {
  /** Unique id, e.g. `prompt_injection`. Also the finding id unless a report overrides it. */
  readonly id: string
  /** Category, default severity and description. */
  readonly meta: RuleMeta
  /** Inspect the text and report findings through `context.report`. */
  check(text: string, context: RuleContext): void
}

/** A named, ordered selection of rules with optional per-rule settings (§6). */
export interface Preset {
  /** Unique id, e.g. `hermes`, `recommended`. */
  readonly id: string
  /** One sentence describing the preset. */
  readonly description: string
  /** Rule ids in order; this order is the order of ids in a BLOCKED line. */
  readonly rules: readonly string[]
  /** Per-rule severity overrides (`off` disables a rule). */
  readonly severities?: Readonly<Record<string, Severity>>
  /** Per-rule options. */
  readonly options?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
}
