import { createScanner } from './src/index.js'
import { readFileSync } from 'node:fs'
const root = process.argv[2]!
const preset = process.argv[3] ?? 'recommended'
const s = createScanner({ preset })
const rows = readFileSync(`${root}/MANIFEST.tsv`, 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split('\t'))
const tally: Record<string, number> = {}
const misses: string[] = []
for (const r of rows) {
  const file = r[0]!
  const label = r[1]!
  const kind = label === 'legit' ? 'legit' : 'attack'
  const r2 = s.scan(readFileSync(`${root}/${file}`, 'utf8'), { label: file.split('/').pop()! })
  const v = r2.verdict
  tally[`${kind}:${v}`] = (tally[`${kind}:${v}`] ?? 0) + 1
  if ((kind === 'attack' && v !== 'block') || (kind === 'legit' && v !== 'pass'))
    misses.push(`${kind} ${v} ${file} ${r2.findings.map((f) => f.severity + ':' + f.ruleId).join(',')}`)
}
console.log(preset, JSON.stringify(tally))
for (const m of misses) console.log(m)
