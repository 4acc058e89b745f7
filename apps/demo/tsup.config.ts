import { defineConfig } from 'tsup'
import { writeSourceDigest } from '../../scripts/source-digest.mjs'

// `pnpm demo` (issue 11) runs dist/demo.js when it and every workspace
// package's dist/ are newer than their sources (scripts/demo.mjs), so a run
// after `pnpm build` compiles no TypeScript. @hermes/cli stays an import: its
// built library entry, like a user's installation.
export default defineConfig({
  entry: ['src/demo.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  // `pnpm demo` compares this digest with the sources (scripts/demo-fresh.mjs).
  onSuccess: async () => writeSourceDigest(process.cwd()),
})
