/**
 * `pnpm --filter @hermes/scanner eval`: score the `hermes` and `recommended`
 * presets on the labelled scanner cases and print Markdown tables (overall,
 * per attack family, per benign family), then the attacks `recommended`
 * misses and the benign files it blocks or warns on.
 */
import { loadCases, scoreCases, totals, type CaseResult } from './dev-set.js'

const cases = loadCases()
const presets = ['hermes', 'recommended'] as const
const results = Object.fromEntries(presets.map((p) => [p, scoreCases(cases, p)])) as Record<
  (typeof presets)[number],
  CaseResult[]
>
const pct = (a: number, b: number) => (b === 0 ? '—' : `${Math.round((100 * a) / b)} %`)

const lines: string[] = []
lines.push(
  '| preset | attacks blocked | primary category found | blocked with primary | benign blocked | benign warned |',
)
lines.push('| --- | --- | --- | --- | --- | --- |')
for (const p of presets) {
  const t = totals(results[p])
  lines.push(
    `| \`${p}\` | ${t.attacksBlocked}/${t.attacks} (${pct(t.attacksBlocked, t.attacks)}) | ${t.primaryFound}/${t.attacks} | ${t.blockedWithPrimary}/${t.attacks} (${pct(t.blockedWithPrimary, t.attacks)}) | ${t.benignBlocked}/${t.benign} | ${t.benignWarned}/${t.benign} |`,
  )
}
const families = (label: 'attack' | 'benign') => [
  ...new Set(cases.filter((c) => c.label === label).map((c) => c.family)),
]
lines.push(
  '',
  '| attack family | files | `hermes` blocked | `recommended` blocked | `recommended` blocked with primary |',
  '| --- | --- | --- | --- | --- |',
)
for (const family of families('attack')) {
  const of = (p: (typeof presets)[number]) =>
    results[p].filter((r) => r.case.family === family && r.case.label === 'attack')
  const h = of('hermes')
  const r = of('recommended')
  lines.push(
    `| \`${family}\` | ${r.length} | ${h.filter((x) => x.verdict === 'block').length} | ${r.filter((x) => x.verdict === 'block').length} | ${r.filter((x) => x.verdict === 'block' && x.primaryFound).length} |`,
  )
}
lines.push(
  '',
  '| benign family | files | `hermes` blocked | `recommended` blocked | `recommended` warned |',
  '| --- | --- | --- | --- | --- |',
)
for (const family of families('benign')) {
  const of = (p: (typeof presets)[number]) =>
    results[p].filter((r) => r.case.family === family && r.case.label === 'benign')
  const h = of('hermes')
  const r = of('recommended')
  lines.push(
    `| \`${family}\` | ${r.length} | ${h.filter((x) => x.verdict === 'block').length} | ${r.filter((x) => x.verdict === 'block').length} | ${r.filter((x) => x.verdict === 'warn').length} |`,
  )
}
const rec = results.recommended
const missed = rec.filter((r) => r.case.label === 'attack' && (r.verdict !== 'block' || !r.primaryFound))
const benignFlagged = rec.filter((r) => r.case.label === 'benign' && r.verdict !== 'pass')
lines.push(
  '',
  `Attacks not blocked with their primary category by \`recommended\`: ${missed.length === 0 ? 'none' : ''}`,
)
for (const r of missed)
  lines.push(
    `- ${r.case.file} — ${r.verdict}; expected ${r.case.expected[0]}; found ${r.categories.join(', ') || 'nothing'}`,
  )
lines.push('', `Benign files with \`recommended\` findings: ${benignFlagged.length === 0 ? 'none' : ''}`)
for (const r of benignFlagged) lines.push(`- ${r.case.file} — ${r.verdict}: ${r.ids.join(', ')}`)
console.log(lines.join('\n'))
