const URL_PREFIXES = ['http://', 'https://', 'git@'] as const

/**
 * `true` when a word of a shell command is taken for a path (§5): it does not
 * start with `-`, is not a URL (`http://`, `https://`, `git@`; ASCII
 * case-insensitive) and contains `/` or `.`. Words with a NUL character
 * (never a valid path) are not paths.
 */
export function isPathLikeWord(word: string): boolean {
  if (word.length === 0 || word.startsWith('-')) return false
  if (!word.includes('/') && !word.includes('.')) return false
  if (word.includes('\0')) return false
  const head = word.slice(0, 8).toLowerCase()
  return !URL_PREFIXES.some((prefix) => head.startsWith(prefix))
}
