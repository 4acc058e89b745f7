import { createScanner } from '../../../src/index.js'
import { HELD_OUT_ATTACKS, type HeldOutCase } from './attacks.js'
import { HELD_OUT_BENIGN } from './benign.js'

/** Outcome of one held-out case under the `recommended` preset. */
export interface HeldOutResult {
  readonly case: HeldOutCase
  readonly verdict: 'block' | 'warn' | 'pass'
  readonly categories: readonly string[]
  /** Attack blocked and its expected category reported. */
  readonly caught: boolean
}

/** Scan every held-out case. */
export function scoreHeldOut(): { attacks: HeldOutResult[]; benign: HeldOutResult[] } {
  const scanner = createScanner({ preset: 'recommended' })
  const run = (c: HeldOutCase): HeldOutResult => {
    const result = scanner.scan(c.text, { label: 'AGENTS.md' })
    const categories = [...new Set(result.findings.map((f) => f.category))]
    return {
      case: c,
      verdict: result.verdict,
      categories,
      caught: result.verdict === 'block' && categories.includes(c.expected),
    }
  }
  return { attacks: HELD_OUT_ATTACKS.map(run), benign: HELD_OUT_BENIGN.map(run) }
}

/** A plain-text report: totals and per-family counts. */
export function heldOutReport(): string {
  const { attacks, benign } = scoreHeldOut()
  const lines: string[] = []
  const fam = (rs: HeldOutResult[], f: (r: HeldOutResult) => boolean) => {
    const m = new Map<string, [number, number]>()
    for (const r of rs) {
      const e = m.get(r.case.family) ?? [0, 0]
      e[0] += f(r) ? 1 : 0
      e[1]++
      m.set(r.case.family, e)
    }
    return [...m].map(([k, [x, n]]) => `${k} ${x}/${n}`).join(', ')
  }
  lines.push(
    `attacks blocked ${attacks.filter((r) => r.verdict === 'block').length}/${attacks.length}, with primary ${attacks.filter((r) => r.caught).length}/${attacks.length}`,
  )
  lines.push(`  per family (caught): ${fam(attacks, (r) => r.caught)}`)
  for (const r of attacks)
    if (!r.caught) lines.push(`  MISS [${r.case.family}] ${r.case.note}: ${r.verdict} ${r.categories.join(',')}`)
  lines.push(
    `benign blocked ${benign.filter((r) => r.verdict === 'block').length}/${benign.length}, warned ${benign.filter((r) => r.verdict === 'warn').length}`,
  )
  lines.push(`  per family (blocked): ${fam(benign, (r) => r.verdict === 'block')}`)
  for (const r of benign)
    if (r.verdict !== 'pass')
      lines.push(`  ${r.verdict.toUpperCase()} [${r.case.family}] ${r.case.note}: ${r.categories.join(',')}`)
  return lines.join('\n')
}
