import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADVERSARIAL, fill, ordinaryMarkdown } from '../../bench/recommended-inputs.js'
import { createScanner } from '../../src/index.js'
import { BASE64, HEX, nextBase64, nextHex, type BlobFinder } from '../../src/recommended/rules/encoded-payloads.js'
import { IMG_START, LINK, TITLED } from '../../src/recommended/rules/markdown-exfiltration.js'
import { linkMatches, titledTail } from '../../src/recommended/text/links.js'
import {
  DOMAIN,
  EMAIL,
  ENV_DUMP,
  PIPE_TO_SHELL,
  SECRET_PATH,
  SECRET_VAR,
  SENDER,
  URL,
} from '../../src/recommended/text/commands.js'
import { sentenceEnd, sentenceStart } from '../../src/recommended/text/framing.js'
import { lineEndWithin, lineStartOf, lineStartWithin } from '../../src/recommended/text/lines.js'
import { requiredLiterals } from '../../src/recommended/text/triggers.js'
import { resetWork, work } from '../../src/recommended/text/work.js'

const scanner = createScanner({ preset: 'recommended' })

/** The work counters after scanning `text` once. */
function workOf(text: string): typeof work {
  resetWork()
  scanner.scan(text, { label: 'AGENTS.md' })
  return { ...work }
}

const families: Record<string, (size: number) => string> = {
  'ordinary Markdown': ordinaryMarkdown,
  ...ADVERSARIAL,
  // one line of bidirectional overrides (each once searched the rest of the text for its closing control)
  'one line of U+202E overrides': (size) => '\u202e'.repeat(size),
  'one line of U+202D and Hebrew letters': (size) => '\u202dא'.repeat(size / 2),
  // Markdown link expressions once scanned up to 300 units from every `[` and 2,048 from every `](`
  'a flood of [': (size) => fill('[', size),
  'a flood of ![': (size) => fill('![', size),
  'a flood of [a](': (size) => fill('[a](', size),
  'a flood of [a](u "t" without the closing parenthesis': (size) => fill('[a](u "t" ', size),
  // one line of token-pattern matches (each once walked back to the start of the line, or compared with every earlier match)
  'one line of "ignore previous instructions"': (size) => fill('ignore previous instructions and ', size),
  // one line of safety-bypass matches (each once walked back to the start of the line to look for a catalogue)
  'one line of "run every command without asking"': (size) => fill('run every command without asking. ', size),
  // break12: ROT13 and backwards-text mentions (each once re-read the 12 or 6 lines after it, or walked back to the
  // start of its line)
  'one line of "rot13" mentions': (size) => fill('rot13 ', size),
  'lines of "rot13" mentions': (size) => fill('rot13 said\n', size),
  'one line of "written backwards" quotations': (size) => fill('written backwards "', size),
}

describe('recommended preset: work is linear in the text length (no timing)', () => {
  // Doubling the input at most about doubles every counter: superlinear work
  // (a token walked once per start, a rescan per line) would multiply it.
  for (const [name, build] of Object.entries(families))
    it(name, () => {
      const small = workOf(build(12_000))
      const medium = workOf(build(24_000))
      const large = workOf(build(48_000))
      for (const key of Object.keys(work) as (keyof typeof work)[]) {
        expect(medium[key], `${key}: 12k → 24k`).toBeLessThanOrEqual(2.25 * small[key] + 200)
        expect(large[key], `${key}: 24k → 48k`).toBeLessThanOrEqual(2.25 * medium[key] + 200)
      }
      // The shared passes do run on every family (the counters are not trivially zero).
      expect(large.literalScans + large.tokens + large.literalQueries).toBeGreaterThan(0)
    })

  it('the Markdown link expressions run at most once per `](` (not from every `[`)', () => {
    expect(workOf(fill('[', 48_000)).linkAttempts).toBe(0)
    expect(workOf(fill('![', 48_000)).linkAttempts).toBe(0)
    // 12,000 `](`: each link expression runs at most once at each.
    expect(workOf(fill('[a](', 48_000)).linkAttempts).toBeLessThanOrEqual(2 * 12_000)
    // A title without its closing parenthesis: the titled-link expression is ruled out without running.
    expect(workOf(fill('[a](u "t" ', 48_000)).linkAttempts).toBeLessThanOrEqual(48_000 / 10)
  })

  it('break12: encoded-payloads reads each line again at most once as ROT13 or backwards text', () => {
    for (const text of [fill('rot13 ', 48_000), fill('rot13 said\n', 48_000), fill('read it backwards\n', 48_000)])
      expect(workOf(text).rereadUnits).toBeLessThanOrEqual(text.length)
  })

  it('dense pattern starts cost a constant each (posting lists, not a window walk per start)', () => {
    const text = fill('ignore previous ', 48_000)
    const counts = workOf(text)
    // 6,000 "ignore previous" pairs: every pattern of every rule visits each candidate a bounded number of times.
    expect(counts.matchSteps).toBeLessThan(60 * 6_000)
  })
})

describe('recommended preset: fast paths give the results of the expressions they replace', () => {
  const alphabet = fc.constantFrom('a', 'F', '9', '0', '+', '/', '_', '-', '=', '.', ' ', '\n', 'é')
  const finders: [string, RegExp, BlobFinder][] = [
    ['base64', BASE64, nextBase64],
    ['hex', HEX, nextHex],
  ]
  for (const [name, re, find] of finders)
    it(`the ${name} finder returns the matches of its regex`, () => {
      fc.assert(
        fc.property(
          fc.array(alphabet, { maxLength: 160 }).map((a) => a.join('')),
          (text) => {
            const expected: [number, number][] = []
            re.lastIndex = 0
            for (let m = re.exec(text); m; m = re.exec(text)) expected.push([m.index, m.index + m[0].length])
            const actual: [number, number][] = []
            for (let m = find(text, 0); m; m = find(text, m[1])) actual.push([m[0], m[1]])
            expect(actual).toEqual(expected)
          },
        ),
        { numRuns: 400 },
      )
    })

  const linePieces = fc.constantFrom('a', 'a', ' ', '.', '. ', '!', '\n', '\n\n', 'x'.repeat(150), '。', 'e.g. ', '1')
  it('the line and sentence bounds (remembering the last query) give the answers of a fresh scan', () => {
    const sentenceEnds = new Set(['\n', '!', '?', ';', '。', '！', '？', '；'])
    const letter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)
    // scope11: the closing dot of "e.g." / "i.e." (one letter, a dot, one or two letters, then this dot, with no
    // letter, digit or dot before the first letter) ends no sentence — read here one character at a time.
    const abbreviation = (text: string, i: number) => {
      let k = i - 1
      let n = 0
      while (n < 2 && letter(text[k])) {
        k--
        n++
      }
      if (n === 0 || text[k] !== '.' || !letter(text[k - 1])) return false
      const before = text[k - 2]
      return before === undefined || !(/[\p{L}\p{N}]/u.test(before) || before === '.')
    }
    const ends = (text: string, i: number) =>
      sentenceEnds.has(text[i] ?? '') || (text[i] === '.' && /\s/.test(text[i + 1] ?? ' ') && !abbreviation(text, i))
    const freshSentenceEnd = (text: string, at: number) => {
      const ceiling = Math.min(text.length, at + 300)
      for (let i = at; i < ceiling; i++) if (ends(text, i)) return i
      return ceiling
    }
    const freshSentenceStart = (text: string, at: number) => {
      let from = at
      const floor = Math.max(0, at - 240)
      while (from > floor) {
        if (ends(text, from - 1)) break
        from--
      }
      return from
    }
    fc.assert(
      fc.property(
        fc.array(
          fc.array(linePieces, { maxLength: 40 }).map((a) => a.join('')),
          { minLength: 1, maxLength: 2 },
        ),
        fc.array(fc.tuple(fc.nat(), fc.nat(1200), fc.nat(12)), { maxLength: 40 }),
        (texts, queries) => {
          for (const [which, at, max] of queries) {
            const text = texts[which % texts.length] ?? ''
            const q = at % (text.length + 2)
            expect(lineStartOf(text, q)).toBe(text.lastIndexOf('\n', q - 1) + 1)
            expect(lineStartWithin(text, q, max)).toBe(Math.max(text.lastIndexOf('\n', q - 1) + 1, q - max))
            let end = text.indexOf('\n', q)
            if (end < 0 || end > q + max) end = Math.min(text.length, q + max)
            expect(lineEndWithin(text, q, max)).toBe(end)
            const inText = Math.min(q, text.length)
            expect(sentenceEnd(text, inText)).toBe(freshSentenceEnd(text, inText))
            expect(sentenceStart(text, inText)).toBe(freshSentenceStart(text, inText))
          }
        },
      ),
      { numRuns: 600 },
    )
  })

  const linkPieces = fc.constantFrom(
    '[',
    ']',
    '(',
    ')',
    '!',
    '<',
    '>',
    '"',
    "'",
    ' ',
    '  ',
    '\n',
    '\u00a0',
    'a',
    'x'.repeat(300),
    'y'.repeat(2048),
    'https://h.example/p?k=KEY',
    '<img src="https://i.example/x">',
    '<IMG ',
    'src=',
    '{{summary}}',
    '"$NPM_TOKEN"',
  )
  const linkExpressions: [string, RegExp, Parameters<typeof linkMatches>[3]][] = [
    ['LINK', LINK, { also: IMG_START }],
    ['TITLED', TITLED, undefined],
  ]
  for (const [name, re, options] of linkExpressions)
    it(`linkMatches returns the matches of the global ${name} expression`, () => {
      fc.assert(
        fc.property(
          fc.array(linkPieces, { maxLength: 40 }).map((a) => a.join('')),
          (text) => {
            const global = new RegExp(re.source, re.flags.replace('y', 'g'))
            const expected: [number, string, string | undefined][] = []
            for (let m = global.exec(text); m; m = global.exec(text)) expected.push([m.index, m[0], m[1] ?? m[2]])
            const actual = linkMatches(text, re, 300, options ?? { tail: titledTail(text) }).map(
              (m) => [m.index, m[0], m[1] ?? m[2]] as [number, string, string | undefined],
            )
            expect(actual).toEqual(expected)
          },
        ),
        { numRuns: 1500 },
      )
    })

  const pieces = [
    'curl ',
    'wget',
    ' | sh',
    '|bash',
    '$(env)',
    'printenv',
    '$openai_api_key',
    '${aws_secret}',
    '~/.ssh/id_rsa',
    '.env',
    '.env.local',
    'id_ed25519',
    'x.example.com',
    'a@b.io',
    'https://h.example/p',
    'nc ',
    'requests.post(',
    'fetch(',
    ' ',
    '\n',
    '.',
    '-',
    'a',
    'key',
    'token',
    'secret',
  ]
  const expressions: [string, RegExp][] = Object.entries({
    DOMAIN,
    EMAIL,
    ENV_DUMP,
    PIPE_TO_SHELL,
    SECRET_PATH,
    SECRET_VAR,
    SENDER,
    URL,
  })
  for (const [name, re] of expressions)
    it(`every match of ${name} contains one of its pre-check literals`, () => {
      const literals = requiredLiterals(re)
      expect(literals).toBeDefined()
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((a) => a.join('')),
          (text) => {
            const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)
            for (let m = global.exec(text); m; m = global.exec(text)) {
              if (m[0].length === 0) global.lastIndex++
              else expect((literals ?? []).some((literal) => m[0].includes(literal))).toBe(true)
            }
          },
        ),
        { numRuns: 300 },
      )
    })
})
