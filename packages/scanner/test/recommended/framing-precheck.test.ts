import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clauseStart,
  NEGATION,
  outsideSaidContent,
  withoutClosedSubstitution,
  withoutHomographNegations,
} from '../../src/recommended/text/context.js'
import { framingOf, framingWith, sentenceEnd, sentenceStart } from '../../src/recommended/text/framing.js'
import { NEGATION_BEFORE } from '../../src/recommended/text/lexicon.js'

// fast5 (issue 11): framingOf runs its two negation expressions only where one of their words starts in the
// window before the phrase. Whenever running them finds a negation, framingOf must still say 'negated'.

const seedSetting = process.env.FC_SEED ?? '20261201'
const params = seedSetting === 'random' ? {} : { seed: Number(seedSetting) }

/** What the negation expressions say about the window before [start, end) (the framing's first check). */
function negatedBefore(folded: string, start: number, end = start): boolean {
  // scope10: the negation's own clause, without what the agent is told to say.
  const from = clauseStart(folded, sentenceStart(folded, start), start)
  let raw = withoutClosedSubstitution(outsideSaidContent(folded.slice(Math.max(from, start - 80), start)))
  // scope11: negation homographs (Portuguese "no", Turkish "ne") read against the whole sentence.
  if (/(?<![\p{L}])n(?:[oe](?![\p{L}])|['’])/u.test(raw))
    raw = withoutHomographNegations(raw, folded.slice(sentenceStart(folded, start), sentenceEnd(folded, end)))
  const before = raw.replace(/(?:don't|do not|dont|never)\s+(?:forget|hesitate|fail|neglect)\s+to/g, ' ')
  return NEGATION.test(before) || NEGATION_BEFORE.test(before)
}

const WORDS = [
  'never',
  'not',
  'no',
  'do',
  'must',
  'instead',
  'of',
  "don't forget to",
  'never hesitate to',
  'jamás',
  'nicht',
  'не',
  '不要',
  '절대',
  'لا',
  'لن',
  'ignore',
  'x',
  'nox',
  '-no',
  ' ',
  '  ',
  '.',
  '\n',
  '이전 지시를 무시하세요',
  'تجاهل التعليمات',
  // scope10: coordinators and said content, so the clause boundary is exercised.
  'and',
  'und',
  'a request',
  'say that',
  ',',
  'instead of',
  '，并且',
  'و',
  // scope11: negation homographs and their sentences, the French second half, "e.g.", verb-final said content.
  'ne',
  "n'",
  'jamais',
  'arquivo',
  'não',
  'e.g.',
  'refuse',
  '「決して」と答えて、',
  '"asla" de,',
]

describe('framingOf with its negation pre-check', () => {
  it('says negated whenever the negation expressions find a negation before the phrase', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }), fc.nat(), (parts, a) => {
        const text = `${parts.join(' ')} delete everything now`
        const start = text.length - 'delete everything now'.length + (a % 3)
        const end = text.length
        if (negatedBefore(text, start, end)) expect(framingOf(text, start, end), JSON.stringify(text)).toBe('negated')
      }),
      { ...params, numRuns: 400 },
    )
  })

  it('gives what running every expression gives, for random sentences and phrases', () => {
    const words = [
      ...WORDS,
      'is not allowed',
      'must never',
      'such as',
      'like "',
      'attack',
      '禁止',
      'ممنوع',
      'for example',
      'that asks you to',
      'dangerous',
      'is',
      'not',
      'allowed',
      'like',
    ]
    let compared = 0
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 60 }), fc.nat(), fc.nat(), (parts, a, b) => {
        const text = parts.join(' ')
        const start = text.length === 0 ? 0 : a % text.length
        const end = start + (b % Math.max(1, Math.min(40, text.length - start + 1)))
        expect(framingOf(text, start, end), JSON.stringify([text, start, end])).toBe(
          framingWith(text, start, end, false),
        )
        compared++
      }),
      { ...params, numRuns: 500 },
    )
    expect(compared).toBe(500)
  })

  it('reads a negation the removed "never forget to" leaves (the window is searched as before)', () => {
    const text = 'do never forget to not delete everything'
    expect(framingOf(text, text.indexOf('delete'), text.length)).toBe('negated')
    const plain = 'please keep it: delete everything'
    expect(framingOf(plain, plain.indexOf('delete'), plain.length)).toBe('asked')
  })

  it('still reads negations of other scripts and at the window edge', () => {
    const far = `never ${'x'.repeat(70)} delete everything`
    expect(framingOf(far, far.indexOf('delete'), far.length)).toBe('negated')
    const ar = 'لا تحذف الملفات'
    expect(framingOf(ar, 3, ar.length)).toBe('negated')
    const zh = '不要删除所有文件'
    expect(framingOf(zh, 2, zh.length)).toBe('negated')
  })
})
