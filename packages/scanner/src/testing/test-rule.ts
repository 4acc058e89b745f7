import { AssertionError } from 'node:assert'
import { createHost, type Finding, type Rule } from '@hermes/core'
import { compilePreset } from '../engine/compile-preset.js'
import { runScan } from '../engine/run-scan.js'
import type { InvalidCase, RuleCases, ValidCase } from './cases.js'

/** Options of {@link testRule}. */
export interface TestRuleOptions {
  /** Rule options, as a preset would give them (default `{}`). */
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
 * this rule) and assert: no finding on each valid text; on each invalid text,
 * the expected ids (default `[rule.id]`, in BLOCKED-line order) and, when
 * given, the 1-based line, column (code points) and excerpt of the first
 * finding. Use it inside a vitest/jest/node:test test.
 *
 * @example
 * ```ts
 * it('my_rule', () => {
 *   testRule(myRule, { valid: ['clean text'], invalid: [{ text: 'bad text', line: 1, column: 1 }] })
 * })
 * ```
 * @throws AssertionError (`node:assert`) on the first case that fails, naming it;
 *   HermesError `INVALID_PLUGIN` when the rule is malformed or reports a range outside the text
 */
export function testRule(rule: Rule, cases: RuleCases, options: TestRuleOptions = {}): TestRuleSummary {
  const host = createHost({
    plugins: [
      {
        name: 'rule-tester',
        rules: [rule],
        presets: [
          {
            id: PRESET,
            description: `Only the rule ${rule.id}`,
            rules: [rule.id],
            ...(options.options ? { options: { [rule.id]: options.options } } : {}),
          },
        ],
      },
    ],
  })
  const compiled = compilePreset(host, PRESET)
  const label = options.label ?? 'AGENTS.md'
  const scan = (text: string): Finding[] => [...runScan(compiled, text, label).findings]

  for (const valid of cases.valid) {
    const { text, name } = normaliseValid(valid)
    const findings = scan(text)
    if (findings.length > 0)
      throw new AssertionError({
        message: `${rule.id}: valid case ${name} has findings: ${findings.map(describe).join('; ')}`,
        actual: findings.map((finding) => finding.id),
        expected: [],
        operator: 'deepStrictEqual',
      })
  }
  for (const invalid of cases.invalid) checkInvalid(rule, invalid, scan(invalid.text))
  return { valid: cases.valid.length, invalid: cases.invalid.length }
}

function normaliseValid(valid: ValidCase): { text: string; name: string } {
  return typeof valid === 'string'
    ? { text: valid, name: JSON.stringify(valid) }
    : { text: valid.text, name: valid.name ?? JSON.stringify(valid.text) }
}

function checkInvalid(rule: Rule, invalid: InvalidCase, findings: readonly Finding[]): void {
  const name = invalid.name ?? JSON.stringify(invalid.text)
  const ids = [...new Set(findings.map((finding) => finding.id))]
  const expectedIds = invalid.ids ?? [rule.id]
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
}

function describe(finding: Finding): string {
  return `${finding.id} at ${finding.line}:${finding.column} (${JSON.stringify(finding.excerpt)})`
}
