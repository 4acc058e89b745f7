import { describe, expect, it } from 'vitest'
import { rewriteRegExpLiterals } from '../scripts/regexp-literals.js'
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

describe('rewriteRegExpLiterals with ascii (the command line’s bundle, tsup.bin.config.ts)', () => {
  const source =
    String.raw`const dash = String.fromCharCode(0x2014)
return [
  /["\u201c\u00ab\u300c'\u2018]/g,
  /^(?:\u4e0a\u8a18|above)\p{L}*/u,
  /(?:\u2192|->|\ud83d\udeab)/u,
  new RegExp(String.raw` +
    '`(?:to|\u2014|\u2013|-)\\s+$`' +
    String.raw`, 'u'),
  new RegExp(String.raw` +
    '`${dash}x\u00e9`' +
    String.raw`, 'u'),
  /plain/g,
]`
  // The same code with the escapes above written as the characters themselves (what esbuild leaves in the bundle:
  // it escapes strings, not regex literals or raw templates).
  const code = source.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

  it('leaves no character outside ASCII, and lines where they were', () => {
    expect(code).toMatch(/[\u0080-\uffff]/)
    const rewritten = rewriteRegExpLiterals(code, { ascii: true })
    expect(rewritten).not.toMatch(/[\u0080-\uffff]/)
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length)
    expect(rewritten).toContain('/plain/g')
    // Without the option, only the \p{…} literal is rewritten: the other characters stay.
    expect(rewriteRegExpLiterals(code)).toMatch(/[\u0080-\uffff]/)
  })

  it('gives the same regexes: source, flags and matches', () => {
    const before = evaluate(code) as RegExp[]
    const after = evaluate(rewriteRegExpLiterals(code, { ascii: true })) as RegExp[]
    const samples = [
      '“quoted”',
      '«x» 「y」',
      '上記のすべて',
      'above all',
      'a → b',
      'stop 🚫',
      'set to — ',
      'set to - ',
      '—xé',
      '',
    ]
    expect(after).toHaveLength(before.length)
    before.forEach((regex, index) => {
      const other = after[index]
      expect(other).toBeInstanceOf(RegExp)
      if (!other) return
      expect([other.source, other.flags]).toEqual([regex.source, regex.flags])
      for (const sample of samples) expect(sample.match(other)).toEqual(sample.match(regex))
    })
  })

  it('escapes the characters outside ASCII of comments (an unminified bundle keeps JSDoc), and nothing else', () => {
    const bundle = [
      '/** Largest offset (\u2264 text length), "\u00bfqu\u00e9?" */',
      'var limit = 3; // \u2026 and \u0646\u06af\u0648',
      'class A {',
      '  /** Byte \u2192 class. */',
      '  x = 1',
      '  /* last \u2014 member */',
      '}',
      'var url = "https://example.com/\u00e9" /* \u00e9 */',
      'var raw = String.raw`// not a comment \u00e9`',
    ]
      .join('\n')
      .replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    const rewritten = rewriteRegExpLiterals(bundle, { ascii: true })
    // Only the string's character is left (esbuild's charset: 'ascii' escapes strings).
    expect(rewritten.match(/[\u0080-\uffff]/g)).toEqual(['\u00e9'])
    expect(rewritten.split('\n')).toHaveLength(bundle.split('\n').length)
    expect(rewritten).toContain(String.raw`/** Largest offset (\u2264 text length), "\u00bfqu\u00e9?" */`)
    expect(rewritten).toContain(String.raw`/* last \u2014 member */`)
    // Code keeps its values: the raw template's character becomes `${"\u00e9"}`.
    expect(rewritten).toContain('var url = "https://example.com/\u00e9" /* \\u00e9 */')
    expect(rewritten).toContain('String.raw`// not a comment ${"\\u00e9"}`')
  })
})
