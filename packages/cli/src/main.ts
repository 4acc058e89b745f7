#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8'

// Before anything compiles a regular expression (the command line owns its
// process; the library never sets engine flags): compile each expression
// straight to machine code instead of to bytecode first. The scanner's
// expressions are large and use `\p{L}` classes, which V8's bytecode compiler
// and peephole pass handle slowly on text with characters beyond Latin-1
// (one of them took ~90 ms); straight to machine code, the first scan of a
// file costs ~100 ms CPU less and later scans no more (issue 11, measured in
// the README's "Speed compared with the original"). The flag changes speed
// only, never a match. The rest of the command line loads after it, through
// `import()`, so no module's top level runs first.
setFlagsFromString('--no-regexp-tier-up')
const { runAsProcess } = await import('./process.js')
await runAsProcess()
