import { HermesError, type Finding, type ReportDescriptor, type RuleContext, type ScanView } from '@hermes/core'
import { blockedLine } from './blocked-line.js'
import type { CompiledPreset } from './compile-preset.js'
import { excerptOf } from './excerpt.js'
import { sortFindings, uniqueIds } from './finding-order.js'
import { positionsAt } from './positions.js'
import { singleLineReason } from './reason.js'
import type { ScanResult } from './scan-result.js'

const ORIGIN = { line: 1, column: 1 }

interface Pending {
  readonly ruleIndex: number
  readonly ruleId: string
  readonly id: string
  readonly category: string
  readonly severity: 'block' | 'warn'
  readonly reason: string
  readonly start: number
  readonly end: number
  readonly source: string
  readonly url: string | undefined
}

/**
 * Run a compiled preset over one text (§6): strip a U+FEFF at index 0, run
 * every rule with a shared view cache, turn reported offsets into positions
 * once, order the findings and settle the verdict.
 *
 * @throws HermesError `INVALID_PLUGIN` when a rule reports a range outside the text
 */
export function runScan(compiled: CompiledPreset, input: string, label: string): ScanResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const views = new Map<string, unknown>()
  const pending: Pending[] = []

  for (const { rule, index, severity, options, source } of compiled.rules) {
    const context: RuleContext = {
      text,
      label,
      options,
      report(descriptor: ReportDescriptor) {
        const { start, end } = descriptor
        if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > text.length)
          throw new HermesError(
            'INVALID_PLUGIN',
            `Rule "${rule.id}" (plugin "${source}") reported the range ${start}..${end} outside the text (length ${text.length})`,
            { rule: rule.id, plugin: source, start, end },
          )
        pending.push({
          ruleIndex: index,
          ruleId: rule.id,
          id: descriptor.id ?? rule.id,
          category: descriptor.category ?? rule.meta.category,
          severity: descriptor.severity ?? severity,
          reason: singleLineReason(descriptor.message ?? rule.meta.description),
          start,
          end,
          source,
          url: rule.meta.url,
        })
      },
      view<T>(view: ScanView<T>): T {
        if (views.has(view.id)) return views.get(view.id) as T
        const value = view.compute(text)
        views.set(view.id, value)
        return value
      },
    }
    rule.check(text, context)
  }

  const positions = positionsAt(
    text,
    pending.flatMap((p) => [p.start, p.end]),
  )
  const findings = sortFindings(
    pending.map((p) => {
      const start = positions.get(p.start) ?? ORIGIN
      const end = positions.get(p.end) ?? ORIGIN
      const finding: Finding = {
        id: p.id,
        ruleId: p.ruleId,
        category: p.category,
        severity: p.severity,
        reason: p.reason,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        offset: p.start,
        endOffset: p.end,
        excerpt: excerptOf(text, p.start, p.end),
        source: p.source,
        ...(p.url === undefined ? {} : { url: p.url }),
      }
      return { finding, ruleIndex: p.ruleIndex }
    }),
  )
  const ids = uniqueIds(findings)
  const blocked = findings.some((finding) => finding.severity === 'block')
  const verdict = blocked ? 'block' : findings.length > 0 ? 'warn' : 'pass'
  return blocked
    ? { blocked, verdict, ids, findings, text, blockedLine: blockedLine(label, ids) }
    : { blocked, verdict, ids, findings, text }
}
