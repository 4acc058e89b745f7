/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices are in range by construction (noUncheckedIndexedAccess); hot loops stay free of extra checks */
import { isBoundary, isSpaceUnit, literalAt, spaceEnd, wordEnd } from './char-classes.js'

/**
 * A linear "chain" form of a §6 pattern: a sequence of steps over words,
 * white-space runs and literals. {@link runChain} computes the set of
 * positions the pattern can reach from a start, which decides exactly whether
 * the regex matches there. It relies on two facts of the §6 patterns: a
 * white-space step is always followed by a step that cannot start with white
 * space (so `\s+`/`\s*` take the whole run), and a `\w+` inside a filler is
 * always followed by `\s+` (so it takes the whole word).
 */
export type Step =
  | { readonly kind: 'lit'; readonly text: string }
  | { readonly kind: 'ws'; readonly min: 0 | 1 }
  | { readonly kind: 'fill'; readonly max: number }
  | { readonly kind: 'alt'; readonly options: readonly (readonly Step[])[] }
  | { readonly kind: 'opt'; readonly steps: readonly Step[] }
  | { readonly kind: 'optChar'; readonly test: (unit: number) => boolean }
  | { readonly kind: 'word'; readonly min: 0 | 1 }
  | { readonly kind: 'boundary' }

/** A lowercase ASCII literal, matched case-insensitively. */
export const lit = (text: string): Step => ({ kind: 'lit', text })
/** `\s+` */
export const ws: Step = { kind: 'ws', min: 1 }
/** `\s*` */
export const ws0: Step = { kind: 'ws', min: 0 }
/** `(?:\w+\s+){0,max}`; `F` is `fill(8)`. */
export const fill = (max: number): Step => ({ kind: 'fill', max })
/** `F` of the §6 table. */
export const F: Step = fill(8)
/** `(a|b|…)` of literals or step sequences. */
export const alt = (...options: (string | readonly Step[])[]): Step => ({
  kind: 'alt',
  options: options.map((option) => (typeof option === 'string' ? [lit(option)] : option)),
})
/** `(…)?` */
export const opt = (...steps: Step[]): Step => ({ kind: 'opt', steps })
/** `[\s\-]?` */
export const optSpaceOrHyphen: Step = { kind: 'optChar', test: (unit) => unit === 0x2d || isSpaceUnit(unit) }
/** `\w+` (min 1) or `\w*` (min 0), greedy, at the end of a pattern. */
export const word = (min: 0 | 1): Step => ({ kind: 'word', min })
/** `\b` */
export const boundary: Step = { kind: 'boundary' }

/**
 * Positions reachable after `steps` from any of `starts` in `text`
 * (ascending, de-duplicated). Empty when the chain cannot match.
 */
export function runChain(text: string, steps: readonly Step[], starts: readonly number[]): number[] {
  let positions = starts as number[]
  for (const step of steps) {
    if (positions.length === 0) return positions
    positions = unique(runStep(text, step, positions))
  }
  return positions
}

function runStep(text: string, step: Step, positions: readonly number[]): number[] {
  const next: number[] = []
  switch (step.kind) {
    case 'lit':
      for (const p of positions) if (literalAt(text, p, step.text)) next.push(p + step.text.length)
      return next
    case 'ws':
      for (const p of positions) {
        const end = spaceEnd(text, p)
        if (end - p >= step.min) next.push(end)
      }
      return next
    case 'fill': {
      // Walk the word chain once: a position reached again with no larger
      // budget of remaining words is not walked again. Sets are small (a few
      // dozen positions at most), so a linear search beats a Map.
      const budgets: number[] = []
      for (const p of positions) {
        let at = p
        for (let budget = step.max; ; budget--) {
          const k = next.indexOf(at)
          if (k >= 0 && budgets[k]! >= budget) break
          if (k >= 0) budgets[k] = budget
          else {
            next.push(at)
            budgets.push(budget)
          }
          if (budget === 0) break
          const wEnd = wordEnd(text, at)
          if (wEnd === at) break
          const sEnd = spaceEnd(text, wEnd)
          if (sEnd === wEnd) break
          at = sEnd
        }
      }
      return next
    }
    case 'alt':
      for (const option of step.options) next.push(...runChain(text, option, positions))
      return next
    case 'opt':
      return [...positions, ...runChain(text, step.steps, positions)]
    case 'optChar':
      for (const p of positions) {
        next.push(p)
        if (p < text.length && step.test(text.charCodeAt(p))) next.push(p + 1)
      }
      return next
    case 'word':
      for (const p of positions) {
        const end = wordEnd(text, p)
        if (end - p >= step.min) next.push(end)
      }
      return next
    case 'boundary':
      for (const p of positions) if (isBoundary(text, p)) next.push(p)
      return next
  }
}

function unique(values: number[]): number[] {
  if (values.length < 2) return values
  let sorted = true
  for (let i = 1; i < values.length && sorted; i++) if (values[i - 1]! > values[i]!) sorted = false
  if (!sorted) values.sort((a, b) => a - b)
  let w = 1
  for (let r = 1; r < values.length; r++) if (values[r] !== values[w - 1]) values[w++] = values[r]!
  values.length = w
  return values
}
