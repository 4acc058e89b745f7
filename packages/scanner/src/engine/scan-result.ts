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
}

/** A compiled preset ready to scan text; create one with {@link createScanner}. */
export interface Scanner {
  /** The preset this scanner runs. */
  readonly preset: Preset
  /**
   * Scan one context file's text (§6). Linear in the length of the text for
   * the built-in rules; never throws on any text.
   *
   * @param text - the decoded, §4.1-normalised text (a leading U+FEFF is removed and not flagged)
   * @param options - `label`: the section label used in the BLOCKED line
   */
  scan(text: string, options: ScanOptions): ScanResult
}

/** Options of {@link Scanner.scan}. */
export interface ScanOptions {
  /** Section label for the BLOCKED line and rule context, e.g. `AGENTS.md`. */
  readonly label: string
}
