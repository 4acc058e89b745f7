#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8'
import { ENGINE_FLAGS } from './engine-flags.js'

// Before anything compiles a regular expression or fills the heap (see
// ENGINE_FLAGS); the rest of the command line loads after it, through
// `import()`, so no module's top level runs first.
for (const flag of ENGINE_FLAGS) setFlagsFromString(flag)
const { runAsProcess } = await import('./process.js')
await runAsProcess()
