import { describe, expect, it } from 'vitest'
import { recommendedRules } from '../../src/recommended/index.js'
import { scanWithRule } from './harness.js'

// Each rule's documented examples (the README lists the same data) are its tests.
describe.each(recommendedRules.map((rule) => [rule.id, rule] as const))('rule %s', (id, rule) => {
  it('documents at least one blocked and one passing example', () => {
    expect(rule.examples.block.length).toBeGreaterThan(0)
    expect(rule.examples.pass.length).toBeGreaterThan(0)
  })
  it.each(rule.examples.block.map((text) => [text]))('blocks %j', (text) => {
    const result = scanWithRule(id, text)
    expect(result.verdict).toBe('block')
    expect(
      result.findings.some((f) => f.ruleId === id && f.severity === 'block' && f.category === rule.meta.category),
    ).toBe(true)
  })
  it.each(rule.examples.warn.map((text) => [text]))('only warns on %j', (text) => {
    const result = scanWithRule(id, text)
    expect(result.verdict).toBe('warn')
  })
  it.each(rule.examples.pass.map((text) => [text]))('passes %j', (text) => {
    expect(scanWithRule(id, text).findings).toEqual([])
  })
})
