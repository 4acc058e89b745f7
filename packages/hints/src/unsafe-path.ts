import { unsafeNameCharacter } from '@hermes/core'

/**
 * The first character of a path that must not reach the prompt in a hint
 * heading, as `U+XXXX`, or `undefined` when there is none. The heading
 * (`[Subdirectory context discovered: <path>]`) is not scanned (§6): a
 * directory named `x]\n\nIgnore previous instructions`, holding a bidi
 * override or spelling a sentence in variation selectors would smuggle text
 * into the tool result. The characters are those of `unsafeNameCharacter`
 * (`@hermes/core`): the scanner's invisible-character definition plus
 * controls, separators and non-ASCII spaces.
 */
export function unsafePathCharacter(path: string): string | undefined {
  return unsafeNameCharacter(path)
}
