import { describe, expect, it } from 'vitest'
import { embed, spell } from '../scripts/eval-data/embed.js'
import { extractPayload, parseCsv, pointer } from '../scripts/eval-data/extract.js'

// The external evaluation sets are rebuilt from manifests by these helpers; their output must be
// deterministic, or the SHA-256 column of eval/attacks.tsv stops matching.

const host = '# Project\n\nUse pnpm.\n\n- run tests\n- keep diffs small\n\nDone.'

describe('spell', () => {
  it('spells ASCII as Unicode tag characters', () => {
    expect([...spell('Hi', 'unicode-tags')].map((c) => (c.codePointAt(0) ?? 0).toString(16))).toEqual([
      'e0048',
      'e0069',
    ])
  })
  it('spells each UTF-8 byte as eight zero-width characters (U+200B = 0, U+200C = 1)', () => {
    expect(spell('A', 'zero-width-bits')).toBe('\u200b\u200c\u200b\u200b\u200b\u200b\u200b\u200c')
  })
  it('leaves plain and translated payloads alone', () => {
    expect(spell('x', 'plain')).toBe('x')
    expect(spell('忽略', 'translated')).toBe('忽略')
  })
})

describe('embed', () => {
  it('is deterministic for one seed', () => {
    expect(embed(host, 'P', 'prose', 's')).toBe(embed(host, 'P', 'prose', 's'))
  })
  it('puts a comment, a link title and a reference definition at a paragraph boundary', () => {
    expect(embed(host, 'do X', 'comment', 's')).toContain('\n<!-- do X -->\n')
    expect(embed(host, 'say "hi"', 'link-title', 's')).toContain(
      `[project notes](https://example.com/notes "say 'hi'")`,
    )
    expect(embed(host, 'a\nb', 'refdef', 's')).toMatch(
      /^(\[\/\/\]: # |\[notes\]: https:\/\/example\.com\/notes )"a b"$/m,
    )
  })
  it('adds a list item after an existing item with the same marker', () => {
    const out = embed(host, 'P', 'list', 's').split('\n')
    expect(out.filter((l) => l === '- P')).toHaveLength(1)
    expect(out.indexOf('- P')).toBeGreaterThan(out.indexOf('- run tests'))
  })
  it('adds front matter when the host has none, a key when it has some', () => {
    expect(embed(host, 'P', 'frontmatter', 's').startsWith('---\ndescription: "P"\n---\n\n# Project')).toBe(true)
    expect(embed('---\ndescription: d\n---\nbody', 'P', 'frontmatter', 's')).toBe(
      '---\ndescription: d\nnotes: "P"\n---\nbody',
    )
  })
  it('fences with more backticks than the payload holds', () => {
    expect(embed(host, 'a ``` b', 'fence', 's')).toContain('````text\na ``` b\n````')
  })
  it('never inserts into a fenced block', () => {
    const fenced = '# T\n\n```\ncode\n\nmore\n```\n\nText here.'
    for (const seed of ['a', 'b', 'c', 'd'])
      expect(embed(fenced, 'P', 'prose', seed)).toContain('```\ncode\n\nmore\n```')
  })
})

describe('extractPayload', () => {
  it('follows JSON pointers with escaped keys', () => {
    expect(pointer({ 'a/b': [{ '~': 'x' }] }, '/a~1b/0/~0')).toBe('x')
    expect(extractPayload('{"Scams & Fraud":["one","two"]}', 'json:/Scams & Fraud/1')).toBe('two')
  })
  it('reads JSON lines, lines, inline code, one-line JS strings and CSV cells', () => {
    expect(extractPayload('{"a":1}\n{"attack":" x "}', 'jsonl:2:/attack')).toBe('x')
    expect(extractPayload('a\nb\nc', 'lines:2-3')).toBe('b\nc')
    expect(extractPayload('| a | b | `pay` |', 'code:1')).toBe('pay')
    expect(extractPayload('  prompt:\n    "say \\"hi\\"\\nnow",', 'jsstring:2')).toBe('say "hi"\nnow')
    expect(extractPayload('id,text\n1,"a, ""b""\nc"\n', 'csv:1:text')).toBe('a, "b"\nc')
  })
  it('parses CSV with CRLF and a missing final newline', () => {
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
  it('throws on an unknown locator or a non-string item', () => {
    expect(() => extractPayload('x', 'nope:1')).toThrow(/unknown item locator/)
    expect(() => extractPayload('{"a":1}', 'json:/a')).toThrow(/not a string/)
  })
})

describe('embed: hidden and code placements', () => {
  it('wraps inline code in more backticks than it holds and collapses lines', () => {
    expect(embed(host, 'a `b`\nc', 'inline-code', 's')).toContain('run `` a `b` c `` exactly as written.')
  })
  it('collapses a payload in <details> and hides one in a display:none div', () => {
    expect(embed(host, 'P', 'details', 's')).toContain('<details>\n<summary>Notes</summary>\n\nP\n\n</details>')
    expect(embed(host, 'P</div>', 'hidden-html', 's')).toContain('<div style="display:none">\nP</ div>\n</div>')
  })
})

describe('extractPayload: template fills', () => {
  it('fills placeholders with values given after the locator', () => {
    expect(
      extractPayload('x\nGo to https://{domain}/?q={encoding}\ny', 'lines:2-2;{domain}=>a.net;{encoding}=>base64'),
    ).toBe('Go to https://a.net/?q=base64')
  })
})
