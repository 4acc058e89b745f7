import { describe, expect, it } from 'vitest'
import { globList } from '../src/globs.js'

describe('issue 8 item 8: no spread of large arrays into calls', () => {
  it('a globs field of 200,000 comma-separated patterns does not overflow the stack', () => {
    const patterns = globList(Array.from({ length: 200_000 }, (_, i) => `src/${i}.ts`).join(','))
    expect(patterns).toHaveLength(200_000)
    expect(patterns[199_999]).toBe('src/199999.ts')
  })
})
