import { isHermesError } from '@hermes/core'
import { EXIT_FAILURE, EXIT_USAGE } from './exit-codes.js'
import { helpText } from './help.js'
import type { CliIo } from './io.js'
import { parseArgs } from './parse-args.js'
import { visible } from './report/text.js'
import { UsageError } from './usage-error.js'
import { demoVersion } from './version.js'

import type { RunOptions } from './run-options.js'

export type { CliIo, TextSink } from './io.js'
export type { ExampleWorkspace, RunOptions } from './run-options.js'

/**
 * Run the `hermes-context` command line in-process.
 *
 * @param argv - the arguments after the script name (a leading `--`, as
 *   `pnpm demo -- …` passes it, is ignored)
 * @param io - where to write, the environment and the current directory
 * @param options - what the command line has no flag for (the demo's example)
 * @returns the exit code: 0 success; 1 `scan` found a file that would be
 *   blocked, or more warnings than `--max-warnings`; 2 usage, configuration
 *   or runtime error (one line on stderr). Never throws.
 */
export async function run(argv: readonly string[], io: CliIo, options: RunOptions = {}): Promise<number> {
  try {
    const args = parseArgs(argv)
    switch (args.command) {
      case 'help':
        io.stdout.write(helpText(args.topic, demoVersion(), options.example !== undefined))
        return 0
      case 'version':
        io.stdout.write(`hermes-context ${demoVersion()}\n`)
        return 0
      // Each command (and the scanner, the builder, the hint tracker behind it) loads when it runs:
      // --help, --version and usage errors answer without loading them (cold start, issue 11).
      case 'startup':
        return await (await import('./commands/startup.js')).runStartup(args, io, options)
      case 'hints':
        return await (await import('./commands/hints.js')).runHints(args, io)
      case 'scan':
        return await (await import('./commands/scan.js')).runScan(args, io)
    }
  } catch (error) {
    // A usage mistake, or a configuration error (unknown preset or rule, bad
    // options, a plugin or config file that cannot be loaded): one line, exit 2.
    if (error instanceof UsageError || isHermesError(error)) {
      // Arguments are echoed in messages: escape sequences and other controls are shown, never sent.
      io.stderr.write(`hermes-context: ${visible(error.message.split('\n')[0] ?? '')}\n`)
      return EXIT_USAGE
    }
    const message = error instanceof Error ? error.message : String(error)
    io.stderr.write(`hermes-context: failed: ${visible(message.split('\n')[0] ?? '')}\n`)
    if (io.env.HERMES_DEBUG) io.stderr.write(`${error instanceof Error ? error.stack : ''}\n`)
    return EXIT_FAILURE
  }
}
