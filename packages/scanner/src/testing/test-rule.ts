import { AssertionError } from 'node:assert'
import { createHost, type Finding, type Rule } from '@hermes/core'
import { compilePreset, type CompiledPreset } from '../engine/compile-preset.js'
import { runScan } from '../engine/run-scan.js'
import type { ScanResult } from '../engine/scan-result.js'
import type { InvalidCase, RuleCases, ValidCase } from './cases.js'

/** Options of {@link testRule}. */
export interface TestRuleOptions {
  /**
   * Rule options for every case without its own `options` (default: none, so
   * the rule's schema defaults). Validated with the rule's schema like a preset's.
   */
  readonly options?: Readonly<Record<string, unknown>>
  /** Label handed to the rule (default `AGENTS.md`). */
  readonly label?: string
}

/** What {@link testRule} checked. */
export interface TestRuleSummary {
  /** Number of valid cases that passed. */
  readonly valid: number
  /** Number of invalid cases that passed. */
  readonly invalid: number
}

const PRESET = 'rule-tester'

/**
 * Run a rule's cases through the real engine (its own preset holding only
 * this rule, its options validated by the rule's schema) and assert: no
 * finding on each valid text; on each invalid text, the expected ids
 * (default `[rule.meta.findingId ?? rule.id]`, in BLOCKED-line order) and,
 * when given, the 1-based line, column (code points) and excerpt of the first
 * finding and the severity of every finding. A case may carry its own
 * `options`. A rule that fails (throws, returns a promise, reports an invalid
 * finding) fails the test with the reason. Use it inside a vitest/jest/node:test test.
 *
 * @example
 * ```ts
 * it('acme/no-internal-urls', () => {
 *   testRule(noInternalUrls, {
 *     valid: ['clean text', { text: 'https://status.corp.acme.example', options: { allow: ['status'] } }],
 *     invalid: [{ text: 'bad text', line: 1, column: 1 }],
 *   })
 * })
 * // or run the rule's documented examples:
 * it('examples', () => testRule(noInternalUrls))
 * ```
 * @param cases - default: the rule's `meta.examples`
 * @throws AssertionError (`node:assert`) on the first case that fails, naming it;
 *   HermesError `INVALID_PLUGIN` when the rule is malformed, `INVALID_RULE_OPTIONS`
 *   when options fail its schema; AssertionError when there are no cases
 */
export function testRule(rule: Rule, cases?: RuleCases, options: TestRuleOptions = {}): TestRuleSummary {
  const examples = cases ?? rule.meta?.examples
  if (!examples) throw new AssertionError({ message: `${rule.id}: no cases given and the rule has no meta.examples` })
  const host = createHost({
    plugins: [
      {
        name: 'rule-tester',
        rules: [rule],
        presets: [{ id: PRESET, description: `Only the rule ${rule.id}`, rules: [rule.id] }],
      },
    ],
  })
  const compiledFor = new Map<unknown, CompiledPreset>()
  const compile = (caseOptions: Readonly<Record<string, unknown>> | undefined): CompiledPreset => {
    const chosen = caseOptions ?? options.options
    let compiled = compiledFor.get(chosen)
    if (!compiled) {
      compiled = compilePreset(
        host,
        PRESET,
        chosen === undefined ? undefined : { [rule.id]: [rule.meta.severity, chosen] },
      )
      compiledFor.set(chosen, compiled)
    }
    return compiled
  }
  // The tester's options are validated up front, even with no case to run.
  compile(undefined)
  const label = options.label ?? 'AGENTS.md'
  const scan = (text: string, name: string, caseOptions?: Readonly<Record<string, unknown>>): Finding[] => {
    const result: ScanResult = runScan(compile(caseOptions), text, label)
    const fault = result.faults[0]
    if (fault) throw new AssertionError({ message: `${rule.id}: case ${name}: the rule failed: ${fault.reason}` })
    return [...result.findings]
  }

  for (const valid of examples.valid) {
    const { text, name, caseOptions } = normaliseValid(valid)
    const findings = scan(text, name, caseOptions)
    if (findings.length > 0)
      throw new AssertionError({
        message: `${rule.id}: valid case ${name} has findings: ${findings.map(describe).join('; ')}`,
        actual: findings.map((finding) => finding.id),
        expected: [],
        operator: 'deepStrictEqual',
      })
  }
  for (const invalid of examples.invalid) {
    const name = invalid.name ?? JSON.stringify(invalid.text)
    checkInvalid(rule, invalid, name, scan(invalid.text, name, invalid.options))
  }
  return { valid: examples.valid.length, invalid: examples.invalid.length }
}

function normaliseValid(valid: ValidCase): {
  text: string
  name: string
  caseOptions: Readonly<Record<string, unknown>> | undefined
} {
  return typeof valid === 'string'
    ? { text: valid, name: JSON.stringify(valid), caseOptions: undefined }
    : { text: valid.text, name: valid.name ?? JSON.stringify(valid.text), caseOptions: valid.options }
}

function checkInvalid(rule: Rule, invalid: InvalidCase, name: string, findings: readonly Finding[]): void {
  const ids = [...new Set(findings.map((finding) => finding.id))]
  const expectedIds = invalid.ids ?? [rule.meta.findingId ?? rule.id]
  if (JSON.stringify(ids) !== JSON.stringify(expectedIds))
    throw new AssertionError({
      message: `${rule.id}: invalid case ${name}: expected ids ${JSON.stringify(expectedIds)}, got ${JSON.stringify(ids)}`,
      actual: ids,
      expected: expectedIds,
      operator: 'deepStrictEqual',
    })
  const first = findings[0]
  if (!first) return
  for (const field of ['line', 'column', 'excerpt'] as const) {
    const expected = invalid[field]
    if (expected !== undefined && first[field] !== expected)
      throw new AssertionError({
        message: `${rule.id}: invalid case ${name}: expected ${field} ${JSON.stringify(expected)}, got ${JSON.stringify(first[field])}`,
        actual: first[field],
        expected,
        operator: 'strictEqual',
      })
  }
  const severity = invalid.severity
  const other = severity === undefined ? undefined : findings.find((finding) => finding.severity !== severity)
  if (other)
    throw new AssertionError({
      message: `${rule.id}: invalid case ${name}: expected every finding to have severity ${severity}, got ${describe(other)} with ${other.severity}`,
      actual: other.severity,
      expected: severity,
      operator: 'strictEqual',
    })
}

function describe(finding: Finding): string {
  return `${finding.id} at ${finding.line}:${finding.column} (${JSON.stringify(finding.excerpt)})`
}
