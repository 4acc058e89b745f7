import { describe, expect, it } from 'vitest'

// Cold start (issue 11): importing the package builds no `\p{…}` expression (each costs its parse, ~0.3 M
// instructions per class); they are made on first use. Counted through the `RegExp` constructor, before and after.
describe('importing @hermes/core', () => {
  it('constructs no regular expression until a function needs one', async () => {
    const built: string[] = []
    const original = globalThis.RegExp
    globalThis.RegExp = new Proxy(original, {
      construct(target, args: [string | RegExp, string?], newTarget) {
        built.push(String(args[0]))
        return Reflect.construct(target, args, newTarget) as RegExp
      },
    })
    try {
      const core = await import('../src/index.js')
      expect(built).toEqual([])
      expect(core.unsafeNameCharacter('a\u202eb')).toBe('U+202E')
      expect(core.unsafeNameCharacter('plain name')).toBeUndefined()
      expect(built).toHaveLength(1)
      expect(core.isWhiteSpace(0x3000)).toBe(true)
      expect(core.isWhiteSpace(0xfeff)).toBe(false)
    } finally {
      globalThis.RegExp = original
    }
  })
})
