/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction */
import { alt, boundary, fill, lit, opt, optSpaceOrHyphen, word, ws, ws0, type Step } from './chain.js'

/**
 * The chain form of a §6 table pattern, derived from the pattern itself, so
 * the linear matcher and the regular-expression oracle
 * (`compileSpecPattern(pattern)`) come from one definition and cannot drift.
 *
 * Reads the subset of regex syntax the chain rules of §6 use: lowercase
 * literal text (matched case-insensitively), `\s+` `\s*` `\w+` `\w*` `\b`,
 * the filler `(?:\w+\s+){0,N}`, `[\s\-]?`, groups `( … | … )` and `(?: … )`,
 * and `?` after a group or a literal character.
 *
 * @throws Error (a programmer error in a built-in rule, at module load) when
 * the pattern uses anything else: such a rule needs its own `accept`.
 */
export function chainOf(pattern: string): Step[] {
  let i = 0
  const fail = (why: string): never => {
    throw new Error(`cannot derive a chain from /${pattern}/ at ${i}: ${why}`)
  }
  const FILLER = /^\(\?:\\w\+\\s\+\)\{0,(\d+)\}/

  function sequence(): Step[][] {
    const options: Step[][] = [[]]
    while (i < pattern.length && pattern[i] !== ')') {
      if (pattern[i] === '|') {
        i++
        options.push([])
        continue
      }
      options.at(-1)!.push(...item())
    }
    return options
  }

  function item(): Step[] {
    const rest = pattern.slice(i)
    const filler = FILLER.exec(rest)
    if (filler) {
      i += filler[0].length
      return [fill(Number(filler[1]))]
    }
    if (rest.startsWith(String.raw`[\s\-]?`)) {
      i += 7
      return [optSpaceOrHyphen]
    }
    if (rest.startsWith(String.raw`\s+`) || rest.startsWith(String.raw`\s*`)) {
      i += 3
      return [rest[2] === '+' ? ws : ws0]
    }
    if (rest.startsWith(String.raw`\w+`) || rest.startsWith(String.raw`\w*`)) {
      i += 3
      return [word(rest[2] === '+' ? 1 : 0)]
    }
    if (rest.startsWith(String.raw`\b`)) {
      i += 2
      return [boundary]
    }
    if (rest[0] === '(') {
      i += rest.startsWith('(?:') ? 3 : 1
      const options = sequence()
      if (pattern[i] !== ')') fail('unclosed group')
      i++
      const group = options.length === 1 ? options[0]! : [alt(...options.map(simplify))]
      if (pattern[i] === '?') {
        i++
        return [opt(...group)]
      }
      return group
    }
    // Literal characters up to the next special one; a `?` takes only the last.
    let text = ''
    while (i < pattern.length && /[a-zA-Z0-9'<>!=":-]/.test(pattern[i]!)) text += pattern[i++]!
    if (text === '') fail('unsupported syntax')
    if (pattern[i] === '?') {
      i++
      return text.length === 1 ? [opt(lit(text))] : [lit(text.slice(0, -1).toLowerCase()), opt(lit(text.at(-1)!))]
    }
    if (/[+*{]/.test(pattern[i] ?? '')) fail('quantified literal')
    return [lit(text.toLowerCase())]
  }

  const options = sequence()
  if (i !== pattern.length || options.length !== 1) fail('top-level alternation or stray parenthesis')
  return options[0]!
}

/** A one-literal option as its text (so `alt` tests it with the other literals in one pass). */
const simplify = (steps: Step[]): string | Step[] =>
  steps.length === 1 && steps[0]!.kind === 'lit' ? steps[0]!.text : steps

/** The literals one of which starts every match of `steps` (after leading `\b`s), or `undefined` when a match may start otherwise. */
export function startLiterals(steps: readonly Step[]): string[] | undefined {
  const first = steps.find((step) => step.kind !== 'boundary')
  if (first?.kind === 'lit') return [first.text]
  if (first?.kind !== 'alt') return undefined
  const out: string[] = []
  for (const option of first.options) {
    const literals = startLiterals(option)
    if (!literals) return undefined
    out.push(...literals)
  }
  return out
}

/** `true` when every match of `steps` certainly contains one of `literals` (a sound pre-check). */
export function mustContain(steps: readonly Step[], literals: readonly string[]): boolean {
  return steps.some(
    (step) =>
      (step.kind === 'lit' && literals.some((literal) => step.text.includes(literal))) ||
      (step.kind === 'alt' && step.options.every((option) => mustContain(option, literals))),
  )
}
