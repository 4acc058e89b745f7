import parse from 'shell-quote/parse.js'

/**
 * One token of a shell command: a word (quotes removed, `$VAR` kept
 * literally) or a control operator that starts a new command.
 */
export type ShellToken = { readonly word: string } | { readonly separator: string }

/**
 * Operators after which a new simple command starts (§5: `&& || | ; & ;; |& ( )`,
 * plus the `;&`, `;;&` case terminators and the `<(` / `>(` process substitutions).
 * Redirections (`>`, `2>`, `<<`…) are not separators: the word after them is a file.
 */
const SEPARATORS: ReadonlySet<string> = new Set([
  '&&',
  '||',
  '|',
  ';',
  '&',
  ';;',
  ';;&',
  ';&',
  '|&',
  '(',
  ')',
  '<(',
  '>(',
])

/** Keep `$NAME` / `${NAME}` literal instead of expanding it (shell-quote's `env` hook). */
const literalVariable = (name: string): string => `$${name}`

/** Characters after which an unquoted `#` starts a comment (POSIX: at the start of a word). */
const WORD_BREAK = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>'])

/**
 * Prepare a command for shell-quote, in one linear pass that tracks quoting:
 *
 * - an unquoted newline separates commands, as `;` does (shell-quote would treat it as a space);
 * - backslash-newline (line continuation) disappears;
 * - an unquoted `#` at the start of a word starts a comment that ends at the
 *   newline (shell-quote would drop the whole rest of the string);
 * - an unquoted `#` inside a word is literal (shell-quote would start a comment: `a#b`).
 */
function prepare(command: string): string {
  // Fast path: nothing to rewrite.
  if (!command.includes('\n') && !command.includes('#')) return command
  let out = ''
  let start = 0 // start of the pending slice copied verbatim
  let quote: '' | "'" | '"' | "$'" = ''
  const length = command.length
  for (let i = 0; i < length; i++) {
    const c = command.charAt(i)
    if (quote === "'") {
      if (c === "'") quote = ''
      continue
    }
    if (quote === '"' || quote === "$'") {
      if (c === '\\') i++
      else if ((quote === '"' && c === '"') || (quote === "$'" && c === "'")) quote = ''
      continue
    }
    if (c === '\\') {
      if (command[i + 1] === '\n') {
        out += command.slice(start, i)
        start = i + 2
      }
      i++
    } else if (c === "'") {
      quote = i > 0 && command[i - 1] === '$' ? "$'" : "'"
    } else if (c === '"') {
      quote = '"'
    } else if (c === '\n') {
      out += command.slice(start, i) + ';'
      start = i + 1
    } else if (c === '#') {
      out += command.slice(start, i)
      if (i === 0 || WORD_BREAK.has(command.charAt(i - 1))) {
        const end = command.indexOf('\n', i)
        if (end === -1) return out
        i = end - 1 // the newline is handled (as a separator) by the next iteration
        start = end
      } else {
        out += '\\#'
        start = i + 1
      }
    }
  }
  return out + command.slice(start)
}

function tokenize(command: string): ReturnType<typeof parse> | undefined {
  try {
    return parse(command, literalVariable)
  } catch {
    return undefined
  }
}

/**
 * Split a shell command into words and command separators the way a POSIX
 * shell reads it (§5), with the shell-quote tokenizer:
 *
 * - single and double quotes and backslash escapes are respected (`'my docs/a.md'` is one word);
 * - `&& || | ; & ;; |& ( )` separate words even without spaces and come back as separators;
 * - redirection operators (`>`, `>>`, `2>`, `<`, `<<`…) are dropped, the words around them kept;
 * - `$VAR` and `${VAR}` stay literal (`$VAR`); globs come back as their pattern (`src/*.ts`);
 * - comments (`# …` at the start of a word) are dropped up to the end of the line;
 *   newlines separate commands;
 * - an unbalanced quote is ignored and the rest is read as plain words.
 *
 * Never throws: a command shell-quote cannot parse (`${` without `}`) is
 * retried with `${` made literal, and failing that yields no tokens; a
 * value that is not a string (from JavaScript) yields no tokens.
 *
 * @param command - the command line, any length (linear time)
 * @returns the tokens in order
 */
export function shellWords(command: string): ShellToken[] {
  if (typeof command !== 'string') return [] // a JavaScript caller's odd value
  const prepared = prepare(command)
  const entries = tokenize(prepared) ?? tokenize(prepared.replaceAll('${', '$\\{')) ?? []
  const tokens: ShellToken[] = []
  for (const entry of entries) {
    if (typeof entry === 'string') tokens.push({ word: entry })
    else if ('op' in entry) {
      if (entry.op === 'glob') tokens.push({ word: entry.pattern })
      else if (SEPARATORS.has(entry.op)) tokens.push({ separator: entry.op })
    }
    // `{ comment }` entries cannot occur: prepare() removed comments.
  }
  return tokens
}
