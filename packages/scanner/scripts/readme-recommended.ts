/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays and regex groups are in range by construction */
/**
 * The `## Preset recommended` section of the README: the rule list and each
 * rule's examples are generated from the rules' own data (the same examples
 * their tests run). `node --conditions=@hermes/source --import tsx
 * scripts/readme-recommended.ts --write` rewrites the section (rule list and,
 * with the dev set present, the evaluation table); the test
 * `test/recommended/readme.test.ts` fails when the rule list is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { recommendedRules } from '../src/recommended/index.js'

export const README = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md')
export const RULES_START = '<!-- recommended-rules:start -->'
export const RULES_END = '<!-- recommended-rules:end -->'
export const EVAL_START = '<!-- recommended-eval:start -->'
export const EVAL_END = '<!-- recommended-eval:end -->'

/* eslint-disable no-control-regex, no-misleading-character-class -- escapes control and invisible code points one by one */
const show = (text: string) =>
  '`` ' +
  text
    .replace(/\n/g, '⏎')
    .replace(
      /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]|[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu,
      (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`,
    ) +
  ' ``'
/* eslint-enable no-control-regex, no-misleading-character-class */

/** The generated rule list (Markdown). */
export function renderRules(): string {
  const out: string[] = ['| id | category | severity | technique |', '| --- | --- | --- | --- |']
  for (const rule of recommendedRules)
    out.push(
      `| \`${rule.id}\` | \`${rule.meta.category}\` | \`${rule.meta.severity}\` | ${rule.technique.replace(/\|/g, '\\|')} |`,
    )
  for (const rule of recommendedRules) {
    out.push('', `#### \`${rule.id}\``, '', `${rule.meta.description}.`, '')
    const list = (title: string, items: readonly string[]) => {
      if (items.length === 0) return
      out.push(`${title}:`, '', ...items.map((t) => `- ${show(t)}`), '')
    }
    list('Blocked', rule.examples.block)
    list('Warning only', rule.examples.warn)
    list('Not reported', rule.examples.pass)
    if (out[out.length - 1] === '') out.pop()
  }
  return out.join('\n')
}

/** Replace the text between `start` and `end` markers. */
export function replaceBetween(text: string, start: string, end: string, body: string): string {
  const a = text.indexOf(start)
  const b = text.indexOf(end)
  if (a < 0 || b < a) throw new Error(`markers ${start} … ${end} not found in README`)
  return text.slice(0, a + start.length) + '\n\n' + body + '\n\n' + text.slice(b)
}

if (process.argv.includes('--write')) {
  let readme = readFileSync(README, 'utf8')
  readme = replaceBetween(readme, RULES_START, RULES_END, renderRules())
  if (process.argv.includes('--eval')) {
    const { execFileSync } = await import('node:child_process')
    const table = execFileSync(
      process.execPath,
      [
        '--conditions=@hermes/source',
        '--import',
        'tsx',
        join(dirname(fileURLToPath(import.meta.url)), 'eval.ts'),
        '--shared-only',
      ],
      { encoding: 'utf8' },
    )
    readme = replaceBetween(readme, EVAL_START, EVAL_END, table.trim())
  }
  const { format, resolveConfig } = await import('prettier')
  writeFileSync(README, await format(readme, { ...(await resolveConfig(README)), filepath: README }))
}
