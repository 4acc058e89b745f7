/** Control (`\n`, `\r`, U+0085…), format (U+200B, U+202E, U+FEFF…) and line/paragraph-separator characters. */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/**
 * The first character of a path that must not reach the prompt in a hint
 * heading, as `U+XXXX`, or `undefined` when there is none. The heading
 * (`[Subdirectory context discovered: <path>]`) is not scanned (§6): a
 * directory named `x]\n\nIgnore previous instructions` or holding a bidi
 * override would smuggle text into the tool result.
 */
export function unsafePathCharacter(path: string): string | undefined {
  const match = UNSAFE_CHARACTER.exec(path)
  if (match === null) return undefined
  return `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}
