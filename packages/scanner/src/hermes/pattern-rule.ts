import type { Rule, RuleContext } from '@hermes/core'
import type { RuleCases } from '../testing/cases.js'
import { nfkcView } from '../views/nfkc.js'
import { leftmostChainStart } from './chain.js'
import { chainOf, mustContain, startLiterals } from './pattern-chain.js'
import { HermesScan, hermesScanOf, registerKeywords } from './hermes-scan.js'
import { chainTail, pruning, startsWithin, tailReaches, viableTails } from './prune.js'
import { compileSpecPattern } from './spec-pattern.js'
import { work as workCounter } from './work.js'

// A module-local binding: hot paths add to it without an import look-up per call.
const work = workCounter

/** A built-in rule of the `hermes` preset: a rule plus its §6 pattern and documented examples. */
export interface HermesRule extends Rule {
  /** The rule's pattern as written in the §6 table (`F`, `SV` expanded); empty for `invisible_unicode`. */
  readonly pattern: string
  /** README examples, which are also the rule's test cases. */
  readonly examples: RuleCases
}

/** A `hermes` rule built from a §6 table row, with its fast and naive matchers. */
export interface HermesPatternRule extends HermesRule {
  /**
   * Leftmost match of the pattern in an NFKC text, as `[start, end]` UTF-16
   * offsets, by the linear-time matcher (same result as `naive`).
   */
  find(text: string): readonly [number, number] | undefined
  /** The naive reference: the spec regex run unanchored (may be quadratic). */
  naive(text: string): readonly [number, number] | undefined
}

/**
 * The rule id of a `hermes` rule from its §6 finding id: kebab-case in the
 * `hermes/` namespace (`prompt_injection` → `hermes/prompt-injection`). The
 * finding id in BLOCKED lines stays the spec's (`RuleMeta.findingId`).
 */
export function hermesRuleId(findingId: string): string {
  return `hermes/${findingId.replaceAll('_', '-')}`
}

/** Definition of a §6 pattern rule. */
export interface PatternRuleDefinition {
  /** The §6 finding id (`prompt_injection`); the rule id is {@link hermesRuleId} of it. */
  readonly id: string
  readonly category: string
  readonly description: string
  /** The §6 table pattern, Python syntax, `F`/`SV` expanded. */
  readonly pattern: string
  /**
   * Lowercase literals one of which starts every match (candidate starts).
   * Only with `accept`: a rule without one derives them from its pattern.
   */
  readonly anchors?: readonly string[]
  /**
   * Groups of lowercase literals; every match contains one literal of each
   * group (a cheap pre-check). A rule without `accept` has them checked
   * against its pattern when it is defined.
   */
  readonly requires?: readonly (readonly string[])[]
  /**
   * Decides exactly whether the pattern matches at candidate start `start`;
   * called once per scan, so per-scan look-ups happen once, not per candidate.
   * Without it, the matcher is the chain derived from `pattern` (see
   * {@link chainOf}): the pattern is the rule's one definition, of both the
   * matcher and the regex oracle.
   */
  readonly accept?: (scan: HermesScan) => (start: number) => boolean
  /**
   * Candidate starts, ascending, when they are not simply the anchors' hits
   * (e.g. derived from a rarer keyword inside the match); `anchors` are then
   * only indexed.
   */
  readonly starts?: (scan: HermesScan) => ArrayLike<number>
  /** Extra keywords `accept` reads from the index. */
  readonly keywords?: readonly string[]
  /**
   * A later part every match holds, for pruning many candidates at once (see
   * `prune.ts`): its ascending starts, and how far before one of them a match
   * can start (`units` of a window, then `tokens`). Chain rules derive theirs
   * from the chain.
   */
  readonly tail?: (scan: HermesScan) => {
    readonly starts: ArrayLike<number>
    readonly units: number
    readonly tokens: number
  }
  readonly examples: RuleCases
}

/**
 * Build a `hermes` preset rule from a §6 table row. The text is NFKC-normalised
 * (shared view) and the leftmost match is reported once, mapped back to the
 * scanned text. Matching: one keyword pass over the text (shared by all hermes
 * rules), then only candidate starts (occurrences of an anchor, ascending) are
 * decided, each in bounded work; the first accepted start is the regex's
 * leftmost match, whose end the sticky spec regex gives.
 */
export function definePatternRule(definition: PatternRuleDefinition): HermesPatternRule {
  // Compiled on first use, not when the preset module is imported (cold start,
  // issue 11): a `\p{…}` class with the `iu` flags costs V8 real work per regex.
  let naiveRegex: RegExp | undefined
  let stickyRegex: RegExp | undefined
  const { requires = [], accept: acceptDefinition } = definition
  // One definition: without `accept`, the matcher is derived from the §6 pattern, like the oracle.
  const chain = acceptDefinition ? undefined : chainOf(definition.pattern)
  const anchors = definition.anchors ?? (chain && startLiterals(chain))
  if (!anchors) throw new Error(`${definition.id}: no anchors given and none derived from /${definition.pattern}/`)
  if (chain)
    for (const group of requires)
      if (!mustContain(chain, group))
        throw new Error(`${definition.id}: /${definition.pattern}/ does not always contain one of ${group.join(', ')}`)
  const known = [...anchors, ...requires.flat(), ...(definition.keywords ?? [])]
  // A chain's last rare literal step prunes its candidates (its literals join the keyword pass).
  const derived = chain && !acceptDefinition && !definition.starts ? chainTail(chain, new Set(known)) : undefined
  registerKeywords([...known, ...(derived?.literals ?? [])])
  const tailOf =
    definition.tail ??
    (derived &&
      ((scan: HermesScan) => ({
        starts: viableTails(scan.text, scan.index.hitsOfAny(derived.literals), derived.literals, derived.rest),
        units: 0,
        tokens: derived.tokens,
      })))

  const leftmost = (scan: HermesScan): number | undefined => {
    for (const group of requires) if (!scan.index.hasAny(group)) return undefined
    let starts = definition.starts ? definition.starts(scan) : scan.index.hitsOfAny(anchors)
    if (tailOf && starts.length >= pruning.min) {
      const tail = tailOf(scan)
      starts = startsWithin(starts, tailReaches(scan.text, tail.starts, tail.units, tail.tokens))
    }
    if (!acceptDefinition) return leftmostChainStart(scan.text, chain ?? [], starts, scan)
    work.units += starts.length
    const decide = acceptDefinition(scan)
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i] ?? 0
      if (decide(start)) return start
    }
    return undefined
  }
  const endAt = (text: string, start: number): number => {
    const sticky = (stickyRegex ??= compileSpecPattern(definition.pattern, 'y'))
    sticky.lastIndex = start
    const found = sticky.exec(text)
    const end = found ? start + found[0].length : start
    work.units += end - start + 1
    return end
  }
  const findIn = (scan: HermesScan): readonly [number, number] | undefined => {
    const start = leftmost(scan)
    return start === undefined ? undefined : [start, endAt(scan.text, start)]
  }

  return {
    id: hermesRuleId(definition.id),
    meta: {
      category: definition.category,
      severity: 'block',
      description: definition.description,
      findingId: definition.id,
      examples: definition.examples,
    },
    pattern: definition.pattern,
    examples: definition.examples,
    find: (text) => findIn(new HermesScan(text)),
    naive(text) {
      const regex = (naiveRegex ??= compileSpecPattern(definition.pattern))
      regex.lastIndex = 0
      const found = regex.exec(text)
      return found ? [found.index, found.index + found[0].length] : undefined
    },
    check(_text: string, context: RuleContext) {
      const nfkc = context.view(nfkcView)
      const found = findIn(hermesScanOf(nfkc))
      if (found) context.report({ start: nfkc.originalStart(found[0]), end: nfkc.originalEnd(found[1]) })
    },
  }
}
