import type { Finding, Preset } from '@hermes/core'

/** The verdict of a scan (§6): `block` when a finding has severity `block`, else `warn` when any finding remains, else `pass`. */
export type Verdict = 'block' | 'warn' | 'pass'

/** What {@link Scanner.scan} returns. */
export interface ScanResult {
  /** `true` when any finding has severity `block` (§6): load {@link ScanResult.blockedLine} instead of the text. */
  readonly blocked: boolean
  /** `block`, `warn` (only warn-severity findings) or `pass` (no findings). */
  readonly verdict: Verdict
  /**
   * Ids of all findings (any severity), each once, in BLOCKED-line order:
   * `invisible_unicode_U+XXXX` ids first, ascending by code point, then the
   * other ids in the preset's rule order (ids of one rule by first offset).
   */
  readonly ids: readonly string[]
  /** Every finding, in the order of {@link ScanResult.ids} (one rule's findings by offset). */
  readonly findings: readonly Finding[]
  /** The text to load when not blocked: the scanned text, i.e. the input with a U+FEFF at index 0 removed. */
  readonly text: string
  /** The exact BLOCKED line (§6), present only when `blocked`; with the ids of all findings ({@link ScanResult.ids}). */
  readonly blockedLine?: string
  /**
   * Rules that failed on this text (empty when none). Each failure blocks the
   * file (fail closed) with a finding of id {@link RULE_ERROR_ID}; the failing
   * rule's own findings are dropped, other rules' are kept.
   */
  readonly faults: readonly RuleFault[]
}

/** Finding id of the finding that stands for a failed rule (it blocks the file). */
export const RULE_ERROR_ID = 'rule-error'

/**
 * How a rule failed:
 * - `threw` — `check` threw;
 * - `async` — `check` returned a promise (rules must be synchronous; a rejection is caught and ignored);
 * - `invalid-report` — a report with a range outside the text or not integers, an unknown severity,
 *   a message that is not a one-line string of at most 1,000 characters, or a malformed id or category;
 * - `too-many-findings` — more than {@link MAX_FINDINGS_PER_RULE} findings in one text.
 */
export type RuleFaultKind = 'threw' | 'async' | 'invalid-report' | 'too-many-findings'

/** A rule that failed on one text (its file is blocked). */
export interface RuleFault {
  /** The failing rule's id. */
  readonly ruleId: string
  /** Name of the plugin that registered the rule. */
  readonly plugin: string
  /** What went wrong. */
  readonly kind: RuleFaultKind
  /** One human sentence naming the rule, its plugin and the fault. */
  readonly reason: string
}

/** Most findings one rule may report on one text; more is a fault (`too-many-findings`). */
export const MAX_FINDINGS_PER_RULE = 1000

/** A compiled preset ready to scan text; create one with {@link createScanner}. */
export interface Scanner {
  /** The preset this scanner runs. */
  readonly preset: Preset
  /**
   * Scan one context file's text (§6). Linear in the length of the text for
   * the built-in rules; never throws on any text, and never throws or
   * rejects because of a faulty rule (see {@link ScanResult.faults}).
   *
   * @param text - the decoded, §4.1-normalised text (a leading U+FEFF is removed and not flagged)
   * @param options - `label`: the section label used in the BLOCKED line
   * @throws HermesError `INVALID_OPTION` when `text` or `options.label` is not a string (a programmer error, e.g. no options)
   */
  scan(text: string, options: ScanOptions): ScanResult
}

/** Options of {@link Scanner.scan}. */
export interface ScanOptions {
  /** Section label for the BLOCKED line and rule context, e.g. `AGENTS.md`. */
  readonly label: string
}
