import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { hermesRules } from '../src/rules/hermes/all.js'

// The README's rule list and examples are generated from the rules' own
// `examples` — the cases test/rules.test.ts runs — so docs and tests agree.
// Regenerate with `UPDATE_README=1 pnpm exec vitest run --project @hermes/scanner test/readme.test.ts`.
const README = new URL('../README.md', import.meta.url)
const START = "<!-- hermes-rules:start (generated from the rules' examples; do not edit) -->"
const END = '<!-- hermes-rules:end -->'

const code = (text: string) => `\`${JSON.stringify(text).slice(1, -1).replaceAll('`', '\\`').replaceAll('|', '\\|')}\``

function render(): string {
  const lines = ['| rule | finding id | category | what it matches |', '| --- | --- | --- | --- |']
  const findingId = (rule: (typeof hermesRules)[number]) =>
    rule.meta.findingId === 'invisible_unicode' ? 'invisible_unicode_U+XXXX' : (rule.meta.findingId ?? rule.id)
  for (const rule of hermesRules)
    lines.push(`| \`${rule.id}\` | \`${findingId(rule)}\` | \`${rule.meta.category}\` | ${rule.meta.description} |`)
  for (const rule of hermesRules) {
    lines.push('', `#### \`${rule.id}\``, '', `Finding id: \`${findingId(rule)}\`. ${rule.meta.description}`)
    if (rule.pattern) lines.push('', `Pattern (§6): ${code(rule.pattern)}`)
    lines.push('', 'Blocked:', '')
    for (const example of rule.examples.invalid) {
      const facts = [
        example.ids ? `ids ${example.ids.map((id) => `\`${id}\``).join(', ')}` : undefined,
        example.line !== undefined ? `at ${example.line}:${example.column ?? 1}` : undefined,
      ].filter(Boolean)
      lines.push(`- ${code(example.text)}${facts.length > 0 ? ` → ${facts.join(', ')}` : ''}`)
    }
    lines.push('', 'Not blocked:', '')
    for (const example of rule.examples.valid)
      lines.push(`- ${code(typeof example === 'string' ? example : example.text)}`)
  }
  return `${START}\n\n${lines.join('\n')}\n\n${END}`
}

describe('README', () => {
  it('lists every hermes rule with exactly the examples its tests run', async () => {
    const readme = readFileSync(README, 'utf8')
    const start = readme.indexOf(START)
    const end = readme.indexOf(END)
    expect(start).toBeGreaterThan(0)
    const path = fileURLToPath(README)
    const expected = await format(`${readme.slice(0, start)}${render()}${readme.slice(end + END.length)}`, {
      ...(await resolveConfig(path)),
      filepath: path,
    })
    if (process.env.UPDATE_README === '1') writeFileSync(README, expected)
    expect(readme).toBe(expected)
  })
})
