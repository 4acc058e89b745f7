import type { Rule } from '@hermes/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hermesRules } from '../src/rules/hermes/all.js'
import { knownC2Framework } from '../src/rules/hermes/known_c2_framework.js'
import { testRule } from '../src/testing.js'

// Each hermes rule's documented examples (README) are its tests.
describe('hermes rules: documented examples', () => {
  for (const rule of hermesRules) {
    it(rule.id, () => {
      const summary = testRule(rule, rule.examples)
      expect(summary.valid).toBeGreaterThan(0)
      expect(summary.invalid).toBeGreaterThan(0)
    })
  }

  it('has kebab-case rule ids in the hermes namespace, mapped to the spec finding ids', () => {
    expect(hermesRules.map((rule) => rule.id)).toEqual(
      hermesRules.map((rule) => `hermes/${(rule.meta.findingId ?? '').replaceAll('_', '-')}`),
    )
    expect(hermesRules[1]?.id).toBe('hermes/prompt-injection')
    expect(hermesRules[1]?.meta.findingId).toBe('prompt_injection')
  })

  it('has the 29 rules of §6 in table order', () => {
    expect(hermesRules.map((rule) => rule.meta.findingId)).toEqual([
      'invisible_unicode',
      'prompt_injection',
      'sys_prompt_override',
      'disregard_rules',
      'bypass_restrictions',
      'html_comment_injection',
      'hidden_div',
      'translate_execute',
      'deception_hide',
      'role_hijack',
      'role_pretend',
      'leak_system_prompt',
      'remove_filters',
      'fake_update',
      'identity_override',
      'c2_node_registration',
      'c2_heartbeat',
      'c2_task_pull',
      'c2_network_connect',
      'forced_action',
      'anti_forensic_oneliner',
      'anti_forensic_disk',
      'env_var_unset_agent',
      'known_c2_framework',
      'c2_explicit',
      'c2_explicit_long',
      'exfil_curl',
      'exfil_wget',
      'read_secrets',
    ])
  })
})

describe('testRule', () => {
  const rule = knownC2Framework

  it('throws an AssertionError naming a valid case that has findings', () => {
    expect(() => testRule(rule, { valid: ['use metasploit'], invalid: [] })).toThrowError(
      /hermes\/known-c2-framework: valid case "use metasploit" has findings: known_c2_framework at 1:5/,
    )
  })

  it('throws when an invalid case has no finding or the wrong position', () => {
    expect(() => testRule(rule, { valid: [], invalid: [{ text: 'clean' }] })).toThrowError(
      /expected ids \["known_c2_framework"\], got \[\]/,
    )
    expect(() => testRule(rule, { valid: [], invalid: [{ text: 'a\nb havoc', line: 2, column: 1 }] })).toThrowError(
      /expected column 1, got 3/,
    )
  })

  it('returns how many cases passed', () => {
    expect(
      testRule(rule, { valid: ['x', { text: 'y', name: 'y' }], invalid: [{ text: 'Havoc', excerpt: 'Havoc' }] }),
    ).toEqual({
      valid: 2,
      invalid: 1,
    })
  })

  it("runs the rule's meta.examples by default, per-case options through the schema, and checks severities", () => {
    const word: Rule = {
      id: 'test/word',
      meta: {
        category: 'test',
        severity: 'warn',
        description: 'a word',
        schema: v.object({ word: v.optional(v.string(), 'bad') }),
        examples: {
          valid: ['fine', { text: 'bad', options: { word: 'worse' } }],
          invalid: [
            { text: 'so bad', column: 4, severity: 'warn' },
            { text: 'worse', options: { word: 'worse' } },
          ],
        },
      },
      check(text, context) {
        const at = text.indexOf(String(context.options.word))
        if (at >= 0) context.report({ start: at, end: at + String(context.options.word).length })
      },
    }
    expect(testRule(word)).toEqual({ valid: 2, invalid: 2 })
    expect(() => testRule(word, { valid: [], invalid: [{ text: 'bad', severity: 'block' }] })).toThrowError(
      /expected every finding to have severity block, got test\/word at 1:1 \("bad"\) with warn/,
    )
    expect(() => testRule(word, { valid: [], invalid: [] }, { options: { word: 1 } })).toThrow(
      expect.objectContaining({ code: 'INVALID_RULE_OPTIONS' }),
    )
  })

  it('fails with the reason when the rule itself fails', () => {
    const broken: Rule = {
      id: 'test/broken',
      meta: { category: 'test', severity: 'block', description: 'broken' },
      check() {
        throw new Error('oops')
      },
    }
    expect(() => testRule(broken, { valid: ['x'], invalid: [] })).toThrowError(
      'test/broken: case "x": the rule failed: Rule "test/broken" (plugin "rule-tester") threw "oops"; the file is blocked (fail closed)',
    )
  })
})
