/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction */
/**
 * Warm CPU time and peak memory of the default (`recommended`) preset, per
 * issue 7: ordinary Markdown of 500,000 characters (target ≤ 20 ms of CPU),
 * every adversarial family of the same length (target ≤ 5× ordinary), and
 * the peak resident memory of one scan against the process before it
 * (target ≤ 1.5×).
 *
 * CPU time is `process.cpuUsage()` around one scan (user + system, all
 * threads), the median of several warm runs: on a shared machine it moves
 * less than wall-clock time, but label the numbers "under load" anyway and
 * compare paired runs (before/after in the same session).
 *
 *   pnpm --filter @hermes/scanner bench:cpu                 (everything)
 *   pnpm --filter @hermes/scanner bench:cpu -- --filter cjk (families whose name contains "cjk")
 *   pnpm --filter @hermes/scanner bench:cpu -- --memory     (peak memory only, one fresh process per input)
 *
 * Families: the `recommended` inputs of bench/recommended-inputs.ts, the
 * families of bench/adversarial.ts built from every `hermes` rule's words,
 * the `recommended` lexicon's own words, many small HTML comments, and a
 * text holding every code point.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createScanner } from '../src/index.js'
import { CONCEPTS, LEXICON } from '../src/recommended/text/lexicon.js'
import { adversarialFamilies } from './adversarial.js'
import { ADVERSARIAL, SIZE, fill, ordinaryMarkdown } from './recommended-inputs.js'

/** Every code point but the surrogates, in order, from `from` on, as `size` UTF-16 units. */
export function everyCodePoint(size: number, from = 0): string {
  const parts: string[] = []
  let length = 0
  for (let cp = from; length < size; cp = cp >= 0x10ffff ? 0 : cp + 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue
    const ch = String.fromCodePoint(cp)
    parts.push(ch)
    length += ch.length
  }
  return parts.join('').slice(0, size)
}

/** Every adversarial input builder by family name. */
export function cpuFamilies(): Record<string, (size: number) => string> {
  const out: Record<string, (size: number) => string> = {}
  for (const [name, build] of Object.entries(ADVERSARIAL)) out[`recommended/${name}`] = build
  for (const family of adversarialFamilies()) out[`hermes-words/${family.name}`] = (n) => family.build(n)
  const words = CONCEPTS.flatMap((concept) => LEXICON[concept].map((entry) => entry.replace(/\*$/, '')))
  out['lexicon: every word, spaced'] = (n) => fill(words.join(' ') + ' ', n)
  out['lexicon: every word, one per line'] = (n) => fill(words.join('\n') + '\n', n)
  out['lexicon: every word, glued'] = (n) => fill(words.join(''), n)
  out['html: many small comments'] = (n) => fill('<!-- a -->\n', n)
  out['html: many small comments, one line'] = (n) => fill('<!--a-->', n)
  out['markdown: a flood of ['] = (n) => fill('[', n)
  out['markdown: a flood of !['] = (n) => fill('![', n)
  out['markdown: a flood of [a]('] = (n) => fill('[a](', n)
  out['markdown: links with titles, unclosed'] = (n) => fill('[a](u "t" ', n)
  out['token patterns: one line of matches'] = (n) => fill('ignore previous instructions and ', n)
  out['unicode: every code point'] = (n) => everyCodePoint(n)
  out['unicode: every code point from U+10000'] = (n) => everyCodePoint(n, 0x10000)
  return out
}

const { values } = parseArgs({
  options: {
    filter: { type: 'string', default: '' },
    exclude: { type: 'string', default: '\u0000' },
    memory: { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    child: { type: 'string' },
  },
})

const scanner = createScanner({ preset: 'recommended' })
// Flat one-byte or two-byte strings, as a decoded file would be.
const flat = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

function cpuMs(text: string, runs: number): number {
  for (let i = 0; i < 3; i++) scanner.scan(text, { label: 'AGENTS.md' })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage()
    scanner.scan(text, { label: 'AGENTS.md' })
    const used = process.cpuUsage(before)
    times.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

if (values.child !== undefined) {
  // One fresh process per input: resident memory before the first scan, and the peak during it.
  const name = values.child
  const build = name === 'ordinary Markdown' ? ordinaryMarkdown : cpuFamilies()[name]
  if (!build) throw new Error(`unknown family ${name}`)
  const text = flat(build(SIZE))
  scanner.scan('warm-up: a short text loads every module', { label: 'AGENTS.md' })
  const before = process.memoryUsage().rss
  scanner.scan(text, { label: 'AGENTS.md' })
  const peak = process.resourceUsage().maxRSS * 1024
  console.log(JSON.stringify({ before, peak }))
} else {
  const runs = Number(values.runs)
  const names = [
    'ordinary Markdown',
    ...Object.keys(cpuFamilies()).filter((name) => name.includes(values.filter) && !name.includes(values.exclude)),
  ]
  if (values.memory) {
    const script = fileURLToPath(import.meta.url)
    for (const name of names) {
      const output = execFileSync(process.execPath, [...process.execArgv, script, '--child', name], {
        encoding: 'utf8',
      })
      const { before, peak } = JSON.parse(output) as { before: number; peak: number }
      const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0).padStart(4)
      console.log(`${name.padEnd(72)} before ${mb(before)} MB  peak ${mb(peak)} MB  ×${(peak / before).toFixed(2)}`)
    }
  } else {
    const families = cpuFamilies()
    const ordinary = cpuMs(flat(ordinaryMarkdown(SIZE)), runs)
    console.log(`${'ordinary Markdown'.padEnd(72)} ${ordinary.toFixed(1).padStart(6)} ms CPU (median of ${runs})`)
    let worst = { name: '', ratio: 0 }
    for (const name of names.slice(1)) {
      const ms = cpuMs(flat(families[name]!(SIZE)), runs)
      const ratio = ms / ordinary
      if (ratio > worst.ratio) worst = { name, ratio }
      console.log(
        `${name.padEnd(72)} ${ms.toFixed(1).padStart(6)} ms  ×${ratio.toFixed(2)}${ratio > 5 ? '  OVER 5×' : ''}`,
      )
    }
    console.log(`worst: ${worst.name} ×${worst.ratio.toFixed(2)}`)
  }
}
