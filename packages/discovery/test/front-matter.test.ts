import { describe, expect, it } from 'vitest'
import { stripFrontMatter } from '../src/index.js'

describe('stripFrontMatter (§2.1)', () => {
  it.each([
    ['removes front matter and the newlines after it', '---\ntitle: x\n---\n\nBody.', 'Body.'],
    ['keeps leading spaces of the body', '---\na: 1\n---\n\n   Indented.', '   Indented.'],
    ['leaves the extra dashes of a ----- closer', '---\na: 1\n-----\nBody text.', '--\nBody text.'],
    ['keeps the original when nothing follows', '---\nmodel: small\n---', '---\nmodel: small\n---'],
    ['keeps the original when unclosed', '---\ntitle: draft\nUse pnpm.', '---\ntitle: draft\nUse pnpm.'],
    ['keeps text that does not start with ---', 'Body\n---\nmore', 'Body\n---\nmore'],
    ['accepts an opening line that merely starts with ---', '----x\n---\nBody', 'Body'],
    ['finds the closer at index ≥ 3 only', '---\n---\nBody', 'Body'],
  ])('%s', (_name, input, expected) => {
    expect(stripFrontMatter(input)).toBe(expected)
  })
})
