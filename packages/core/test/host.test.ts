import { describe, expect, it } from 'vitest'
import { createHost, HermesError, type HermesPlugin, type Rule } from '../src/index.js'

const rule = (id: string): Rule => ({
  id,
  meta: { category: 'test', severity: 'block', description: `rule ${id}` },
  check() {},
})

describe('createHost', () => {
  it('indexes rules and presets and picks the default preset', () => {
    const host = createHost({
      plugins: [
        { name: 'a', rules: [rule('x'), rule('y')], presets: [{ id: 'hermes', description: '', rules: ['y', 'x'] }] },
      ],
    })
    expect(host.defaultPreset).toBe('hermes')
    expect(host.presetRules().map((r) => r.id)).toEqual(['y', 'x'])
    expect(host.ownerOf('rule', 'x')).toBe('a')
  })

  it('throws DUPLICATE_ID naming both plugins', () => {
    const a: HermesPlugin = { name: 'plugin-a', rules: [rule('same')] }
    const b: HermesPlugin = { name: 'plugin-b', rules: [rule('same')] }
    let error: unknown
    try {
      createHost({ plugins: [a, b] })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(HermesError)
    expect((error as HermesError).code).toBe('DUPLICATE_ID')
    expect((error as HermesError).message).toBe(
      'rule "same" is registered by both plugin "plugin-a" and plugin "plugin-b"',
    )
  })

  it('calls factories with their options and wraps their errors as INVALID_OPTION', () => {
    const factory = (options: { prefix: string }) => ({ name: 'f', rules: [rule(`${options.prefix}-r`)] })
    expect([...createHost({ plugins: [[factory, { prefix: 'team' }]] }).rules.keys()]).toEqual(['team-r'])
    const strict = (options: unknown) => {
      if (options !== 1) throw new Error('option "level" must be 1')
      return { name: 'strict' }
    }
    expect(() => createHost({ plugins: [[strict, 2]] })).toThrow(/option "level" must be 1/)
    try {
      createHost({ plugins: [[strict, 2]] })
    } catch (error) {
      expect((error as HermesError).code).toBe('INVALID_OPTION')
    }
  })

  it('rejects presets naming unknown rules and unknown presets', () => {
    expect(() =>
      createHost({ plugins: [{ name: 'p', presets: [{ id: 'p', description: '', rules: ['nope'] }] }] }),
    ).toThrow(expect.objectContaining({ code: 'UNKNOWN_RULE' }))
    expect(() => createHost().preset('missing')).toThrow(expect.objectContaining({ code: 'UNKNOWN_PRESET' }))
  })

  it('orders project file types by priority, identity types last', () => {
    const type = (id: string, role: 'project' | 'identity', priority: number) => ({
      id,
      role,
      priority,
      names: [],
      discover: async () => ({ files: [] }),
    })
    const host = createHost({
      plugins: [
        { name: 't', fileTypes: [type('soul', 'identity', 0), type('c', 'project', 300), type('g', 'project', 150)] },
      ],
    })
    expect(host.fileTypes.map((t) => t.id)).toEqual(['g', 'c', 'soul'])
  })
})

describe('FileType.replaces', () => {
  const type = (id: string, priority: number, replaces?: string[]) => ({
    id,
    role: 'project' as const,
    priority,
    names: [],
    ...(replaces ? { replaces } : {}),
    discover: async () => ({ files: [] }),
  })

  it('drops the types another registered type replaces, keeps the rest in priority order', () => {
    const host = createHost({
      plugins: [
        { name: 'builtin', fileTypes: [type('agents', 200), type('claude', 300), type('cursor', 400)] },
        { name: 'interop', fileTypes: [type('interop-claude', 300, ['claude']), type('interop-gemini', 500)] },
      ],
    })
    expect(host.fileTypes.map((t) => t.id)).toEqual(['agents', 'interop-claude', 'cursor', 'interop-gemini'])
    expect(host.ownerOf('fileType', 'claude')).toBe('builtin')
  })

  it('ignores a type replacing itself, unknown ids and malformed entries', () => {
    const odd = { ...type('x', 100), replaces: ['x', 'nope', 42] as unknown as string[] }
    const host = createHost({ plugins: [{ name: 'p', fileTypes: [odd, type('y', 200)] }] })
    expect(host.fileTypes.map((t) => t.id)).toEqual(['x', 'y'])
  })
})
