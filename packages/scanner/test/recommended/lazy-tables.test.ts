import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.restoreAllMocks())

describe('lazy lexicon tables (built on the first tokenize)', () => {
  it('a first build that throws leaves nothing half-built: the next tokenize builds them and works', async () => {
    vi.resetModules()
    const { tokenize } = await import('../../src/recommended/text/tokens.js')
    // A passing fault during the first build (a stack overflow or out of memory in a long-running host).
    vi.spyOn(RegExp.prototype, 'test').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded')
    })
    expect(() => tokenize('Use pnpm to build.')).toThrow(RangeError)
    vi.restoreAllMocks()
    const tokens = tokenize('Use pnpm to build.')
    expect(Array.from({ length: tokens.length }, (_, k) => tokens.word(k))).toEqual(['Use', 'pnpm', 'to', 'build'])
  })
})
