/**
 * Deterministic work counter of the `hermes` matchers, for tests only (not
 * exported from the package): the linearity test reads it instead of timing.
 * Hot paths add the characters they scan and the states they visit, so the
 * count is proportional to the time a scan takes. One shared, mutable cell;
 * adding to it costs one store per call, never per character.
 */
export const work = { units: 0 }

/** Reset the counter and return the units counted since the last reset. */
export function takeWork(): number {
  const units = work.units
  work.units = 0
  return units
}

/**
 * Set-up work of the `hermes` matchers that does not depend on the text
 * (issue 11: a scan's fixed cost), for work-counter tests: automata built,
 * keyword lists made, typed arrays allocated by the keyword index.
 */
export const setup = { automata: 0, keywordLists: 0, typedArrays: 0 }
