import { bench, describe } from 'vitest'
import { createScanner } from '../src/index.js'
import { adversarialFamilies } from './adversarial.js'
import { ordinaryMarkdown } from './ordinary-markdown.js'

// `hermes` preset, every adversarial family of bench/adversarial.ts at
// 500,000 characters, each group next to ordinary Markdown of the same length
// (measured in the same run, so load drift shows). Target: ordinary ≤ ~4.5 ms
// median; no family over 5× ordinary (ideally ≤ 2×).
//
//   pnpm exec vitest bench --run --project @hermes/scanner bench/adversarial.bench.ts
//   HERMES_BENCH_FILTER=deception_hide pnpm exec vitest bench --run …   (one rule)
const SIZE = 500_000
const scanner = createScanner({ preset: 'hermes' })
// Flat one-byte strings, as a decoded file would be.
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8')
const ordinary = flat(ordinaryMarkdown(SIZE))
const options = { time: 150, iterations: 5, warmupIterations: 2, warmupTime: 20 }
const filter = process.env.HERMES_BENCH_FILTER ?? ''

// Build inputs lazily (first call, during warm-up) and keep only the current one.
let current: { name: string; text: string } | undefined
const inputOf = (name: string, build: () => string) => {
  if (current?.name !== name) current = { name, text: flat(build()) }
  return current.text
}

const byRule = new Map<string, ReturnType<typeof adversarialFamilies>>()
for (const family of adversarialFamilies())
  if (family.name.includes(filter)) byRule.set(family.rule, [...(byRule.get(family.rule) ?? []), family])

for (const [rule, families] of byRule)
  describe(`hermes preset, ${rule}, 500,000 chars`, () => {
    bench(
      'ordinary Markdown',
      () => {
        scanner.scan(ordinary, { label: 'AGENTS.md' })
      },
      options,
    )
    for (const family of families)
      bench(
        family.name,
        () => {
          scanner.scan(
            inputOf(family.name, () => family.build(SIZE)),
            { label: 'AGENTS.md' },
          )
        },
        options,
      )
  })
