import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HermesPatternRule } from '../src/hermes/pattern-rule.js'
import { adversarialFamilies } from '../bench/adversarial.js'
import { hermesRules } from '../src/rules/hermes/all.js'
import { pruning } from '../src/hermes/prune.js'

// The fast matcher of every hermes pattern rule must give exactly the naive
// spec regex's leftmost match (start and end) on any NFKC text.
const patternRules = hermesRules.filter((rule): rule is HermesPatternRule => 'find' in rule)

const KEYWORDS = [
  'ignore',
  'previous',
  'all',
  'above',
  'prior',
  'instructions',
  'system',
  'prompt',
  'override',
  'disregard',
  'your',
  'any',
  'rules',
  'guidelines',
  'act',
  'as',
  'if',
  'though',
  'you',
  'have',
  'no',
  "don't",
  'restrictions',
  'limits',
  '<!--',
  '-->',
  'secret',
  'hidden',
  '<',
  'div',
  'style',
  '=',
  '"',
  "'",
  'display',
  ':',
  'none',
  '>',
  'translate',
  'into',
  'and',
  'execute',
  'run',
  'eval',
  'do',
  'not',
  'tell',
  'the',
  'user',
  'are',
  'now',
  'a',
  'an',
  'pretend',
  'to',
  'be',
  'output',
  'initial',
  'respond',
  'answer',
  'reply',
  'without',
  'limitations',
  'filters',
  'safety',
  'been',
  'updated',
  'upgraded',
  'patched',
  'name',
  'yourself',
  'register',
  'node',
  'heartbeat',
  'beacon',
  'check',
  'in',
  'with',
  'pull',
  'down',
  'new',
  'task',
  'tasks',
  'tasking',
  'connect',
  'network',
  'must',
  'report',
  'only',
  'use',
  'one',
  'liner',
  'liners',
  'never',
  'create',
  'write',
  'script',
  'file',
  'disk',
  'unset',
  'CLAUDE',
  'agent',
  'OpenAI',
  'cobalt',
  'strike',
  'sliver',
  'havoc',
  'mythic',
  'metasploit',
  'brainworm',
  'c2',
  'server',
  'channel',
  'command',
  'control',
  'curl',
  'wget',
  'cat',
  '$',
  '${',
  'API_KEY',
  'TOKEN',
  'SECRETS',
  'password',
  '.env',
  'credentials',
  '.netrc',
  '.npmrc',
  'IGNORE',
  'System',
]
const SPACES = [' ', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\u0085', '\u2028', '\ufeff', '\u001c', '\r\n']
const FILLER = ['x', 'ab', 'z9_', '-', '.', ',', '{', '}', 'é', 'ж', 'ı', '\u{10400}', '😀', '_', '7', 'K', 'ſ']

const token = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KEYWORDS) },
  { weight: 4, arbitrary: fc.constantFrom(...SPACES) },
  { weight: 2, arbitrary: fc.constantFrom(...FILLER) },
)
const text = fc.array(token, { maxLength: 40 }).map((tokens) => tokens.join('').normalize('NFKC'))
// Mostly separated keywords: more likely to form whole phrases.
const phrase = fc
  .array(fc.tuple(fc.constantFrom(...KEYWORDS), fc.constantFrom(' ', ' ', ' ', '\n', '  ', '\t', '')), {
    maxLength: 30,
  })
  .map((pairs) =>
    pairs
      .map(([word, space]) => word + space)
      .join('')
      .normalize('NFKC'),
  )

/** The literal words of a §6 pattern (its own vocabulary), e.g. `ignore`, `previous`, `<!--`, `$`. */
export function vocabulary(pattern: string): string[] {
  const cleaned = pattern
    .replace(/\{\d*,?\d*\}/g, ' ')
    .replace(/\\[swbn]/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/\(\?<?[:=!]/g, ' ')
  const words = cleaned.split(/[()|?+*[\]^ ]+/).filter((word) => word.length > 0)
  return [...new Set(words.flatMap((word) => [word, word.toLowerCase(), word.toUpperCase()]))]
}

const ruleText = (rule: HermesPatternRule) =>
  fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...vocabulary(rule.pattern)) },
        { weight: 5, arbitrary: fc.constantFrom(...SPACES) },
        { weight: 2, arbitrary: fc.constantFrom(...FILLER) },
      ),
      { maxLength: 28 },
    )
    .map((tokens) => tokens.join('').normalize('NFKC'))

/** The pattern's words in order, each kept or dropped, with random spaces and noise between: near-matches. */
const orderedText = (rule: HermesPatternRule) => {
  const words = vocabulary(rule.pattern).filter((word) => word === word.toLowerCase() || word === '$')
  const noise = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(...FILLER, 'word', 'two words') },
    { weight: 1, arbitrary: fc.constantFrom(...words) },
  )
  const space = fc.constantFrom(' ', ' ', ' ', ' ', ' ', '', '', '  ', '\n', '\t', '\u3000', '\u0085', '\ufeff', '-')
  return fc
    .array(fc.tuple(fc.integer({ min: 0, max: 9 }), noise, space, space, fc.constantFrom('', '', '', 'x', 'X', 's')), {
      minLength: words.length,
      maxLength: words.length,
    })
    .map((parts) =>
      parts
        .map(([keep, extra, before, after, suffix], i) =>
          keep < 8 ? `${extra}${before}${words[i]}${keep === 0 ? suffix : ''}${after}` : `${extra}${after}`,
        )
        .join('')
        .normalize('NFKC'),
    )
}

/** A README example of the rule (a match) with up to four random edits: near-matches on both sides. */
const mutatedExample = (rule: HermesPatternRule) => {
  const edit = fc.tuple(
    fc.constantFrom('drop', 'double', 'space', 'filler', 'upper', 'glue'),
    fc.nat(),
    fc.constantFrom(...SPACES, 'w ', 'a b c d ', 'one two three four five six seven eight ', '-', '>', '\n'),
  )
  return fc
    .tuple(fc.constantFrom(...rule.examples.invalid.map((example) => example.text)), fc.array(edit, { maxLength: 4 }))
    .map(([example, edits]) => {
      const tokens = example
        .split(/(\s+|(?=[^\p{L}\p{N}_\s])|(?<=[^\p{L}\p{N}_\s]))/u)
        .filter((t) => t !== undefined && t !== '')
      for (const [kind, at, extra] of edits) {
        if (tokens.length === 0) break
        const i = at % tokens.length
        const token = tokens[i] ?? ''
        if (kind === 'drop') tokens.splice(i, 1)
        else if (kind === 'double') tokens.splice(i, 0, token)
        else if (kind === 'space') tokens[i] = /\s/u.test(token) ? extra : token
        else if (kind === 'filler') tokens.splice(i, 0, extra)
        else if (kind === 'upper') tokens[i] = token.toUpperCase()
        else tokens[i] = /\s/u.test(token) ? '' : token
      }
      return tokens.join('').normalize('NFKC')
    })
}

const samplesOf = (rule: HermesPatternRule) => fc.oneof(ruleText(rule), orderedText(rule), mutatedExample(rule))

describe('hermes fast matchers = naive spec regexes', () => {
  for (const rule of patternRules) {
    it(`${rule.id}: random texts from its own words, spaces and filler`, () => {
      fc.assert(
        fc.property(samplesOf(rule), (sample) => {
          expect(rule.find(sample)).toEqual(rule.naive(sample))
        }),
        { numRuns: 500 },
      )
    })

    it(`${rule.id}: random texts, candidates always pruned by the rule's tail`, () => {
      // Pruning normally starts at 32 candidates; here it runs on every text.
      const min = pruning.min
      pruning.min = 0
      try {
        fc.assert(
          fc.property(
            fc.oneof(
              samplesOf(rule),
              fc.array(samplesOf(rule), { maxLength: 6 }).map((parts) => parts.join(' ')),
            ),
            (sample) => {
              expect(rule.find(sample)).toEqual(rule.naive(sample))
            },
          ),
          { numRuns: 300 },
        )
      } finally {
        pruning.min = min
      }
    })

    it(`${rule.id}: random keyword soup`, () => {
      fc.assert(
        fc.property(fc.oneof(text, phrase), (sample) => {
          expect(rule.find(sample)).toEqual(rule.naive(sample))
        }),
        { numRuns: 300 },
      )
    })

    it(`${rule.id}: the random texts include matches`, () => {
      // Guards the generator: a property that never sees a match proves little.
      const samples = fc.sample(samplesOf(rule), { numRuns: 1500, seed: 42 })
      expect(samples.filter((sample) => rule.naive(sample) !== undefined).length).toBeGreaterThan(50)
    })
  }

  it('every rule finds its own README examples like the naive regex', () => {
    for (const rule of patternRules)
      for (const example of [...rule.examples.valid, ...rule.examples.invalid]) {
        const sample = (typeof example === 'string' ? example : example.text).normalize('NFKC')
        expect(rule.find(sample), `${rule.id}: ${sample}`).toEqual(rule.naive(sample))
      }
  })
})

const byId = new Map(patternRules.map((rule) => [rule.meta.findingId ?? rule.id, rule]))
const astralOrNot = fc.constantFrom('a', 'b', ' ', '😀', '\u{10400}', '-', '\t')

describe('window bounds (512 and 2,048 code points) match the naive regex', () => {
  const cases: [string, (gap: string) => string, number][] = [
    ['exfil_curl', (gap) => `curl ${gap}$API_KEY`, 2048],
    ['exfil_wget', (gap) => `wget\t${gap}\${DEPLOY_TOKEN}`, 2048],
    ['read_secrets', (gap) => `cat ${gap}.env`, 2048],
    ['hidden_div', (gap) => `<div style="${gap}display: none">`, 2048],
    ['html_comment_injection', (gap) => `<!--${gap} ignore ${gap.slice(0, gap.length >> 1)}-->`, 512],
    ['translate_execute', (gap) => `translate ${gap} into bash and run`, 512],
  ]
  for (const [id, build, bound] of cases) {
    it(`${id} near ${bound}`, () => {
      const rule = byId.get(id)
      if (!rule) throw new Error(`no rule ${id}`)
      fc.assert(
        fc.property(
          fc.integer({ min: bound - 6, max: bound + 6 }),
          fc.array(fc.tuple(fc.nat(), astralOrNot), { maxLength: 6 }),
          (length, sprinkles) => {
            const units = Array.from({ length }, () => 'x')
            for (const [at, char] of sprinkles) units[at % Math.max(1, length)] = char
            const sample = build(units.join('')).normalize('NFKC')
            expect(rule.find(sample)).toEqual(rule.naive(sample))
          },
        ),
        { numRuns: 150 },
      )
    })
  }
})

describe('adversarial families (bench/adversarial.ts) match the naive regex', () => {
  // Dense repeats of each rule's own words: many candidates share positions,
  // which is where the batched chain evaluation could go wrong.
  for (const rule of patternRules)
    it(`${rule.id}: every family, several lengths`, () => {
      for (const family of adversarialFamilies())
        for (const length of [60, 333, 2_500]) {
          const sample = family.build(length).normalize('NFKC')
          expect(rule.find(sample), `${family.name} @${length}`).toEqual(rule.naive(sample))
          // The same text with a match of the rule's first example appended at the end.
          const tail = sample + '\n' + (rule.examples.invalid[0]?.text ?? '')
          expect(rule.find(tail), `${family.name} @${length} + example`).toEqual(rule.naive(tail))
        }
    })
})
