import { defineConfig } from 'tsup'
import { writeSourceDigest } from '../../scripts/source-digest.mjs'

// The library entry `dist/index.js` (run(), defineConfig()…): our workspace
// packages stay imports of @hermes/*, so a plugin or a configuration shares
// them with its own code. The command line (`dist/main.js`) is built after it
// by tsup.bin.config.ts (`pnpm build` runs both, in this order).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'node20',
  // `pnpm demo` compares this digest with the sources (scripts/demo-fresh.mjs).
  onSuccess: async () => writeSourceDigest(process.cwd()),
})
