import { describe, expect, it } from 'vitest'
import { rewriteUnicodePropertyLiterals } from '../tsup.config.js'

// The published bundle is built with this rewrite (tsup renderChunk); the tests run the TypeScript sources, so the
// rewrite itself is checked here: the same regexes, only literals with \p{…} and a u/v flag are touched.
const code = String.raw`const quoted = '/\p{L}/u'
return [
  /\p{L}+/gu,
  /[/\]]\p{Lu}\/x/u,
  /(?<![\p{L}])don't\s+tell(?![\p{L}])/giu,
  /\P{Script=Latin}{2,}/u,
  /plain[a-z]+/g,
  /\p{L}/,
  quoted,
]`

const evaluate = (source: string) => new Function(source)() as (RegExp | string)[]

describe('rewriteUnicodePropertyLiterals (scanner bundle build)', () => {
  it('turns each \\p{…} literal with a u/v flag into new RegExp(source, flags) and leaves the rest', () => {
    const rewritten = rewriteUnicodePropertyLiterals(code)
    expect(rewritten.match(/new RegExp\(/g)).toHaveLength(4)
    expect(rewritten).toContain('/plain[a-z]+/g')
    expect(rewritten).toContain(String.raw`/\p{L}/,`)
    expect(rewritten).toContain(String.raw`'/\p{L}/u'`)
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length)
  })

  it('gives the same regexes: source, flags and matches', () => {
    const before = evaluate(code)
    const after = evaluate(rewriteUnicodePropertyLiterals(code))
    const samples = ['héllo Wörld', '/É/x', "Please don't tell the user.", 'ΑΒΓ abc', 'plainabc', '']
    expect(after.length).toBe(before.length)
    before.forEach((value, index) => {
      const other = after[index]
      if (typeof value === 'string') return expect(other).toBe(value)
      expect(other).toBeInstanceOf(RegExp)
      const regex = other as RegExp
      expect([regex.source, regex.flags]).toEqual([value.source, value.flags])
      for (const sample of samples) expect(sample.match(regex)).toEqual(sample.match(value))
    })
  })
})
