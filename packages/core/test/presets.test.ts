import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createHost, isHermesError, type HermesPlugin, type Preset, type Rule } from '../src/index.js'

const rule = (id: string, extra: Partial<Rule['meta']> = {}): Rule => ({
  id,
  meta: { category: 'test', severity: 'block', description: id, ...extra },
  check() {},
})

const withOptions = rule('acme/no-urls', {
  schema: v.object({
    allow: v.optional(v.array(v.string()), []),
    max: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 3),
  }),
})

const base: HermesPlugin = {
  name: 'base',
  rules: [rule('a'), rule('b'), rule('c', { severity: 'warn' })],
  presets: [{ id: 'base', description: 'x', rules: ['a', 'b', 'c'], settings: { b: 'warn' } }],
}

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}

const summary = (
  host: ReturnType<typeof createHost>,
  id?: string,
  settings?: Parameters<typeof host.resolvePreset>[1],
) => host.resolvePreset(id, settings).rules.map((r) => [r.rule.id, r.severity, r.options])

describe('presets extend presets', () => {
  it('starts from the extended preset: its rules in order, its settings, then its own rules and settings', () => {
    const host = createHost({
      plugins: [
        base,
        {
          name: 'acme',
          rules: [withOptions],
          presets: [
            {
              id: 'acme',
              description: 'x',
              extends: ['base'],
              rules: ['acme/no-urls'],
              settings: { a: 'off', 'acme/no-urls': ['warn', { allow: ['x.example'] }] },
            },
          ],
        },
      ],
    })
    expect(summary(host, 'acme')).toEqual([
      ['a', 'off', {}],
      ['b', 'warn', {}],
      ['c', 'warn', {}],
      ['acme/no-urls', 'warn', { allow: ['x.example'], max: 3 }],
    ])
    expect(host.presetRules('acme').map((r) => r.id)).toEqual(['a', 'b', 'c', 'acme/no-urls'])
  })

  it('caller settings go on top; a severity alone keeps the options; naming an unlisted rule turns it on', () => {
    const host = createHost({
      plugins: [
        base,
        {
          name: 'acme',
          rules: [withOptions],
          presets: [
            {
              id: 'acme',
              description: 'x',
              extends: ['base'],
              rules: [],
              settings: { 'acme/no-urls': ['warn', { max: 9 }] },
            },
          ],
        },
      ],
    })
    expect(summary(host, 'acme', { 'acme/no-urls': 'block', a: ['warn'] })).toEqual([
      ['a', 'warn', {}],
      ['b', 'warn', {}],
      ['c', 'warn', {}],
      ['acme/no-urls', 'block', { allow: [], max: 9 }],
    ])
    expect(summary(host, 'base', { 'acme/no-urls': ['warn', { allow: ['y'] }] }).at(-1)).toEqual([
      'acme/no-urls',
      'warn',
      { allow: ['y'], max: 3 },
    ])
  })

  it('an unknown extended preset is UNKNOWN_PRESET; a cycle is PRESET_CYCLE naming it', () => {
    const unknown = thrown(() =>
      createHost({
        plugins: [base, { name: 'p', presets: [{ id: 'x', description: '', extends: ['nope'], rules: [] }] }],
      }),
    )
    expect(isHermesError(unknown, 'UNKNOWN_PRESET')).toBe(true)
    expect((unknown as Error).message).toBe(
      'Preset "x" (plugin "p") extends preset "nope", which no plugin registers; registered presets: base, x',
    )
    const presets: Preset[] = [
      { id: 'x', description: '', extends: ['y'], rules: [] },
      { id: 'y', description: '', extends: ['z'], rules: [] },
      { id: 'z', description: '', extends: ['x'], rules: [] },
    ]
    const cycle = thrown(() => createHost({ plugins: [{ name: 'p', presets }] }))
    expect(isHermesError(cycle, 'PRESET_CYCLE')).toBe(true)
    expect((cycle as Error).message).toBe('Presets extend each other in a cycle: x → y → z → x')
    const self = thrown(() =>
      createHost({ plugins: [{ name: 'p', presets: [{ id: 's', description: '', extends: ['s'], rules: [] }] }] }),
    )
    expect(isHermesError(self, 'PRESET_CYCLE')).toBe(true)
  })

  it('a diamond (two parents sharing a grandparent) is not a cycle; each rule appears once', () => {
    const host = createHost({
      plugins: [
        base,
        {
          name: 'p',
          presets: [
            { id: 'left', description: '', extends: ['base'], rules: [], settings: { a: 'warn' } },
            { id: 'right', description: '', extends: ['base'], rules: [], settings: { a: 'off' } },
            { id: 'both', description: '', extends: ['left', 'right'], rules: [] },
          ],
        },
      ],
    })
    expect(summary(host, 'both').map(([id, severity]) => [id, severity])).toEqual([
      ['a', 'off'],
      ['b', 'warn'],
      ['c', 'warn'],
    ])
  })
})

describe('rule settings are validated', () => {
  const host = createHost({ plugins: [base, { name: 'acme', rules: [withOptions] }] })

  it('unknown rule ids are UNKNOWN_RULE', () => {
    const error = thrown(() => host.resolvePreset('base', { 'acme/nope': 'warn' }))
    expect(isHermesError(error, 'UNKNOWN_RULE')).toBe(true)
    expect((error as Error).message).toBe('Scanner settings (rules) names rule "acme/nope", which no plugin registers')
    expect(
      isHermesError(
        thrown(() => createHost({ plugins: [{ name: 'p', presets: [{ id: 'q', description: '', rules: ['zz'] }] }] })),
        'UNKNOWN_RULE',
      ),
    ).toBe(true)
  })

  it('malformed settings are INVALID_RULE_SETTING', () => {
    for (const setting of ['loud', ['warn', 'x'], [], ['warn', {}, 1], 2, null, ['error']])
      expect(
        isHermesError(
          thrown(() => host.resolvePreset('base', { a: setting as never })),
          'INVALID_RULE_SETTING',
        ),
        JSON.stringify(setting),
      ).toBe(true)
    expect(
      isHermesError(
        thrown(() => host.resolvePreset('base', [] as never)),
        'INVALID_RULE_SETTING',
      ),
    ).toBe(true)
  })

  it('options failing the schema are INVALID_RULE_OPTIONS with each issue and its path', () => {
    const error = thrown(() => host.resolvePreset('base', { 'acme/no-urls': ['block', { allow: [1], max: 0 }] }))
    expect(isHermesError(error, 'INVALID_RULE_OPTIONS')).toBe(true)
    expect((error as { details: { issues: string[] } }).details.issues).toEqual([
      'allow.0: Invalid type: Expected string but received 1',
      'max: Invalid value: Expected >=1 but received 0',
    ])
  })

  it('preset options are validated once, at registration', () => {
    let validations = 0
    const counted = rule('acme/counted', {
      schema: {
        '~standard': {
          version: 1,
          vendor: 'test',
          validate: (value: unknown) => (validations++, { value: value as Record<string, unknown> }),
        },
      },
    })
    const preset: Preset = { id: 'p', description: '', rules: [], settings: { 'acme/counted': ['warn', { x: 1 }] } }
    const bad = thrown(() =>
      createHost({
        plugins: [
          {
            name: 'acme',
            rules: [withOptions],
            presets: [{ ...preset, id: 'bad', settings: { 'acme/no-urls': ['warn', { max: 'many' }] } }],
          },
        ],
      }),
    )
    expect(isHermesError(bad, 'INVALID_RULE_OPTIONS')).toBe(true)
    const counting = createHost({ plugins: [{ name: 'acme', rules: [counted], presets: [preset] }] })
    expect(validations).toBe(1)
    expect(counting.resolvePreset('p').rules[0]?.options).toEqual({ x: 1 })
    counting.resolvePreset('p')
    expect(validations).toBe(1)
  })
})

describe('rules are validated at registration', () => {
  it('rule ids follow one convention: kebab-case, namespaced plugin/rule', () => {
    for (const id of ['prompt_injection', 'Deception', 'a//b', 'team/', '/x', 'a b'])
      expect(
        isHermesError(
          thrown(() => createHost({ plugins: [{ name: 'p', rules: [rule(id)] }] })),
          'INVALID_PLUGIN',
        ),
        id,
      ).toBe(true)
    expect(
      createHost({ plugins: [{ name: 'p', rules: [rule('team/no-x'), rule('@scope/team/no-x'), rule('y2k')] }] }).rules
        .size,
    ).toBe(3)
  })

  it('a default severity other than block/warn, or a schema that is not a Standard Schema, is INVALID_PLUGIN', () => {
    expect(
      isHermesError(
        thrown(() => createHost({ plugins: [{ name: 'p', rules: [rule('x', { severity: 'off' as never })] }] })),
        'INVALID_PLUGIN',
      ),
    ).toBe(true)
    expect(
      isHermesError(
        thrown(() => createHost({ plugins: [{ name: 'p', rules: [rule('x', { schema: {} as never })] }] })),
        'INVALID_PLUGIN',
      ),
    ).toBe(true)
  })
})
