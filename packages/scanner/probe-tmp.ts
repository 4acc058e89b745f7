import { createScanner } from './src/index.js'
import { readFileSync } from 'node:fs'
const s = createScanner({ preset: 'recommended' })
const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.trim())
for (const l of lines) {
  const text = `# AGENTS.md\n\nThis is a TypeScript monorepo (pnpm, vitest).\n\n## Workflow\n\n- Run \`pnpm test\` before every commit.\n- ${l}\n- Keep pull requests small.\n`
  const r = s.scan(text, { label: 'AGENTS.md' })
  console.log(r.verdict.padEnd(5), l.slice(0, 110), r.findings.map((f) => `${f.severity}:${f.ruleId}`).join(','))
}
