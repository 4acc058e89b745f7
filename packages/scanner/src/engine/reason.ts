// Line breaks, C0/C1 controls, bidi controls and zero-width/format characters.
/* eslint-disable no-control-regex -- matches those code points on purpose */
const UNSAFE =
  /\r\n|[\n\r\u2028\u2029]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu
/* eslint-enable no-control-regex */

/**
 * A finding's reason as one printable line: a rule's message may quote text
 * it decoded from the file (a hidden payload), which must not forge lines or
 * terminal escapes in a report. Line breaks become `⏎`; other control, bidi and
 * invisible format characters become `\u{XXXX}`.
 */
export function singleLineReason(message: string): string {
  return message.replace(UNSAFE, (match) =>
    match.length === 2 || match === '\n' || match === '\r' || match === '\u2028' || match === '\u2029'
      ? '⏎'
      : `\\u{${(match.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`,
  )
}

/**
 * Text quoted into a finding message, made one line: each line break becomes
 * `⏎`. The engine treats a message with a line break as a faulty report, so a
 * rule that quotes text from the file runs the quote through this.
 */
export function oneLine(text: string): string {
  return text.replace(/\r\n|[\n\r\u2028\u2029]/g, '⏎')
}
