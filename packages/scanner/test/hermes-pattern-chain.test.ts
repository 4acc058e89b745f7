import { describe, expect, it } from 'vitest'
import { alt, F, lit, opt, optSpaceOrHyphen, ws, ws0 } from '../src/hermes/chain.js'
import { chainOf, mustContain, startLiterals } from '../src/hermes/pattern-chain.js'
import { definePatternRule } from '../src/hermes/pattern-rule.js'
import { F as FILLER } from '../src/hermes/spec-pattern.js'

// Each `hermes` chain rule is written once: its §6 pattern. The matcher's
// chain, anchors and pre-check validation are derived from it.
describe('chainOf: the chain of a §6 pattern', () => {
  it('reads literals, white space, fillers, groups, alternatives and optional parts', () => {
    expect(chainOf(String.raw`do\s+not\s+${FILLER}tell`)).toEqual([lit('do'), ws, lit('not'), ws, F, lit('tell')])
    expect(chainOf(String.raw`register\s+(as\s+)?a?\s*node`)).toEqual([
      lit('register'),
      ws,
      opt(lit('as'), ws),
      opt(lit('a')),
      ws0,
      lit('node'),
    ])
    expect(chainOf(String.raw`(heartbeat|check[\s\-]?in)\s+`)).toEqual([
      alt('heartbeat', [lit('check'), optSpaceOrHyphen, lit('in')]),
      ws,
    ])
    expect(chainOf(String.raw`one-liners?`)).toEqual([lit('one-liner'), opt(lit('s'))])
    expect(chainOf(String.raw`UNSET`)).toEqual([lit('unset')])
  })

  it('refuses syntax it cannot turn into a chain (such a rule needs its own accept)', () => {
    expect(() => chainOf(String.raw`curl\s+[^\n]{0,2048}x`)).toThrow(/cannot derive a chain/)
    expect(() => chainOf(String.raw`a|b`)).toThrow(/cannot derive a chain/)
    expect(() => chainOf(String.raw`(a`)).toThrow(/cannot derive a chain/)
  })

  it('derives the start literals and checks the pre-check literals', () => {
    const chain = chainOf(String.raw`\b(?:cobalt\s*strike|sliver)\b`)
    expect(startLiterals(chain)).toEqual(['cobalt', 'sliver'])
    const bypass = chainOf(String.raw`you\s+(have\s+no|don't\s+have)\s+rules`)
    expect(mustContain(bypass, ['have'])).toBe(true)
    expect(mustContain(bypass, ['no'])).toBe(false)
  })

  it('a rule cannot drift: its matcher follows its pattern, and wrong pre-check literals are refused', () => {
    const examples = { valid: [], invalid: [] }
    const rule = definePatternRule({
      id: 'test_rule',
      category: 'test',
      description: 'test',
      pattern: String.raw`never\s+${FILLER}share\s+it`,
      examples,
    })
    for (const text of ['please never share it', 'never a b c share it', 'never share  it!', 'never sharing it'])
      expect(rule.find(text)).toEqual(rule.naive(text))
    expect(rule.find('Never, ever share it')).toBeUndefined()
    expect(rule.find('so never really share it')).toEqual([3, 24])
    expect(() =>
      definePatternRule({
        id: 'test_rule',
        category: 'test',
        description: 'test',
        pattern: String.raw`never\s+share`,
        requires: [['secret']],
        examples,
      }),
    ).toThrow(/does not always contain one of secret/)
  })
})
