import { isHermesError } from '@hermes/core'
import { runHints } from './commands/hints.js'
import { runScan } from './commands/scan.js'
import { runStartup } from './commands/startup.js'
import { EXIT_FAILURE, EXIT_USAGE } from './exit-codes.js'
import { helpText } from './help.js'
import type { CliIo } from './io.js'
import { defineCli, parseArgs } from './parse-args.js'
import { visible } from './report/text.js'
import { UsageError } from './usage-error.js'
import { demoVersion } from './version.js'

export type { CliIo, TextSink } from './io.js'

/**
 * Run the `hermes-context` command line in-process.
 *
 * @param argv - the arguments after the script name (a leading `--`, as
 *   `pnpm demo -- …` passes it, is ignored)
 * @param io - where to write, the environment and the current directory
 * @returns the exit code: 0 success; 1 `scan` found a file that would be
 *   blocked, or the command failed unexpectedly; 2 usage error (one line on stderr)
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const args = parseArgs(argv)
    switch (args.command) {
      case 'help':
        io.stdout.write(helpText(defineCli(), args.topic, demoVersion()))
        return 0
      case 'version':
        io.stdout.write(`hermes-context ${demoVersion()}\n`)
        return 0
      case 'startup':
        return await runStartup(args, io)
      case 'hints':
        return await runHints(args, io)
      case 'scan':
        return await runScan(args, io)
    }
  } catch (error) {
    if (
      error instanceof UsageError ||
      isHermesError(error, 'UNKNOWN_PRESET') ||
      isHermesError(error, 'INVALID_OPTION')
    ) {
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
