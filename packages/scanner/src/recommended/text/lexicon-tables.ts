/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into arrays are in range by construction */
import { C, CONCEPTS, LEXICON, lexiconFingerprint } from './lexicon.js'
import { LEXICON_GROUPS, LEXICON_GROUPS_FINGERPRINT } from './lexicon-tables.generated.js'
import { isCjk } from './unicode.js'

/** 32-bit words of concept bits per token: enough for every concept of the lexicon (no fixed maximum). */
export const CONCEPT_WORDS = Math.max(1, Math.ceil(CONCEPTS.length / 32))

/** The concept bits of a lexicon entry ({@link CONCEPT_WORDS} words). */
export type Entry = Uint32Array

/**
 * The lexicon's entries by how a token matches them, each key with its
 * concept bits: `exact` words, `stems` (`stem*` without the star), `phrases`
 * (words joined by one space), `cjk` entries (segmented from CJK runs) and
 * `typo`, the typoglycemia keys of the English words ({@link typoKey}).
 */
export interface LexiconMaps {
  readonly exact: Map<string, Entry>
  readonly stems: Map<string, Entry>
  readonly phrases: Map<string, Entry>
  readonly cjk: Map<string, Entry>
  readonly typo: Map<string, Entry>
}

const KINDS = ['exact', 'stems', 'phrases', 'cjk', 'typo'] as const

/**
 * harm8: a French or Italian elided article, pronoun or conjunction at the start of a word, with its apostrophe
 * (`l'`, `d'`, `qu'`, `dell'`, `un'`): "l'instruction précédente", "ignora l'istruzione". The tokenizer makes it a
 * token of its own, so the word after it matches the lexicon as it does after "les" or "le"; lexicon entries are
 * split the same way ({@link splitElisions}). Typographic `’` is read as `'`.
 */
export const ELISION =
  /^(?:l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|dell|dall|nell|sull|all|coll|un|quest|quell|anch|nessun|tutt)['’](?=\p{L})/iu

/** `entry` with each elided word split after its apostrophe (`jusqu'ici` → `jusqu' ici`), as the tokenizer splits it. */
export function splitElisions(entry: string): string {
  if (!entry.includes("'") && !entry.includes('’')) return entry
  return entry
    .split(' ')
    .map((word) => {
      const m = ELISION.exec(word)
      return m ? `${m[0].replace('’', "'")} ${word.slice(m[0].length)}` : word
    })
    .join(' ')
}

/** The same first and last letter and the inner letters sorted: equal for a word and its typoglycemia scrambles. */
export function typoKey(word: string): string {
  return word[0]! + [...word.slice(1, -1)].sort().join('') + word[word.length - 1]!
}

/** `true` when `entry` has a character of a script segmented against the lexicon (`isCjk`); none below U+0E00 has. */
function hasCjk(entry: string): boolean {
  for (let k = 0; k < entry.length; k++)
    if (entry.charCodeAt(k) >= 0xe00) return [...entry].some((ch) => isCjk(ch.codePointAt(0)!))
  return false
}

/** Classify every entry of `LEXICON` (the run-time path, and what scripts/lexicon-tables.ts serialises). */
export function classifyLexicon(): LexiconMaps {
  const maps: LexiconMaps = { exact: new Map(), stems: new Map(), phrases: new Map(), cjk: new Map(), typo: new Map() }
  const add = (map: Map<string, Entry>, key: string, concept: number) => {
    let entry = map.get(key)
    if (!entry) map.set(key, (entry = new Uint32Array(CONCEPT_WORDS)))
    entry[concept >> 5] = entry[concept >> 5]! | (1 << (concept & 31))
  }
  for (const name of CONCEPTS) {
    const concept = C[name]
    for (const raw of LEXICON[name]) {
      const entry = splitElisions(raw.toLowerCase())
      if (hasCjk(entry)) add(maps.cjk, entry, concept)
      else if (entry.endsWith('*')) add(maps.stems, entry.slice(0, -1), concept)
      else if (/[\s-]/.test(entry)) add(maps.phrases, entry.split(/[\s-]+/).join(' '), concept)
      else {
        add(maps.exact, entry, concept)
        // fp4: four-letter words only swap their two inner letters, which spells real words of other languages
        // (Turkish "atla", skip, scrambles to Spanish "alta", high): typo keys start at five letters.
        if (/^[a-z]{5,}$/.test(entry)) add(maps.typo, typoKey(entry), concept)
      }
    }
  }
  return maps
}

/**
 * `maps` as groups of keys with the same kind and concept bits, one string
 * each: `kind:bits:key|key|…` (`kind` an index into the five maps, `bits` the
 * concept words in hex joined by `.`; keys never hold `|`, which separates
 * lexicon entries). Keys keep their map's order.
 */
export function serializeLexicon(maps: LexiconMaps): string[] {
  const groups = new Map<string, string[]>()
  KINDS.forEach((kind, k) => {
    for (const [key, entry] of maps[kind]) {
      const head = `${k}:${Array.from(entry, (word) => word.toString(16)).join('.')}`
      let keys = groups.get(head)
      if (!keys) groups.set(head, (keys = []))
      keys.push(key)
    }
  })
  return [...groups].map(([head, keys]) => `${head}:${keys.join('|')}`)
}

/** The maps {@link serializeLexicon} wrote (keys of one group share one `Entry`, which is only read). */
export function parseLexicon(groups: readonly string[]): LexiconMaps {
  const maps: LexiconMaps = { exact: new Map(), stems: new Map(), phrases: new Map(), cjk: new Map(), typo: new Map() }
  // Key order differs from classifyLexicon's (by group): no table built from the maps depends on it.
  for (const group of groups) {
    const a = group.indexOf(':')
    const b = group.indexOf(':', a + 1)
    const map = maps[KINDS[Number(group.slice(0, a))]!]
    const entry = new Uint32Array(CONCEPT_WORDS)
    group
      .slice(a + 1, b)
      .split('.')
      .forEach((word, w) => (entry[w] = Number.parseInt(word, 16)))
    for (const key of group.slice(b + 1).split('|')) map.set(key, entry)
  }
  return maps
}

/**
 * Defined as `true` by the builds that bundle this module (the scanner's
 * tsup.config.ts, the command line's tsup.bin.config.ts), which fail when
 * lexicon-tables.generated.ts is stale ({@link assertLexiconTablesFresh}).
 */
declare const HERMES_LEXICON_TABLES_CHECKED: boolean | undefined
const checkedAtBuild = typeof HERMES_LEXICON_TABLES_CHECKED !== 'undefined' && HERMES_LEXICON_TABLES_CHECKED

/**
 * The classified lexicon: from lexicon-tables.generated.ts when it was
 * generated from the lexicon as it is now (no entry is expanded, normalised
 * or classified at run time, issue 11), else classified now — a stale
 * generated file costs time, never a wrong look-up. `verify` compares the
 * fingerprints (hashing the whole lexicon, ~10 ms on a cold start); a built
 * bundle skips it, because its build checked them
 * ({@link assertLexiconTablesFresh}); run from the TypeScript sources (tests,
 * tsx) it is checked here.
 */
export function lexiconMaps(
  generated: { readonly fingerprint: string; readonly groups: readonly string[] } = {
    fingerprint: LEXICON_GROUPS_FINGERPRINT,
    groups: LEXICON_GROUPS,
  },
  verify = !checkedAtBuild,
): LexiconMaps {
  return !verify || generated.fingerprint === lexiconFingerprint() ? parseLexicon(generated.groups) : classifyLexicon()
}

/**
 * Throws when lexicon-tables.generated.ts was not generated from the lexicon
 * as it is (run `pnpm --filter @hermes/scanner generate`): the builds call it
 * before they define `HERMES_LEXICON_TABLES_CHECKED`.
 *
 * @throws Error naming the command that regenerates the file
 */
export function assertLexiconTablesFresh(): void {
  if (LEXICON_GROUPS_FINGERPRINT !== lexiconFingerprint())
    throw new Error(
      'packages/scanner/src/recommended/text/lexicon-tables.generated.ts is stale (lexicon.ts changed): run `pnpm --filter @hermes/scanner generate`',
    )
}
