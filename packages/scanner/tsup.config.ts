import { defineConfig, type Options } from 'tsup'
import { writeSourceDigest } from '../../scripts/source-digest.mjs'
import { lazyRegExpsPlugin } from './scripts/lazy-regexps.js'
import { rewriteRegExpLiterals } from './scripts/regexp-literals.js'
import { assertLexiconTablesFresh } from './src/recommended/text/lexicon-tables.js'

/**
 * The scanner bundle's regex literals with a Unicode property class become `new RegExp(source, flags)`
 * (scripts/regexp-literals.ts, cold start, issue 11), and so do those with a character outside ASCII, written with
 * `\uXXXX` escapes: with esbuild's `charset: 'ascii'` (strings) the bundle is ASCII only, so Node holds its source
 * as a one-byte string (~1.9 MB instead of ~3.9 MB of heap while the module is loaded; session 9).
 */
export function rewriteUnicodePropertyLiterals(code: string): string {
  return rewriteRegExpLiterals(code, { ascii: true })
}

const unicodePropertyLiterals: NonNullable<Options['plugins']>[number] = {
  name: 'unicode-property-literals',
  renderChunk(code, info) {
    return info.path.endsWith('.js') ? { code: rewriteUnicodePropertyLiterals(code) } : undefined
  },
}

// The generated lexicon tables must match lexicon.ts: the build fails while they are stale, so the bundle skips
// the run-time fingerprint check (HERMES_LEXICON_TABLES_CHECKED, lexicon-tables.ts; cold start, issue 11).
assertLexiconTablesFresh()

export default defineConfig({
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  plugins: [unicodePropertyLiterals],
  // Module-level expressions only ever tested or executed are built on first use (scripts/lazy-regexps.ts).
  esbuildPlugins: [lazyRegExpsPlugin()],
  define: { HERMES_LEXICON_TABLES_CHECKED: 'true' },
  esbuildOptions(options) {
    // ASCII only (characters outside it escaped), so Node reads the bundle as a one-byte string.
    options.charset = 'ascii'
  },
  // `pnpm demo` compares this digest with the sources (scripts/demo-fresh.mjs).
  onSuccess: async () => writeSourceDigest(process.cwd()),
})
