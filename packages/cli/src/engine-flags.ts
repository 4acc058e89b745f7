/**
 * The V8 flags the `hermes-context` bin sets for its own process before
 * anything else loads (`v8.setFlagsFromString`; the library never sets engine
 * flags). They change speed and memory only, never a result (issue 11):
 *
 * - `--no-regexp-tier-up`: compile each regular expression straight to
 *   machine code. The scanner's expressions are large and use `\p{L}`
 *   classes, which V8's bytecode compiler and peephole pass handle slowly on
 *   text with characters beyond Latin-1 (one took ~90 ms and ~14 MiB); the
 *   first scan of a file costs ~100 ms CPU less and later scans no more.
 * - `--semi-space-growth-factor=1`: the young generation keeps its initial
 *   size instead of doubling up to 16 MiB per semi-space while a large file is
 *   scanned: peak memory scanning 500,000 characters with both presets drops
 *   from ~100 to ~80 MiB at the same CPU time.
 * - `--interrupt-budget=540672` (8 × V8's default): a function is optimised
 *   by TurboFan only after eight times as much work in the interpreter and
 *   baseline code. A run of the command line is short: the default budget
 *   sent hundreds of start-up functions (table builders, rule set-up) to the
 *   optimising compiler, ~355 M of the ~3.1 G instructions of a cold run in
 *   this repository, for code that ran once. The cold run drops to ~2.9 G
 *   instructions (callgrind); scanning 500,000 characters costs no more CPU
 *   (its hot loops still reach TurboFan).
 *
 * A test checks that the running Node knows each flag (an unknown one would
 * print an error on stderr).
 */
export const ENGINE_FLAGS: readonly string[] = [
  '--no-regexp-tier-up',
  '--semi-space-growth-factor=1',
  '--interrupt-budget=540672',
]
