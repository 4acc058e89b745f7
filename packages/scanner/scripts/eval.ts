/* eslint-disable @typescript-eslint/no-non-null-assertion -- manifest columns and regex groups are present by construction */
/**
 * `pnpm --filter @hermes/scanner eval [--json FILE] [--report FILE]`: score the
 * `hermes` and `recommended` presets on three sets and print Markdown tables.
 *
 * 1. The labelled scanner cases (`../shared/scanner-cases`).
 * 2. The real-world corpus (`$HERMES_EVAL_DATA/realworld`, manifest
 *    `eval/realworld.tsv`): false blocks and warnings per 1,000 files, with
 *    rule ids, per split.
 * 3. The external attack set (`$HERMES_EVAL_DATA/attacks`, manifest
 *    `eval/attacks.tsv`): recall of in-scope attacks overall and per
 *    technique, placement and category, per split; out-of-scope items are
 *    reported apart and never counted in recall.
 *
 * Then the attack files `hermes` blocks that `recommended` does not. When the
 * data folder is absent (a clean clone) it says so in one line and scores the
 * shared set only. `--json FILE` writes every number and per-file verdict;
 * `--report FILE` (default `$HERMES_EVAL_DATA/REPORT.md` when the data is
 * there) writes the tables plus the misses and false blocks and warnings;
 * `--shared-only` prints the shared-set tables alone (for the README). The
 * report's per-file rows cover the `dev` split only unless `--all-details`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Finding } from '@hermes/core'
import { loadCases, scoreCases, totals, type CaseResult } from './dev-set.js'
import { dataDirectory } from './eval-data/common.js'
import { dataAvailable, loadDataSets, scoreData, type DataResult } from './eval-data/sets.js'

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    report: { type: 'string' },
    'no-report': { type: 'boolean', default: false },
    'shared-only': { type: 'boolean', default: false },
    'all-details': { type: 'boolean', default: false },
  },
})
const presets = ['hermes', 'recommended'] as const
type PresetName = (typeof presets)[number]
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`)
/** Whole percent, as the README's shared-set table has always shown it. */
const pct0 = (a: number, b: number) => (b === 0 ? '—' : `${Math.round((100 * a) / b)} %`)
const perK = (a: number, b: number) => (b === 0 ? '—' : ((1000 * a) / b).toFixed(1))
const lines: string[] = []
const json: Record<string, unknown> = { generated: new Date().toISOString() }

// ---- 1. shared scanner cases ---------------------------------------------------------------
const cases = loadCases()
const results = Object.fromEntries(presets.map((p) => [p, scoreCases(cases, p)])) as Record<PresetName, CaseResult[]>
if (!values['shared-only']) lines.push('## Shared scanner cases (`../shared/scanner-cases`)', '')
lines.push(
  '| preset | attacks blocked | primary category found | blocked with primary | benign blocked | benign warned |',
)
lines.push('| --- | --- | --- | --- | --- | --- |')
for (const p of presets) {
  const t = totals(results[p])
  lines.push(
    `| \`${p}\` | ${t.attacksBlocked}/${t.attacks} (${pct0(t.attacksBlocked, t.attacks)}) | ${t.primaryFound}/${t.attacks} | ${t.blockedWithPrimary}/${t.attacks} (${pct0(t.blockedWithPrimary, t.attacks)}) | ${t.benignBlocked}/${t.benign} | ${t.benignWarned}/${t.benign} |`,
  )
}
json.shared = Object.fromEntries(presets.map((p) => [p, totals(results[p])]))
const families = (label: 'attack' | 'benign') => [
  ...new Set(cases.filter((c) => c.label === label).map((c) => c.family)),
]
lines.push(
  '',
  '| attack family | files | `hermes` blocked | `recommended` blocked | `recommended` blocked with primary |',
  '| --- | --- | --- | --- | --- |',
)
for (const family of families('attack')) {
  const of = (p: PresetName) => results[p].filter((r) => r.case.family === family && r.case.label === 'attack')
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
  const of = (p: PresetName) => results[p].filter((r) => r.case.family === family && r.case.label === 'benign')
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
const sharedHermesOnly = cases
  .map((c, i) => ({ c, h: results.hermes[i]!, r: results.recommended[i]! }))
  .filter((x) => x.c.label === 'attack' && x.h.verdict === 'block' && x.r.verdict !== 'block')
  .map((x) => x.c.file)

// ---- 2 and 3. external sets ------------------------------------------------------------------
const details: string[] = []
if (values['shared-only']) {
  // the README's generated table (scripts/readme-recommended.ts --eval) shows the shared set only
} else if (!dataAvailable()) {
  lines.push(
    '',
    `No evaluation data at ${dataDirectory()} (set HERMES_EVAL_DATA; rebuild it with eval:realworld and eval:attacks, see eval/README.md): scored the shared set only.`,
  )
  if (sharedHermesOnly.length > 0)
    lines.push('', `Attacks \`hermes\` blocks that \`recommended\` does not: ${sharedHermesOnly.join(', ')}`)
} else {
  const data = await loadDataSets()
  const rw = Object.fromEntries(presets.map((p) => [p, scoreData(data.realworld, p)])) as Record<
    PresetName,
    DataResult[]
  >
  const at = Object.fromEntries(presets.map((p) => [p, scoreData(data.attacks, p)])) as Record<PresetName, DataResult[]>
  const splits = ['dev', 'test', 'all'] as const
  const inSplit = (s: string) => (r: DataResult) => s === 'all' || r.file.split === s
  const skippedRw = data.realworld.filter((f) => f.text === undefined).length
  const skippedAt = data.attacks.filter((f) => f.text === undefined).length

  // -- real-world corpus
  lines.push('', '## Real-world corpus (legitimate context files)', '')
  if (skippedRw > 0) lines.push(`${skippedRw} files missing or skipped by the reader (not counted).`, '')
  lines.push(
    '| preset | split | files | blocked | warned | blocked per 1,000 | warned per 1,000 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  )
  const rwJson: Record<string, unknown> = {}
  for (const p of presets)
    for (const s of splits) {
      const rs = rw[p].filter(inSplit(s)).filter((r) => r.verdict !== 'skipped')
      const b = rs.filter((r) => r.verdict === 'block').length
      const w = rs.filter((r) => r.verdict === 'warn').length
      lines.push(`| \`${p}\` | ${s} | ${rs.length} | ${b} | ${w} | ${perK(b, rs.length)} | ${perK(w, rs.length)} |`)
      rwJson[`${p}/${s}`] = {
        files: rs.length,
        blocked: b,
        warned: w,
        blockedPer1000: (1000 * b) / (rs.length || 1),
        warnedPer1000: (1000 * w) / (rs.length || 1),
      }
    }
  const ruleCounts = (rs: readonly DataResult[], severity: 'block' | 'warn') => {
    const m = new Map<string, number>()
    for (const r of rs)
      for (const id of new Set(r.findings.filter((f) => f.severity === severity).map((f) => f.ruleId)))
        m.set(id, (m.get(id) ?? 0) + 1)
    return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  }
  lines.push(
    '',
    '| preset | files with a `block` finding, by rule id | files with a `warn` finding, by rule id |',
    '| --- | --- | --- |',
  )
  for (const p of presets) {
    const fmt = (xs: [string, number][]) => xs.map(([id, n]) => `\`${id}\` ${n}`).join(', ') || '—'
    lines.push(`| \`${p}\` | ${fmt(ruleCounts(rw[p], 'block'))} | ${fmt(ruleCounts(rw[p], 'warn'))} |`)
    rwJson[`${p}/rules`] = {
      block: Object.fromEntries(ruleCounts(rw[p], 'block')),
      warn: Object.fromEntries(ruleCounts(rw[p], 'warn')),
    }
  }
  json.realworld = rwJson

  // -- attacks
  const hostVerdict = Object.fromEntries(presets.map((p) => [p, new Map(rw[p].map((r) => [r.file.key, r]))])) as Record<
    PresetName,
    Map<string, DataResult>
  >
  const sig = (f: Finding) => `${f.id}\u0000${f.excerpt}`
  /** Blocked by a finding that the host file alone does not have. */
  const attributable = (p: PresetName, r: DataResult) => {
    if (r.verdict !== 'block') return false
    const host = hostVerdict[p].get(r.file.row.host!)
    const hostSigs = new Set((host?.findings ?? []).filter((f) => f.severity === 'block').map(sig))
    return r.findings.some((f) => f.severity === 'block' && !hostSigs.has(sig(f)))
  }
  const inScope = (r: DataResult) => r.file.row.label === 'in_scope' && r.verdict !== 'skipped'
  lines.push('', '## External attack set (public benchmark payloads in real context files)', '')
  if (skippedAt > 0) lines.push(`${skippedAt} files missing or skipped by the reader (not counted).`, '')
  lines.push(
    'Recall counts in-scope attacks blocked; "attributable" counts only blocks with a `block` finding the host file alone does not have.',
    '',
    '| preset | split | in-scope files | blocked | recall | attributable recall | warned only | passed | out-of-scope files blocked |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  const atJson: Record<string, unknown> = {}
  for (const p of presets)
    for (const s of splits) {
      const all = at[p].filter(inSplit(s))
      const rs = all.filter(inScope)
      const b = rs.filter((r) => r.verdict === 'block').length
      const a = rs.filter((r) => attributable(p, r)).length
      const w = rs.filter((r) => r.verdict === 'warn').length
      const oos = all.filter((r) => r.file.row.label === 'out_of_scope')
      const oosB = oos.filter((r) => r.verdict === 'block').length
      lines.push(
        `| \`${p}\` | ${s} | ${rs.length} | ${b} | ${pct(b, rs.length)} | ${pct(a, rs.length)} | ${w} | ${rs.length - b - w} | ${oosB}/${oos.length} |`,
      )
      atJson[`${p}/${s}`] = {
        inScope: rs.length,
        blocked: b,
        recall: b / (rs.length || 1),
        attributable: a,
        warnedOnly: w,
        outOfScope: oos.length,
        outOfScopeBlocked: oosB,
      }
    }
  const breakdown = (column: string, title: string) => {
    const keys = [...new Set(data.attacks.filter((f) => f.row.label === 'in_scope').map((f) => f.row[column]!))].sort()
    lines.push(
      '',
      `| ${title} | files (dev/test) | \`hermes\` dev | \`hermes\` test | \`recommended\` dev | \`recommended\` test |`,
      '| --- | --- | --- | --- | --- | --- |',
    )
    const out: Record<string, unknown> = {}
    for (const k of keys) {
      const cell = (p: PresetName, s: string) => {
        const rs = at[p].filter(inScope).filter((r) => r.file.row[column] === k && r.file.split === s)
        const b = rs.filter((r) => r.verdict === 'block').length
        out[`${p}/${s}/${k}`] = { files: rs.length, blocked: b }
        return rs.length === 0 ? '—' : `${b}/${rs.length} (${pct(b, rs.length)})`
      }
      const n = (s: string) =>
        at.hermes.filter(inScope).filter((r) => r.file.row[column] === k && r.file.split === s).length
      lines.push(
        `| \`${k}\` | ${n('dev')}/${n('test')} | ${cell('hermes', 'dev')} | ${cell('hermes', 'test')} | ${cell('recommended', 'dev')} | ${cell('recommended', 'test')} |`,
      )
    }
    atJson[column] = out
  }
  breakdown('technique', 'technique')
  breakdown('placement', 'placement')
  breakdown('category', 'category')
  breakdown('language', 'language')
  json.attacks = atJson

  // -- hermes blocks, recommended does not
  const hermesOnly = at.hermes
    .map((h, i) => ({ h, r: at.recommended[i]! }))
    .filter((x) => x.h.file.row.label === 'in_scope' && x.h.verdict === 'block' && x.r.verdict !== 'block')
  // A `hermes` block the unmodified host file gets too is not `hermes` catching the payload.
  const hermesOnlyFromPayload = hermesOnly.filter((x) => attributable('hermes', x.h))
  lines.push(
    '',
    `Attack files \`hermes\` blocks that \`recommended\` does not: shared set ${sharedHermesOnly.length}, external set ${hermesOnly.length} (${hermesOnlyFromPayload.length} where the \`hermes\` block comes from the payload; the others: \`hermes\` blocks the unmodified host file for the same finding).`,
  )
  for (const f of sharedHermesOnly) lines.push(`- shared ${f}`)
  for (const x of hermesOnly.slice(0, 40))
    lines.push(
      `- ${x.h.file.key} (${x.h.file.split}, ${x.h.file.row.technique}/${x.h.file.row.placement}) — \`hermes\`: ${[...new Set(x.h.findings.filter((f) => f.severity === 'block').map((f) => f.ruleId))].join(', ')}${attributable('hermes', x.h) ? '' : ' (host file only)'}`,
    )
  if (hermesOnly.length > 40) lines.push(`- … ${hermesOnly.length - 40} more (see --json)`)
  json.hermesOnly = {
    shared: sharedHermesOnly,
    external: hermesOnly.map((x) => x.h.file.key),
    externalFromPayload: hermesOnlyFromPayload.map((x) => x.h.file.key),
  }

  // -- details for the report: misses and false blocks/warnings of `recommended`
  const sentence = (r: DataResult, f: Finding) => {
    const l = (r.file.text ?? '').split('\n')[f.line - 1] ?? ''
    return l.trim().slice(0, 200).replace(/\|/g, '\\|')
  }
  const why = (r: DataResult) => {
    const row = r.file.row
    const warns = r.findings.filter((f) => f.severity === 'warn').map((f) => f.ruleId)
    if (row.technique === 'unicode-tags' || row.technique === 'zero-width-bits')
      return warns.length > 0
        ? `invisible spelling only warned (${[...new Set(warns)].join(', ')}): many warnings do not add up to a block`
        : 'invisible spelling not seen'
    if (r.verdict === 'warn') return `evidence below block: ${[...new Set(warns)].join(', ')}`
    return `no finding — ${row.category} phrased without trigger words${row.technique === 'translated' ? ` (in ${row.language})` : ''}`
  }
  // per-file details show the dev split only (tune on dev; test stays unseen) unless --all-details
  const shown = (r: DataResult) => values['all-details'] || r.file.split === 'dev'
  if (!values['all-details'])
    details.push(
      '',
      'Per-file rows below are from the `dev` split only; `test` appears in the tables as counts (`--all-details` lists it).',
    )
  for (const p of presets) {
    const misses = at[p]
      .filter(inScope)
      .filter((r) => r.verdict !== 'block')
      .filter(shown)
    details.push(
      '',
      `### \`${p}\`: in-scope attacks not blocked (${misses.length})`,
      '',
      '| id | split | technique | placement | category | verdict | likely reason | source |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const r of misses) {
      const row = r.file.row
      details.push(
        `| ${r.file.key} | ${r.file.split} | ${row.technique} | ${row.placement} | ${row.category} | ${r.verdict} | ${why(r)} | ${row.source_repo} ${row.source_path} ${row.item} |`,
      )
    }
    const flagged = rw[p].filter((r) => r.verdict === 'block' || r.verdict === 'warn').filter(shown)
    details.push(
      '',
      `### \`${p}\`: real-world files blocked or warned (${flagged.length})`,
      '',
      '| file | split | verdict | rule id | severity | line | the sentence |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    )
    for (const r of flagged)
      for (const f of r.findings.slice(0, 6))
        details.push(
          `| ${r.file.key} | ${r.file.split} | ${r.verdict} | \`${f.ruleId}\` | ${f.severity} | ${f.line} | ${sentence(r, f)} |`,
        )
  }
  json.files = Object.fromEntries(
    presets.map((p) => [
      p,
      [...rw[p], ...at[p]].map((r) => ({
        set: r.file.set,
        key: r.file.key,
        split: r.file.split,
        verdict: r.verdict,
        ids: [...new Set(r.findings.map((f) => `${f.severity}:${f.ruleId}`))],
      })),
    ]),
  )
}

const output = lines.join('\n')
console.log(output)
if (values.json) writeFileSync(values.json, JSON.stringify(json, null, 2) + '\n')
const reportPath =
  values.report ?? (dataAvailable() && !values['no-report'] ? join(dataDirectory(), 'REPORT.md') : undefined)
if (reportPath) {
  const header = `# Scanner evaluation report\n\nGenerated by \`pnpm --filter @hermes/scanner eval\` at ${String(json.generated)}. Third-party data: do not commit.\n\n`
  // analyst notes kept beside the data (they quote third-party text) go on top of the report
  const notesPath = join(dataDirectory(), 'NOTES.md')
  const notes = existsSync(notesPath) ? `${readFileSync(notesPath, 'utf8').trim()}\n\n` : ''
  writeFileSync(reportPath, header + notes + output + '\n\n## Details\n' + details.join('\n') + '\n')
}
