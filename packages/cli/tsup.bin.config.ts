import { defineConfig } from 'tsup'

// The command line `dist/main.js` (the `hermes-context` bin, issue 11): one
// bundle of the command line and our workspace packages (from their
// TypeScript sources, so it never depends on their dist/ being built), so
// starting it reads one file instead of resolving a package graph. What only
// some runs need loads on demand: jiti (TypeScript configurations, plugin
// package names) and the SARIF writer through `import()` (chunks beside
// main.js), the Markdown parser through `require` on the first file that needs
// it (unified and remark-parse stay dependencies of this package for that
// reason). Runs after tsup.config.ts, which cleans dist/.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: false,
  target: 'node20',
  platform: 'node',
  splitting: true,
  minify: true,
  noExternal: [/^@hermes\//],
  esbuildOptions(options) {
    options.conditions = ['@hermes/source']
  },
})
