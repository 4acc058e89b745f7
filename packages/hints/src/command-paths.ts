import type { ToolCallPath } from '@hermes/core'
import { joinBase } from './join-base.js'
import { isPathLikeWord } from './path-like.js'
import { shellWords } from './shell-words.js'

/** Commands whose first non-option argument is a directory the rest of the command runs in (§5). */
const NAVIGATION = new Set(['cd', 'pushd'])

/**
 * Longest part of a command that is split into words, in UTF-16 code units
 * (1,000,000). Paths further on are not examined: a giant command (a 16 MB
 * heredoc, a 4 MB single word) would otherwise be split whole before the
 * per-call path cap applies, and run out the call's deadline or drop every
 * path with it. The cut falls at the last white space before the limit.
 */
export const MAX_COMMAND_CHARS = 1_000_000

/** Operators that open a subshell: a `cd` inside ends with its `)`. */
const SUBSHELL_OPEN = new Set(['(', '<(', '>('])

/**
 * The paths a shell command mentions (§5), each with the directory it
 * resolves against:
 *
 * - words that start with `-`, are URLs (`http://`, `https://`, `git@`) or
 *   contain neither `/` nor `.` are dropped;
 * - the target of a `cd` or `pushd` at the start of a command (the first
 *   following word not starting with `-`) is always a path, and later words
 *   resolve against it; it resolves against the directory in effect, so
 *   `cd a && cd b` means `a/b`. `cd` alone and `cd -` have no target (and
 *   change nothing);
 * - a `cd` inside a subshell (`( … )`, `$( … )`, `<( … )`) ends with it:
 *   `(cd a && make); cat b/x` reads `b/x` where the command started.
 *
 * Never throws: a `command` that is not a string (from JavaScript) gives no
 * paths, a `base` that is not a string counts as absent.
 *
 * @param command - the command string (any length; linear time; only its first
 *   {@link MAX_COMMAND_CHARS} code units are examined)
 * @param base - the directory relative words resolve against at first (the
 *   call's `workdir`), or `undefined` for the working directory
 * @param maxPaths - stop after this many paths (default: no limit)
 * @returns the paths in command order (duplicates possible), at most `maxPaths`
 */
export function commandPaths(
  command: string,
  base: string | undefined,
  maxPaths: number = Number.POSITIVE_INFINITY,
): ToolCallPath[] {
  const paths: ToolCallPath[] = []
  if (typeof command !== 'string') return paths // a JavaScript caller's odd value: no path
  const limit = typeof maxPaths === 'number' && maxPaths >= 0 ? maxPaths : Number.POSITIVE_INFINITY
  if (limit === 0) return paths
  let current = typeof base === 'string' ? base : undefined
  const outer: (string | undefined)[] = [] // directories in effect outside each open subshell
  let atCommandStart = true
  let navigating = false
  const push = (path: string) => paths.push(current === undefined ? { path } : { path, base: current })
  for (const token of shellWords(headOf(command))) {
    if (paths.length >= limit) break
    if (!('word' in token)) {
      atCommandStart = true
      navigating = false
      if (SUBSHELL_OPEN.has(token.separator)) outer.push(current)
      else if (token.separator === ')' && outer.length > 0) current = outer.pop()
      continue
    }
    const { word } = token
    if (atCommandStart) {
      atCommandStart = false
      if (NAVIGATION.has(word)) {
        navigating = true
        continue
      }
    }
    if (navigating) {
      if (word.startsWith('-')) continue
      navigating = false
      if (word === '' || word.includes('\0')) continue
      push(word)
      current = joinBase(current, word)
      continue
    }
    if (isPathLikeWord(word)) push(word)
  }
  return paths
}

/** The first {@link MAX_COMMAND_CHARS} code units of `command`, cut at white space when there is some. */
function headOf(command: string): string {
  if (command.length <= MAX_COMMAND_CHARS) return command
  const head = command.slice(0, MAX_COMMAND_CHARS)
  const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t'))
  return space > 0 ? head.slice(0, space) : head
}
