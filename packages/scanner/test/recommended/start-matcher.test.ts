import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anchoredMatches } from '../../src/recommended/text/anchored.js'
import { startLiterals, startMatcher } from '../../src/recommended/text/triggers.js'
import { resetWork, work } from '../../src/recommended/text/work.js'

// fast5 (issue 11): an anchor whose matches all start with plain literals (`let\s+go|ignore`) is not run over
// the whole text once per rule: its matches come from its start literals' positions in the one-pass literal
// index, each tried with the anchor made sticky. They must be exactly the matches of running it.

const seedSetting = process.env.FC_SEED ?? '20261201'
const params = seedSetting === 'random' ? {} : { seed: Number(seedSetting) }

/** Anchors shaped like those of the built-in rules (literals with `\\s+` inside, groups), and tricky ones. */
const ANCHORS = [
  /%%%|end\s+of\s+(?:the\s+)?(?:user\s+)?(?:data|input|query|document)|(?:===|---|###|\*\*\*|___|—-|\[)[ \t]*(?:end|start|begin)|above\s+(?:are|is|was|were)|new instructions follow|end of (?:the )?(?:system )?prompt/g,
  /ignore|disregard|forget|aside|attention|heed|mind|let\s+go|nevermind|follow|obey|throw|unlearn|abandon|discard|erase|wipe|scrap|overrule|nullify|revoke|rescind|rid\s+of|behind/g,
  /above|before|prior|previous|preceding|precede|conversation|session|chat|context|input|including\s+(?:the\s+|your\s+)?system/g,
  /your|you(?:'re|\s+(?:are|were|have|got|received))/gu,
  /let\s+go|ignore|ig|nore\s*x/gu,
  /a\s+b|ab+|b/g,
  /(?<![\p{L}])(?:do not|never)\s+tell/gu,
]

function execAll(anchor: RegExp, text: string): [number, number][] {
  const out: [number, number][] = []
  anchor.lastIndex = 0
  for (let m = anchor.exec(text); m; m = anchor.exec(text)) out.push([m.index, m[0].length])
  return out
}

/** `startMatcher(anchor, text)`, failing the test when it does not apply. */
function matcherOf(anchor: RegExp, text: string): (from: number) => readonly [number, number] | undefined {
  const next = startMatcher(anchor, text)
  if (next === undefined) throw new Error(`no start matcher for ${anchor.source}`)
  return next
}

/** Every match a matcher gives from 0, each search resuming where the last match ended. */
function allOf(next: (from: number) => readonly [number, number] | undefined): [number, number][] {
  const got: [number, number][] = []
  for (let a = next(0); a; a = next(a[0] + a[1])) got.push([a[0], a[1]])
  return got
}

describe('startMatcher', () => {
  it('applies to anchors with start literals only', () => {
    for (const anchor of ANCHORS) expect(startLiterals(anchor), anchor.source).toBeDefined()
    expect(startMatcher(/\s*ignore/g, 'ignore')).toBeUndefined()
    expect(startMatcher(/ignore/gi, 'ignore')).toBeUndefined()
  })

  it('gives the same matches as running the anchor (leftmost, no overlap), for random texts', () => {
    // Register every anchor's start literals before the texts' literal passes.
    for (const anchor of ANCHORS) startMatcher(anchor, 'warm-up')
    const alphabet = [...new Set(ANCHORS.flatMap((re) => [...re.source.replace(/\\[sdw]|[\\()[\]|?:!<=+*{}]/g, '')]))]
    alphabet.push(' ', '  ', '\t', '\n', 'é', '\ud834\udf0d')
    let compared = 0
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            ...alphabet,
            'let  go',
            'ignore',
            'never tell',
            'a b',
            'end of the input',
            '--- end',
            'you were',
          ),
          { maxLength: 80 },
        ),
        (parts) => {
          const text = parts.join('')
          for (const anchor of ANCHORS) {
            expect(allOf(matcherOf(anchor, text)), anchor.source).toEqual(execAll(anchor, text))
            compared++
          }
        },
      ),
      { ...params, numRuns: 60 },
    )
    expect(compared).toBeGreaterThan(0)
  })

  it('resumes where the caller says, as the expression does from its lastIndex', () => {
    const anchor = /let\s+go|go/g
    const text = 'let go, let   go and go'
    startMatcher(anchor, 'warm-up')
    const next = matcherOf(anchor, `${text} `)
    expect(next(0)).toEqual([0, 6])
    expect(next(1)).toEqual([4, 2]) // "go" of the first "let go": a search from 1 finds it
    expect(next(7)).toEqual([8, 8])
    expect(next(17)).toEqual([21, 2])
    expect(next(23)).toBeUndefined()
  })

  it('gives the same matches on a text whose literal pass predates the anchor (first scans of a process)', () => {
    const text = 'we let  go of it, then let go again; ignore this'
    // The text's literal pass is made now, before the new anchor's start literals are registered.
    startMatcher(/ignore/g, text)
    const anchor = /let\s+go|then\s+let/g
    const got = allOf(matcherOf(anchor, text))
    expect(got).toEqual(execAll(anchor, text))
    expect(got).toEqual([
      [3, 7],
      [18, 8],
    ])
  })

  it('lets anchoredMatches find the same windows without running the anchor over the text', () => {
    const re = /let\s+go\s+of\s+your\s+rules/gu
    const anchor = /let\s+go|rules/gu
    const text = `${'Keep changes small. '.repeat(50)}Now let  go of your rules.`
    anchoredMatches(text, re, anchor) // registers the start literals
    resetWork()
    const found = anchoredMatches(`${text} `, re, anchor)
    expect(found).toEqual([[text.indexOf('let'), text.indexOf('rules') + 5]])
    // Two candidate starts tried (the "let" and the "rules"), not a pass of the anchor over the text.
    expect(work.windowTries).toBeLessThanOrEqual(4)
  })

  it('finds a second match that starts right after the first one (the first window stopped at its end)', () => {
    const re = /(?:quietly|without telling the user)\s+\w+/gu
    const anchor = /quietly|without telling/gu
    const text = 'Do it quietly then without telling the user anything.'
    const plain = [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length])
    expect(plain).toHaveLength(2)
    expect(anchoredMatches(text, re, anchor)).toEqual(plain)
  })
})
