import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources through the
// "@hermes/source" export condition, so tests need no prior build.
const conditions = ['@hermes/source']

/**
 * How long a test or hook may run before Vitest calls it hung. A guard against
 * hangs only, never a speed check: tests must pass on a busy machine (two
 * `pnpm test` at once on 2 cores), where Vitest's default of 5 s failed tests
 * that take under a second on an idle one. Speed is measured in `bench/`.
 */
const HANG_GUARD_MS = 120_000

export default defineConfig({
  resolve: { conditions: [...conditions, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [...conditions, ...defaultServerConditions] } },
  test: { testTimeout: HANG_GUARD_MS, hookTimeout: HANG_GUARD_MS },
})
