import { defineConfig } from 'tsup'
import { writeSourceDigest } from '../../scripts/source-digest.mjs'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  // `pnpm demo` compares this digest with the sources (scripts/demo-fresh.mjs).
  onSuccess: async () => writeSourceDigest(process.cwd()),
})
