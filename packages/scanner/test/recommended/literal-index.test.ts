import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LiteralHits,
  literalIndexWork,
  registerGateLiterals,
  registerLiteralSet,
} from '../../src/recommended/text/literal-index.js'
import { createScanner } from '../../src/index.js'
import { PRECOMPUTED_TRIGGERS } from '../../src/recommended/text/triggers.generated.js'
import { literalMatcher } from '../../src/recommended/text/triggers.js'
import { resetWork, work } from '../../src/recommended/text/work.js'

// Issue 11: one pass finds the literal pre-checks of every expression; its answers are exactly the regex's.

const seedSetting = process.env.FC_SEED ?? '20261201'
const params = seedSetting === 'random' ? {} : { seed: Number(seedSetting) }

/** Every start of a literal of `re` (escaped literals joined with `|`), as the one-regex-per-set code found them. */
function regexStarts(re: RegExp, text: string): number[] {
  re.lastIndex = 0
  const at: number[] = []
  for (let m = re.exec(text); m; m = re.exec(text)) {
    at.push(m.index)
    re.lastIndex = m.index + 1
  }
  return at
}

/** The literals of a pre-check source: `\x` is `x`, an unescaped `|` separates. */
function unescape(source: string): string[] {
  const literals = ['']
  for (let i = 0; i < source.length; i++)
    if (source[i] === '|') literals.push('')
    else literals[literals.length - 1] += source[i] === '\\' ? (source[++i] ?? '') : (source[i] ?? '')
  return literals
}

describe('the one-pass literal index', () => {
  it('finds exactly the starts the regular expressions find, for every pre-check of the built-in rules', () => {
    // The table equals what deriving the pre-checks from the rules gives (triggers-generated.test.ts).
    const sets = Object.entries(PRECOMPUTED_TRIGGERS)
      .map(([key, source]) => ({ key, source, flags: (key.split(':')[0] ?? '').replace('g', '') }))
      .filter((set): set is { key: string; source: string; flags: string } => typeof set.source === 'string')
      .filter(({ flags }) => !flags.includes('i'))
      .map((set) => ({
        ...set,
        re: new RegExp(set.source, `g${set.flags}`),
        id: registerLiteralSet(`test:${set.key}`, unescape(set.source)),
      }))
      .filter((set): set is typeof set & { id: number } => set.id !== undefined)
    expect(sets.length).toBeGreaterThan(30)
    const alphabet = [...new Set(sets.flatMap(({ source }) => unescape(source).join('')))]
    alphabet.push(' ', '\n', 'é', '\u212a', '\u017f', '\ud834\udf0d', '\ud800', 'A', 'Z')
    const texts = fc.oneof(
      fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 200 }),
      fc
        .array(fc.constantFrom(...sets.flatMap(({ source }) => unescape(source)), ' ', '-', 'x'), { maxLength: 30 })
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(texts, (text) => {
        const hits = new LiteralHits(text)
        const wrong = sets.filter(
          ({ re, id }) => JSON.stringify([...hits.startsOf(id)]) !== JSON.stringify(regexStarts(re, text)),
        )
        expect(wrong.map(({ source }) => source)).toEqual([])
      }),
      { ...params, numRuns: 60 },
    )
  })

  it('keeps overlapping and nested literals apart per set, ascending and distinct', () => {
    const register = (key: string, literals: string[]) => {
      const id = registerLiteralSet(key, literals)
      if (id === undefined) throw new Error(`${key} not registered`)
      return id
    }
    const a = register('test:nested-a', ['abcd', 'bc', 'b'])
    const b = register('test:nested-b', ['cd', 'abcdx'])
    const c = register('test:nested-c', ['--', '-'])
    const hits = new LiteralHits('xabcdabcdx ---')
    expect([...hits.startsOf(a)]).toEqual([1, 2, 5, 6])
    expect([...hits.startsOf(b)]).toEqual([3, 5, 7])
    expect([...hits.startsOf(c)]).toEqual([11, 12, 13])
    expect(registerLiteralSet('test:astral', ['a\ud834\udf0d'])).toBeUndefined()
    expect(registerLiteralSet('test:empty', ['a', ''])).toBeUndefined()
  })

  it('scans a text once for all pre-checks: one pass per scanned text, no automaton built per scan', () => {
    const scanner = createScanner({ preset: 'recommended' })
    const text = `# Rules\n\n${Array.from({ length: 50 }, (_, i) => `- rule ${i}: run pnpm test before a commit.`).join('\n')}\n`
    scanner.scan(text, { label: 'AGENTS.md' })
    scanner.scan(`${text} `, { label: 'AGENTS.md' }) // sets first seen by the first scan are in the automaton now
    const automata = literalIndexWork.automata
    const passes = literalIndexWork.passes
    resetWork()
    expect(scanner.scan(`${text}  `, { label: 'AGENTS.md' }).verdict).toBe('pass')
    expect(literalIndexWork.automata).toBe(automata)
    expect(literalIndexWork.passes - passes).toBe(1)
    // Before: one regular-expression pass per literal set (64 for this text): literalScans was 64 × its
    // length. Now one pass, plus one regex pass per set the index cannot hold (case-insensitive ones).
    expect(work.literalScans).toBeLessThan(8 * (text.length + 2))
  })

  it('gives an anchor of plain literals the same matches as running it (leftmost, first alternative, no overlap)', () => {
    const anchors = Object.values(PRECOMPUTED_TRIGGERS)
      .filter((source): source is string => typeof source === 'string')
      .map((source) => new RegExp(source, 'gu'))
    anchors.push(/ab|abc|b|c/g, /--|-/g)
    const alphabet = [...new Set(anchors.flatMap((re) => unescape(re.source)).join(''))]
    alphabet.push(' ', 'é', '\ud834\udf0d')
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 200 }), (text) => {
        for (const anchor of anchors) {
          const expected: [number, number][] = []
          anchor.lastIndex = 0
          for (let m = anchor.exec(text); m; m = anchor.exec(text)) expected.push([m.index, m[0].length])
          const next = literalMatcher(anchor, text)
          if (next === undefined) continue
          const got: [number, number][] = []
          for (let a = next(0); a; a = next(a[0] + a[1])) got.push([a[0], a[1]])
          expect(got, anchor.source).toEqual(expected)
        }
      }),
      { ...params, numRuns: 40 },
    )
  })
})

describe('the one-pass literal index on literals of other scripts', () => {
  it('finds exactly what the regular expression finds for mixed ASCII and non-ASCII literals (sparse edges and failure links)', () => {
    const literals = [
      '所有',
      '有文件',
      '文件',
      'все файлы',
      'файл',
      'él',
      'lé',
      'é',
      'sin decírselo',
      'decír',
      'a所',
      '所a',
    ]
    const id = registerLiteralSet('test:mixed-scripts', literals)
    if (id === undefined) throw new Error('not registered')
    const re = new RegExp(literals.map((l) => l.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('|'), 'gu')
    const alphabet = [...new Set(literals.join(''))]
    alphabet.push(' ', 'x', '\ud834\udf0d', '\ud800', 'ё')
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 200 }), (text) => {
        expect([...new LiteralHits(text).startsOf(id)]).toEqual(regexStarts(re, text))
      }),
      { ...params, numRuns: 200 },
    )
    expect([...new LiteralHits('所有文件 и все файлы, sin decírselo').startsOf(id)]).toEqual([0, 1, 2, 7, 11, 18, 22])
  })
})

describe('the gate literals of the literal index', () => {
  it('tells for each gate literal exactly whether the text contains it (any script, nested, repeated, unindexable)', () => {
    const literals = [
      'reset',
      'set',
      'rules',
      'ru',
      'все',
      'все файлы',
      'файл',
      'é',
      'él',
      '所有',
      '有',
      'set',
      '',
      'a\ud800',
    ]
    const first = registerGateLiterals(literals)
    const alphabet = [...new Set(literals.join(''))]
    alphabet.push(' ', 'x', '\ud834\udf0d', 'ё')
    const check = (text: string) => {
      const present = new LiteralHits(text).gatePresence()
      const got = literals.map((_, k) => present[first + k] === 1)
      // The empty literal and the one holding a surrogate half are never reported absent.
      const expected = literals.map((literal, k) => k >= 12 || text.includes(literal))
      expect(got, text).toEqual(expected)
    }
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 120 }), check), {
      ...params,
      numRuns: 300,
    })
    check('Please reset все файлы: 所有 rules.')
    check('nothing here')
    expect(new LiteralHits('nothing here').gatePresence()[first]).toBe(0)
    expect(new LiteralHits('preset rules').gatePresence()[first + 1]).toBe(1)
  })
})
