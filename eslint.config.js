// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'test/cases/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Plain Node scripts at the root (`pnpm demo`'s launcher) run without a bundler.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  // Benchmark tables index records by the fixed row names they were filled with.
  { files: ['bench/**/*.ts'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
)
