import type { StandardSchemaV1 } from '@standard-schema/spec'

/** What a finding does to the verdict: `block` blocks the file, `warn` is reported only, `off` disables a rule. */
export type Severity = 'block' | 'warn' | 'off'

/**
 * How a caller or a preset sets one rule, ESLint-style (§6):
 *
 * - a {@link Severity}: `'block'`, `'warn'` or `'off'` (the rule's options are kept);
 * - `[severity]` or `[severity, options]`: the severity and, when given, the
 *   rule's options (they replace earlier options of the rule as a whole; the
 *   rule's schema fills in defaults).
 *
 * Setting a registered rule that the preset does not list turns it on (it
 * runs after the preset's own rules, in the order the settings name them).
 *
 * @example
 * ```ts
 * const rules: RuleSettings = {
 *   deception: 'warn',
 *   'hermes/prompt-injection': 'off',
 *   'acme/no-internal-urls': ['block', { allow: ['status.corp.acme.example'] }],
 * }
 * ```
 */
export type RuleSetting =
  Severity | readonly [severity: Severity] | readonly [severity: Severity, options: Readonly<Record<string, unknown>>]

/** Rule settings by rule id (see {@link RuleSetting}). */
export type RuleSettings = Readonly<Record<string, RuleSetting>>

/**
 * A Standard Schema (https://standardschema.dev; valibot, zod, ArkType…)
 * describing a rule's options object. It must validate synchronously; its
 * output (defaults filled in) is what {@link RuleContext.options} holds.
 */
export type RuleOptionsSchema = StandardSchemaV1<unknown, Readonly<Record<string, unknown>>>

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

/**
 * What a rule reports: a range of the scanned text and optional overrides.
 * The engine validates every report; a bad one is a fault of the rule (the
 * file is blocked, see {@link Rule}).
 */
export interface ReportDescriptor {
  /** Start of the match, an integer UTF-16 offset into {@link RuleContext.text} (`0 ≤ start ≤ end`). */
  readonly start: number
  /** End of the match (exclusive), an integer UTF-16 offset into {@link RuleContext.text} (`end ≤ text.length`). */
  readonly end: number
  /**
   * A more specific finding id (e.g. `invisible_unicode_U+200B`); defaults to
   * the rule's {@link RuleMeta.findingId}, else its id. 1–128 characters from
   * `A–Z a–z 0–9 _ + - . / : @`, starting with a letter or digit.
   */
  readonly id?: string
  /** Human sentence for this finding, one line (no line breaks), at most 1,000 characters; defaults to the rule's description. */
  readonly message?: string
  /** Overrides the rule's configured severity for this finding (e.g. `warn` for quoted text): `block` or `warn`. */
  readonly severity?: Exclude<Severity, 'off'>
  /** Overrides the rule's category for this finding (one line). */
  readonly category?: string
}

/** What a rule's `check` receives besides the text. */
export interface RuleContext {
  /** The text being scanned (§4.1-normalised; a leading BOM already removed). */
  readonly text: string
  /** The label of the file being scanned (`AGENTS.md`, `.cursor/rules/x.mdc`…). */
  readonly label: string
  /**
   * The rule's options: the output of its {@link RuleMeta.schema} (defaults
   * filled in) for the configured options, validated once when the preset is
   * compiled; the configured object as given (or `{}`) for a rule without a schema.
   */
  readonly options: Readonly<Record<string, unknown>>
  /** Report one finding. The engine turns offsets into 1-based line/column. */
  report(descriptor: ReportDescriptor): void
  /** A shared derived view of the text, computed once per scan. */
  view<T>(view: ScanView<T>): T
}

/** One documented example of a rule: a text, what the rule should find in it, and the options it runs with. */
export interface RuleExample {
  /** The text handed to the scanner. */
  readonly text: string
  /** Test and docs name (defaults to the text). */
  readonly name?: string
  /** Rule options for this example (default: the rule's defaults, or the tester's options). */
  readonly options?: Readonly<Record<string, unknown>>
}

/** An example the rule must report on, with the expected finding facts. */
export interface RuleInvalidExample extends RuleExample {
  /** Expected finding ids of this rule, in BLOCKED-line order (default: `[findingId ?? rule.id]`). */
  readonly ids?: readonly string[]
  /** Expected 1-based line of the first finding. */
  readonly line?: number
  /** Expected 1-based column (code points) of the first finding. */
  readonly column?: number
  /** Expected excerpt of the first finding. */
  readonly excerpt?: string
  /** Expected effective severity of every finding of the rule (`block` or `warn`). */
  readonly severity?: Exclude<Severity, 'off'>
}

/**
 * A rule's documented examples (shown in its docs, run by the rule tester
 * `testRule` of `@hermes/scanner/testing`): texts it must let through and
 * texts it must report on.
 */
export interface RuleExamples {
  /** Texts without findings of the rule (a string, or an example object). */
  readonly valid: readonly (string | RuleExample)[]
  /** Texts with findings of the rule. */
  readonly invalid: readonly RuleInvalidExample[]
}

/** Documentation and settings of a rule (used by docs, the rule tester, presets and `scan`). */
export interface RuleMeta {
  /** Finding category, e.g. `instruction_override`, `invisible_unicode`, `exfiltration`. */
  readonly category: string
  /** Default severity of the rule's findings: `block` or `warn`. */
  readonly severity: Exclude<Severity, 'off'>
  /** One sentence: what the rule detects. */
  readonly description: string
  /** Link to the rule's documentation. */
  readonly url?: string
  /**
   * The finding id reported when a report names none; default the rule id.
   * The `hermes` preset's rules keep the spec's snake_case ids in BLOCKED
   * lines this way (rule `hermes/prompt-injection` → finding `prompt_injection`, §6).
   */
  readonly findingId?: string
  /**
   * Schema of the rule's options with their defaults (valibot, zod… any
   * Standard Schema that validates synchronously). Options are validated
   * once, when a preset or caller setting is compiled; an invalid value is a
   * configuration error (`HermesError` `INVALID_RULE_OPTIONS`). Without a
   * schema the options object is passed through as given.
   */
  readonly schema?: RuleOptionsSchema
  /** One sentence per option name, for the rule's docs (defaults come from {@link RuleMeta.schema}). */
  readonly optionDocs?: Readonly<Record<string, string>>
  /** Examples for the docs and the rule tester. */
  readonly examples?: RuleExamples
}

/**
 * A scanner rule, registered as a plugin (§6, §9). A rule reports character
 * ranges; it never counts lines itself. `check` must be synchronous,
 * linear in the length of the text on any input, and deterministic: the same
 * text, label and options give the same reports (a host's scan cache answers
 * a repeated scan of the very same text with the first result).
 *
 * Rule ids are kebab-case; a plugin's rules are namespaced with the plugin's
 * short name: `acme/no-internal-urls` (the `hermes` preset's rules are
 * `hermes/…`, the `recommended` rules have no namespace). Pattern:
 * `^(@[a-z0-9-]+\/)?([a-z0-9]+(-[a-z0-9]+)*\/)?[a-z0-9]+(-[a-z0-9]+)*$`.
 *
 * A faulty rule never stops the scan and never lets a file through: when
 * `check` throws, returns a promise (async rules are not supported; a
 * rejection is caught), reports an invalid finding (range outside the text,
 * unknown severity, a message that is not a one-line string, a malformed id)
 * or more than the engine's per-rule limit of findings, its findings are
 * dropped and the file is blocked with finding id `rule-error` naming the
 * rule and its plugin. Other rules' findings are kept.
 */
export interface Rule {
  /** Unique kebab-case id, e.g. `deception`, `hermes/prompt-injection`, `acme/no-internal-urls`. */
  readonly id: string
  /** Category, default severity, description, options schema, docs URL and examples. */
  readonly meta: RuleMeta
  /** Inspect the text and report findings through `context.report`. Synchronous. */
  check(text: string, context: RuleContext): void
}

/**
 * A named, ordered selection of rules with per-rule settings (§6). A preset
 * may extend other presets: their rules come first, in order (each rule
 * once), with their settings; this preset's `rules` follow, then its
 * `settings` apply on top (a setting naming a rule not yet listed adds it).
 *
 * @example
 * ```ts
 * const acme: Preset = {
 *   id: 'acme',
 *   description: 'recommended plus ACME rules',
 *   extends: ['recommended'],
 *   rules: ['acme/no-internal-urls'],
 *   settings: { deception: 'warn', 'acme/no-internal-urls': ['warn', { allow: ['status.corp.acme.example'] }] },
 * }
 * ```
 */
export interface Preset {
  /** Unique id, e.g. `hermes`, `recommended`. */
  readonly id: string
  /** One sentence describing the preset. */
  readonly description: string
  /** Presets whose rules and settings this one starts from, in order. Unknown ids and cycles are configuration errors. */
  readonly extends?: readonly string[]
  /**
   * Rule ids in order, after those of the extended presets (`[]` when the
   * preset only extends and configures); this order is the order of ids in a
   * BLOCKED line.
   */
  readonly rules: readonly string[]
  /** Per-rule settings (severity, or `[severity, options]`), applied after those of extended presets. */
  readonly settings?: RuleSettings
  /** Per-rule severity overrides (`off` disables a rule). Older form of `settings`; applied before `settings`. */
  readonly severities?: Readonly<Record<string, Severity>>
  /** Per-rule options. Older form of `settings`; applied before `settings`. */
  readonly options?: Readonly<Record<string, Readonly<Record<string, unknown>>>>
}

/** One rule of a resolved preset, with its effective settings. */
export interface ResolvedRule {
  /** The rule. */
  readonly rule: Rule
  /** Name of the plugin that registered it (a finding's `source`). */
  readonly plugin: string
  /** Effective severity (`off`: the rule does not run). */
  readonly severity: Severity
  /** Effective options: the schema's output (defaults filled in), else the options as given, else `{}`. */
  readonly options: Readonly<Record<string, unknown>>
}

/** A preset with `extends` flattened and caller settings applied, validated. */
export interface ResolvedPreset {
  /** The preset. */
  readonly preset: Preset
  /** Every rule of the preset in BLOCKED-line order, `off` ones included. */
  readonly rules: readonly ResolvedRule[]
}

/**
 * Scanner settings a caller passes to `buildProjectContext({ scanner })`,
 * `createHintTracker({ scanner })` or `createScanner` (§6). The library never
 * reads them from the repository: only the caller (the agent's user) decides.
 */
export interface ScannerSettings {
  /** Preset id; default the host's default preset (`recommended` when registered). */
  readonly preset?: string
  /** Per-rule settings applied on top of the preset (see {@link RuleSetting}). */
  readonly rules?: RuleSettings
}
