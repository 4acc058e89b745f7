/**
 * Stable error codes of {@link HermesError}. Only programmer and configuration
 * errors throw; bad input (unreadable, binary, malicious files…) never does —
 * it becomes a {@link Diagnostic} instead.
 */
export type HermesErrorCode =
  /** Two plugins registered a file type, rule, preset or extractor with the same id (§9). */
  | 'DUPLICATE_ID'
  /** A plugin object is malformed (missing name, wrong field types). */
  | 'INVALID_PLUGIN'
  /** A plugin or API option has an invalid value. */
  | 'INVALID_OPTION'
  /** A preset id (selected, default or extended) that no registered plugin provides. */
  | 'UNKNOWN_PRESET'
  /** A preset, or a caller's rule settings, name a rule that no registered plugin provides. */
  | 'UNKNOWN_RULE'
  /** A preset extends itself, directly or through other presets (`details.cycle` lists the ids). */
  | 'PRESET_CYCLE'
  /** A rule setting is malformed: a severity other than `block`, `warn`, `off`, or a tuple that is not `[severity, options?]`. */
  | 'INVALID_RULE_SETTING'
  /** A rule's options fail its schema (`details.issues` lists each problem with its path). */
  | 'INVALID_RULE_OPTIONS'
  /** A file type id that no registered plugin provides. */
  | 'UNKNOWN_FILE_TYPE'

/** Marks a {@link HermesError} from any copy of this package (a bundle, another version). */
const BRAND = Symbol.for('@hermes/core:HermesError')

/**
 * The one error class thrown by hermes-context packages.
 *
 * `instanceof HermesError` and {@link isHermesError} recognise a HermesError
 * made by any copy of `@hermes/core` (the command line's bundle has its own
 * copy; a plugin imports another), by a registered symbol, not by prototype.
 *
 * @example
 * ```ts
 * try { createHost({ plugins: [a, b] }) }
 * catch (error) { if (error instanceof HermesError && error.code === 'DUPLICATE_ID') … }
 * ```
 */
export class HermesError extends Error {
  /** Stable, documented machine-readable code; never changes between minor versions. */
  readonly code: HermesErrorCode
  /** Extra structured facts (plugin names, option name…), for tools and tests. */
  readonly details: Readonly<Record<string, unknown>>

  /**
   * @param code - stable error code
   * @param message - human sentence naming what is wrong and where
   * @param details - structured facts behind the message
   */
  constructor(code: HermesErrorCode, message: string, details: Record<string, unknown> = {}, options?: ErrorOptions) {
    super(message, options)
    this.name = 'HermesError'
    this.code = code
    this.details = details
    Object.defineProperty(this, BRAND, { value: true })
  }

  /** `true` for a HermesError of any copy of this package; subclasses keep the prototype check. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== HermesError) return Function.prototype[Symbol.hasInstance].call(this, value)
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true
  }
}

/** `true` when `value` is a {@link HermesError}, optionally with the given code. */
export function isHermesError(value: unknown, code?: HermesErrorCode): value is HermesError {
  return value instanceof HermesError && (code === undefined || value.code === code)
}
