import { isAscii } from 'node:buffer'
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import { lazyRegExpsPlugin } from '../scanner/scripts/lazy-regexps.js'
import { rewriteRegExpLiterals } from '../scanner/scripts/regexp-literals.js'
import { assertLexiconTablesFresh } from '../scanner/src/recommended/text/lexicon-tables.js'
import { bundleDigestLine } from './src/code-cache.js'

// The command line (the `hermes-context` bin, issue 11) is two files:
// `dist/main.js`, a small ES module that sets the engine flags and loads
// `dist/cli.cjs` with V8's code cache (src/code-cache.ts), and `dist/cli.cjs`,
// one CommonJS bundle of the command line, our workspace packages (from their
// TypeScript sources, so it never depends on their dist/ being built) and the
// small third-party libraries every run needs (valibot, picocolors, and what
// @hermes/hints uses: shell-quote, p-limit; all MIT or ISC, their licences
// are written to dist/THIRD-PARTY-LICENSES.txt), so starting it reads one file
// instead of resolving a package graph. What only some runs need is evaluated
// or loaded on demand: each command and the SARIF writer (modules esbuild
// initialises on first use), jiti (TypeScript configurations, plugin package
// names) through `import()`, the Markdown parser through `require` on the
// first file that needs it (unified and remark-parse stay dependencies of
// this package for that reason). Runs after tsup.config.ts, which cleans dist/.
const outDir = 'dist'

// The bundle holds the scanner's sources: its generated lexicon tables must match lexicon.ts (the bundle skips the
// run-time fingerprint check, HERMES_LEXICON_TABLES_CHECKED in the scanner's lexicon-tables.ts).
assertLexiconTablesFresh()
const metafile = join(outDir, 'metafile-cjs.json')

/** The licence of every third-party package in the bundle, from the esbuild metafile. */
function writeThirdPartyLicenses(): void {
  const inputs = Object.keys((JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: object }).inputs)
  const packages = new Set<string>()
  for (const input of inputs) {
    const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (match?.[1] !== undefined) packages.add(match[1])
  }
  const sections = [...packages].sort().map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string
      version: string
      license?: string
    }
    const file = readdirSync(dir).find((name) => /^licen[cs]e/i.test(name))
    if (file === undefined) throw new Error(`${manifest.name}: no licence file to ship with the bundle`)
    return `${manifest.name}@${manifest.version} (${manifest.license ?? 'see below'})\n\n${readFileSync(join(dir, file), 'utf8').trim()}\n`
  })
  writeFileSync(
    join(outDir, 'THIRD-PARTY-LICENSES.txt'),
    `Third-party code bundled into ${join(outDir, 'cli.cjs')}:\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`,
  )
  rmSync(metafile)
}

const noExternal = [/^@hermes\//, 'valibot', 'picocolors', 'shell-quote', 'p-limit', 'yocto-queue']

/**
 * cli.cjs runs as a `vm.Script` with a code cache, where `import()` fails ("A dynamic import callback was not
 * specified"): every `import()` of the command line goes through `importModule` (src/load-module.ts), whose
 * fallback `import(specifier)` is the one left in the bundle. Fails the build when another one appears.
 */
function checkNoDynamicImport(): void {
  const code = readFileSync(join(outDir, 'cli.cjs'), 'latin1')
  const found = code.match(/(?<![.\w$])import\(/g)?.length ?? 0
  if (found !== 1)
    throw new Error(
      `dist/cli.cjs holds ${found} import() calls, expected 1 (load-module.ts): call importModule() instead, or process.getBuiltinModule() for node: modules`,
    )
}

/**
 * cli.cjs is ASCII only, so the bin reads it as a one-byte (Latin-1) string: no UTF-8 decoding and half the memory
 * of a two-byte source (src/code-cache.ts). esbuild's `charset: 'ascii'` escapes strings, not regex literals: those
 * with characters outside ASCII (and, as in the scanner's own bundle, those with a `\p{…}` class) become
 * `new RegExp(source, flags)` (scanner/scripts/regexp-literals.ts). Fails the build when a character outside ASCII
 * is left.
 */
const asciiRegExpLiterals: NonNullable<Options['plugins']>[number] = {
  name: 'ascii-regexp-literals',
  renderChunk(code, info) {
    return /\.c?js$/.test(info.path) ? { code: rewriteRegExpLiterals(code, { ascii: true }) } : undefined
  },
}

/** Fails the build when dist/cli.cjs holds a byte outside ASCII (the bin would decode it as UTF-8, a two-byte string). */
function checkAscii(): void {
  const code = readFileSync(join(outDir, 'cli.cjs'))
  if (!isAscii(code)) {
    const at = code.findIndex((byte) => byte > 0x7f)
    throw new Error(
      `dist/cli.cjs holds a character outside ASCII near ${JSON.stringify(code.subarray(Math.max(0, at - 60), at + 20).toString('utf8'))}`,
    )
  }
}

/** What both bundles share: minified, one file each, written beside the library build (which cleans dist/). */
const bundle = {
  outDir,
  sourcemap: true,
  minify: true,
  clean: false,
  target: 'node20',
  platform: 'node',
  splitting: false,
} as const

export default defineConfig([
  {
    // The bin: sets the engine flags, then loads cli.cjs with V8's code cache (src/code-cache.ts).
    entry: ['src/main.ts'],
    format: ['esm'],
    ...bundle,
    // main.ts imports process.js only when run from source (tests, tsx): that branch is dropped here.
    define: { HERMES_BIN: 'true' },
  },
  {
    // The command line: one CommonJS script (vm.Script compiles scripts, not modules, with a code
    // cache). What only some runs need is still evaluated on demand: esbuild turns each internal
    // `import()` (a command, the SARIF writer) into a module initialised on first use.
    entry: { cli: 'src/process.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
    ...bundle,
    shims: true,
    metafile: true,
    noExternal,
    define: { HERMES_LEXICON_TABLES_CHECKED: 'true' },
    // The scanner's module-level expressions only ever tested or executed are built on first use.
    esbuildPlugins: [lazyRegExpsPlugin()],
    plugins: [asciiRegExpLiterals],
    esbuildOptions(options) {
      options.conditions = ['@hermes/source']
      // ASCII only (non-ASCII characters escaped), so the loader reads it as a one-byte string.
      options.charset = 'ascii'
    },
    onSuccess: async () => {
      writeThirdPartyLicenses()
      checkNoDynamicImport()
      checkAscii()
      // Last: the bundle's SHA-256 on its last line, so the bin does not hash it at every start (src/code-cache.ts).
      appendFileSync(join(outDir, 'cli.cjs'), bundleDigestLine(readFileSync(join(outDir, 'cli.cjs'))))
    },
  },
])
