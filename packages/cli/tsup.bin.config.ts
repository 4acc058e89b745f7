import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'tsup'

// The command line `dist/main.js` (the `hermes-context` bin, issue 11): one
// bundle of the command line, our workspace packages (from their TypeScript
// sources, so it never depends on their dist/ being built) and the small
// third-party libraries every run needs (valibot, picocolors, and what
// @hermes/hints uses: shell-quote, p-limit; all MIT or ISC, their licences
// are written to dist/THIRD-PARTY-LICENSES.txt), so starting it reads one file
// instead of resolving a package graph. What only some runs need loads on
// demand: jiti (TypeScript configurations, plugin package names) and the SARIF
// writer through `import()` (chunks beside main.js), the Markdown parser
// through `require` on the first file that needs it (unified and remark-parse
// stay dependencies of this package for that reason). Runs after
// tsup.config.ts, which cleans dist/.
const outDir = 'dist'
const metafile = join(outDir, 'metafile-esm.json')

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
    `Third-party code bundled into ${join(outDir, 'main.js')} and its chunks:\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`,
  )
  rmSync(metafile)
}

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  outDir,
  sourcemap: true,
  minify: true,
  clean: false,
  target: 'node20',
  platform: 'node',
  splitting: true,
  metafile: true,
  noExternal: [/^@hermes\//, 'valibot', 'picocolors', 'shell-quote', 'p-limit', 'yocto-queue'],
  esbuildOptions(options) {
    options.conditions = ['@hermes/source']
  },
  onSuccess: async () => writeThirdPartyLicenses(),
})
