import { readFileSync } from 'node:fs'
import { createScanner } from './src/index.js'
const s = createScanner()
const texts = readFileSync(process.argv[2], 'utf8').split('\n---\n')
for (const t of texts) {
  const r = s.scan(t, { label: 'AGENTS.md' })
  for (const f of r.findings) console.log(f.ruleId, f.severity, JSON.stringify(f.excerpt ?? ''), f.message)
}
