/**
 * Median time of one scan of 500,000 characters, per preset and input, in a
 * plain loop (vitest bench prints means, not medians, and adds harness cost).
 * Run: `pnpm --filter @hermes/scanner bench:median` on an idle machine.
 */
import { createScanner } from '../src/index.js'
import { ordinaryMarkdown as hermesOrdinary } from './ordinary-markdown.js'
import { adversarialInputs, ordinaryMarkdown } from './recommended-inputs.js'

type Scanner = ReturnType<typeof createScanner>

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function measure(name: string, scanner: Scanner, text: string, runs: number): void {
  for (let i = 0; i < 5; i++) scanner.scan(text, { label: 'AGENTS.md' })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    scanner.scan(text, { label: 'AGENTS.md' })
    times.push(performance.now() - start)
  }
  console.log(`${name.padEnd(64)} median ${median(times).toFixed(1)} ms  min ${Math.min(...times).toFixed(1)} ms`)
}

const hermes = createScanner({ preset: 'hermes' })
const recommended = createScanner({ preset: 'recommended' })
measure('hermes: ordinary Markdown', hermes, hermesOrdinary(500_000), 50)
measure('recommended: ordinary Markdown', recommended, ordinaryMarkdown(), 25)
for (const [name, text] of Object.entries(adversarialInputs())) measure(`recommended: ${name}`, recommended, text, 10)
