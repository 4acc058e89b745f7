import { HermesError } from '@hermes/core'

/** The limit used when neither a configured limit nor a context window is known (§7), in characters. */
export const DEFAULT_MAX_CHARS = 20_000
/** The largest limit a context window can give (§7), in characters. */
export const MAX_DYNAMIC_CHARS = 500_000
/** The default limit of one hint (§5), in characters. */
export const DEFAULT_HINT_MAX_CHARS = 8_000

/** Inputs of {@link resolveMaxChars}. */
export interface MaxCharsOptions {
  /** `context_file_max_chars` from the configuration: used when it is a number ≥ 1 after truncation to an integer. */
  readonly configured?: number | null
  /** The model's context window in tokens: used when it is an integer > 0. */
  readonly contextLength?: number | null
}

/**
 * The per-section character limit (§7): the configured limit when it is a
 * number that is ≥ 1 after truncation to an integer; otherwise, for a known
 * context window of `n` tokens, `max(20000, min(floor(n × 4 × 0.06), 500000))`;
 * otherwise 20,000. Never throws: unusable values fall through.
 *
 * @returns the limit in characters (Unicode code points)
 */
export function resolveMaxChars(options: MaxCharsOptions = {}): number {
  const { configured, contextLength } = options
  if (typeof configured === 'number' && Number.isFinite(configured)) {
    const whole = Math.trunc(configured)
    if (whole >= 1) return whole
  }
  if (typeof contextLength === 'number' && Number.isInteger(contextLength) && contextLength > 0) {
    return Math.max(DEFAULT_MAX_CHARS, Math.min(Math.floor(contextLength * 4 * 0.06), MAX_DYNAMIC_CHARS))
  }
  return DEFAULT_MAX_CHARS
}

/**
 * Check a limit given by a caller (API option or command line).
 *
 * @throws HermesError `INVALID_OPTION` when `value` is not an integer ≥ 1
 */
export function assertLimit(value: number, option: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new HermesError('INVALID_OPTION', `Option "${option}" must be an integer ≥ 1, got ${String(value)}`, {
      option,
      value,
    })
  return value
}
