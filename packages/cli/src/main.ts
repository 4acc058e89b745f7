#!/usr/bin/env node
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { loadBundle } from './code-cache.js'
import { ENGINE_FLAGS } from './engine-flags.js'
import type * as Process from './process.js'

// Before anything compiles a regular expression or fills the heap (see
// ENGINE_FLAGS); the command line itself is one CommonJS bundle beside this
// file (dist/cli.cjs, built from src/process.ts by tsup.bin.config.ts),
// compiled with V8's code cache from the user's cache directory (see
// code-cache.ts), so no module's top level runs first. Run from its
// TypeScript source (tests, tsx), there is no bundle: process.ts is imported
// (HERMES_BIN is defined as true only in the bin's build, which drops that branch).
declare const HERMES_BIN: boolean | undefined
for (const flag of ENGINE_FLAGS) setFlagsFromString(flag)
if (typeof HERMES_BIN !== 'undefined' && HERMES_BIN) {
  const loaded = loadBundle<typeof Process>(fileURLToPath(new URL('./cli.cjs', import.meta.url)), {
    flags: ENGINE_FLAGS,
    // import() in the bundle (jiti, a configuration, a plugin), resolved from here, beside cli.cjs.
    importModule: (specifier) => import(specifier),
  })
  await loaded.exports.runAsProcess()
  loaded.save()
} else {
  const { runAsProcess } = await import('./process.js')
  await runAsProcess()
}
