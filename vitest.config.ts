import { defineConfig } from 'vitest/config'

// `pnpm test`: one Vitest process over every package's own vitest.config.ts,
// ending with the plain `N passed, N failed, N skipped` line CI reads.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'examples/*', 'test/conformance', 'test/utils'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
})
