/**
 * Work counters of the shared text passes, for tests that check linearity
 * without timing: doubling the input must at most about double each count.
 * Plain increments, always on (cheap next to the work they count).
 */
export const work = {
  /** Raw word tokens produced (before joining and filtering). */
  tokens: 0,
  /** Stem-table look-ups of `tokenize` (one per word and stem length tried). */
  stemLookups: 0,
  /** Trie steps of CJK segmentation. */
  cjkSteps: 0,
  /** Gap characters inspected for sentence and paragraph breaks. */
  gapUnits: 0,
  /** Posting-list entries and tokens visited by `matchTokens` (and its per-stream index). */
  matchSteps: 0,
  /** Characters scanned for the literals of regex pre-checks. */
  literalScans: 0,
  /** Regex pre-check queries answered (one per rule, range and expression). */
  literalQueries: 0,
  /** Expressions not run on a text because it lacks literals every match needs (`textMayMatch`). */
  gatedOut: 0,
  /** Sticky tries of a window expression at the starts of its start literals (`firstMatchInWindow`). */
  windowTries: 0,
  /** Characters of candidate blocks parsed with remark. */
  markdownParsed: 0,
  /** Characters `bidi-controls` looks at after an override (for its closing control and a letter). */
  bidiSteps: 0,
  /** Characters scanned for Markdown link starts (`linkMatches`). */
  linkUnits: 0,
  /** Link expressions run at a candidate start (`linkMatches`: at most one per `](` that fails). */
  linkAttempts: 0,
  /** Characters walked back to find the start of a line (`lineStartOf`). */
  lineUnits: 0,
  /** Characters `encoded-payloads` reads again as ROT13 or backwards text (each line at most once). */
  rereadUnits: 0,
}

/** Reset every counter to 0. */
export function resetWork(): void {
  for (const key of Object.keys(work) as (keyof typeof work)[]) work[key] = 0
}
