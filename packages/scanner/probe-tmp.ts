import { readFileSync } from 'node:fs'
import { createScanner } from './src/index.js'
const s = createScanner()
const texts = readFileSync(process.argv[2], 'utf8').split('\n---\n')
for (const t of texts) {
  const r = s.scan(t, { label: 'AGENTS.md' })
  const f = r.findings.map((x: any) => `${x.ruleId}:${x.severity}`).join(',')
  console.log(`${r.verdict.padEnd(7)} ${f.slice(0, 90).padEnd(40)} | ${t.replace(/\n/g, '⏎').slice(0, 110)}`)
}
