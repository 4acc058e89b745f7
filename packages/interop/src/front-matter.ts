import { parseMdc } from '@hermes/discovery'

/** A rule file split into its front matter (as data) and its body. */
export interface SplitRule {
  /** The front matter as data; `{}` when there is none. */
  readonly data: Readonly<Record<string, unknown>>
  /** `true` when the file opens with a front-matter block. */
  readonly hasFrontMatter: boolean
  /** The text after the front matter (leading blank lines removed); the whole text when there is none. */
  readonly body: string
  /** `true` when strict YAML rejected the front matter and the lenient `key: value` reading was used. */
  readonly lenient: boolean
}

/**
 * Split a rule file (`.mdc`, `.md` rule, `.instructions.md`) into front matter
 * and body with unified + remark-frontmatter + yaml (discovery's `parseMdc`).
 * Front matter is parsed, never injected: only the body loads.
 *
 * Cursor writes unquoted globs (`globs: *.ts`), which strict YAML rejects (an
 * alias with no anchor); when YAML fails, each top-level `key: value` line is
 * read as a plain string instead, the way the agents read it. Never throws.
 *
 * @param text - the file's §4.1-normalised text
 */
export function splitRule(text: string): SplitRule {
  if (!text.startsWith('---')) return { data: {}, hasFrontMatter: false, body: text, lenient: false }
  let parsed
  try {
    parsed = parseMdc(text)
  } catch {
    return { data: {}, hasFrontMatter: false, body: text, lenient: false }
  }
  const first = parsed.tree.children[0]
  if (first?.type !== 'yaml' || parsed.rawFrontMatter === undefined)
    return { data: {}, hasFrontMatter: false, body: text, lenient: false }
  const end = first.position?.end.offset ?? 0
  const body = stripLeadingNewlines(text.slice(end))
  if (parsed.frontMatter !== undefined) return { data: parsed.frontMatter, hasFrontMatter: true, body, lenient: false }
  if (parsed.problems.length === 0) return { data: {}, hasFrontMatter: true, body, lenient: false }
  return { data: lenientFrontMatter(parsed.rawFrontMatter), hasFrontMatter: true, body, lenient: true }
}

function stripLeadingNewlines(text: string): string {
  let i = 0
  while (text[i] === '\n') i++
  return text.slice(i)
}

/** Top-level `key: value` lines as strings (`true`/`false` as booleans); other lines are ignored. */
function lenientFrontMatter(raw: string): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const line of raw.split('\n')) {
    const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line)
    if (!match) continue
    const key = match[1] as string
    let value = (match[2] as string).trim()
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))
      value = value.slice(1, -1)
    data[key] = value === 'true' ? true : value === 'false' ? false : value
  }
  return data
}
