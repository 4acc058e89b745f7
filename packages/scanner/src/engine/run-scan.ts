import {
  codePointLength,
  isThenable,
  type Finding,
  type ReportDescriptor,
  type RuleContext,
  type ScanView,
} from '@hermes/core'
import { blockedLine } from './blocked-line.js'
import type { CompiledPreset } from './compile-preset.js'
import { excerptOf } from './excerpt.js'
import { sortFindings, uniqueIds } from './finding-order.js'
import { positionsAt } from './positions.js'
import { singleLineReason } from './reason.js'
import {
  MAX_FINDINGS_PER_RULE,
  RULE_ERROR_ID,
  type RuleFault,
  type RuleFaultKind,
  type ScanResult,
} from './scan-result.js'

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

/** Finding ids: what keeps a BLOCKED line parseable. */
const FINDING_ID = /^[A-Za-z0-9][A-Za-z0-9_+\-./:@]{0,127}$/
const LINE_BREAK = /[\n\r\u2028\u2029]/
const MAX_MESSAGE = 1000

/** A short description of any thrown value; never throws. */
function describeError(error: unknown): string {
  try {
    const text = error instanceof Error ? error.message || error.name : String(error)
    return singleLineReason(text).slice(0, 300)
  } catch {
    return '(an unprintable value)'
  }
}

/** A value quoted into a fault reason: JSON, one line, at most 100 characters; never throws. */
function quote(value: unknown): string {
  try {
    return singleLineReason(JSON.stringify(value) ?? String(value)).slice(0, 100)
  } catch {
    return '(an unprintable value)'
  }
}

/** The fields of a report, read once (a getter cannot change them between check and use). */
interface Snapshot {
  readonly start: unknown
  readonly end: unknown
  readonly id: unknown
  readonly message: unknown
  readonly severity: unknown
  readonly category: unknown
}

/** Read a report's fields once; `undefined` when it is not an object or a field cannot be read. */
function snapshot(descriptor: unknown): Snapshot | undefined {
  if (descriptor === null || typeof descriptor !== 'object') return undefined
  try {
    const { start, end, id, message, severity, category } = descriptor as Record<string, unknown>
    return { start, end, id, message, severity, category }
  } catch {
    return undefined
  }
}

/** Why a report is invalid, or `undefined` when it is fine. */
function invalidReport(report: Snapshot, length: number): string | undefined {
  const { start, end, id, message, severity, category } = report
  if (typeof start !== 'number' || typeof end !== 'number' || !Number.isInteger(start) || !Number.isInteger(end))
    return `the range ${quote(start)}..${quote(end)} (not integers)`
  if (start < 0 || end < start || end > length) return `the range ${start}..${end} outside the text (length ${length})`
  if (id !== undefined && (typeof id !== 'string' || !FINDING_ID.test(id))) return `a malformed finding id ${quote(id)}`
  if (message !== undefined && typeof message !== 'string') return 'a message that is not a string'
  if (
    typeof message === 'string' &&
    (LINE_BREAK.test(message) || (message.length > MAX_MESSAGE && codePointLength(message) > MAX_MESSAGE))
  )
    return 'a message that is not one line of at most 1,000 characters'
  if (severity !== undefined && severity !== 'block' && severity !== 'warn')
    return `the unknown severity ${quote(severity)}`
  if (category !== undefined && (typeof category !== 'string' || category === '' || LINE_BREAK.test(category)))
    return 'a category that is not a one-line string'
  return undefined
}

const FAULT_WHAT: Record<RuleFaultKind, string> = {
  threw: 'threw',
  async: 'returned a promise (rules must be synchronous)',
  'invalid-report': 'reported',
  'too-many-findings': `reported more than ${MAX_FINDINGS_PER_RULE} findings`,
}

/**
 * Run a compiled preset over one text (§6): strip a U+FEFF at index 0, run
 * every rule with a shared view cache, turn reported offsets into positions
 * once, order the findings and settle the verdict.
 *
 * A faulty rule never throws out of here: its findings are dropped and a
 * blocking `rule-error` finding takes their place (fail closed), with a
 * {@link RuleFault} in the result.
 */
export function runScan(compiled: CompiledPreset, input: string, label: string): ScanResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const views = new Map<string, unknown>()
  const pending: Pending[] = []
  const faults: RuleFault[] = []

  for (const { rule, index, severity, options, source } of compiled.rules) {
    const own: Pending[] = []
    let fault: { kind: RuleFaultKind; detail: string } | undefined
    let open = true
    const fail = (kind: RuleFaultKind, detail: string): never => {
      fault ??= { kind, detail }
      // Stops the rule's check; caught below.
      throw new RuleFaultSignal()
    }
    const context: RuleContext = {
      text,
      label,
      options,
      report(descriptor: ReportDescriptor) {
        // A report after check returned (an async continuation) is ignored.
        if (!open || fault) return
        const fields = snapshot(descriptor)
        if (fields === undefined) return fail('invalid-report', 'a report that is not a readable object')
        const invalid = invalidReport(fields, text.length)
        if (invalid !== undefined) fail('invalid-report', invalid)
        if (own.length >= MAX_FINDINGS_PER_RULE) fail('too-many-findings', '')
        const { start, end } = fields as { start: number; end: number }
        own.push({
          ruleIndex: index,
          ruleId: rule.id,
          id: (fields.id as string | undefined) ?? rule.meta.findingId ?? rule.id,
          category: (fields.category as string | undefined) ?? rule.meta.category,
          severity: (fields.severity as 'block' | 'warn' | undefined) ?? severity,
          reason: singleLineReason((fields.message as string | undefined) ?? rule.meta.description),
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
    try {
      const returned: unknown = rule.check(text, context)
      if (isThenable(returned)) {
        // Never an unhandled rejection; the rule's later reports are ignored.
        returned.then(undefined, () => undefined)
        fault ??= { kind: 'async', detail: '' }
      }
    } catch (error) {
      if (!(error instanceof RuleFaultSignal)) fault ??= { kind: 'threw', detail: describeError(error) }
    }
    open = false
    if (!fault) {
      const [first] = own
      if (own.length <= 1) {
        if (first !== undefined) pending.push(first)
        continue
      }
      // Several checks of one rule reporting the very same finding (place, severity, id, category, reason) say it once.
      const seen = new Set<string>()
      for (const finding of own) {
        const key = `${finding.start}:${finding.end}:${finding.severity}:${finding.id}:${finding.category}:${finding.reason}`
        if (seen.has(key)) continue
        seen.add(key)
        pending.push(finding)
      }
      continue
    }
    const what = FAULT_WHAT[fault.kind]
    const reason = `Rule "${rule.id}" (plugin "${source}") ${what}${fault.detail ? ` ${fault.kind === 'threw' ? `"${fault.detail}"` : fault.detail}` : ''}; the file is blocked (fail closed)`
    faults.push({ ruleId: rule.id, plugin: source, kind: fault.kind, reason })
    pending.push({
      ruleIndex: index,
      ruleId: rule.id,
      id: RULE_ERROR_ID,
      category: 'rule_error',
      severity: 'block',
      reason,
      start: 0,
      end: 0,
      source,
      url: undefined,
    })
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
    ? { blocked, verdict, ids, findings, text, blockedLine: blockedLine(label, ids), faults }
    : { blocked, verdict, ids, findings, text, faults }
}

/** Thrown inside a rule's `check` to stop it at its first invalid report. */
class RuleFaultSignal extends Error {}
