import { defineProject, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineProject({
    test: {
      name: '@hermes/cli',
      include: ['test/**/*.test.ts'],
      // The start-up tests copy the example and run git init: allow for a slow shared machine.
      testTimeout: 30_000,
    },
  }),
)
