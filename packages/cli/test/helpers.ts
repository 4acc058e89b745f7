import { tempDir as makeTempDir, runCaptured, write, type CliResult } from '@hermes/test-utils'
import { run } from '../src/cli.js'
import { expect } from 'vitest'
import { parseArgs } from '../src/parse-args.js'
import { UsageError } from '../src/usage-error.js'

export type { CliResult } from '@hermes/test-utils'

/** A fresh temporary directory (real path), removed after the test (`@hermes/test-utils`). */
export async function tempDir(): Promise<string> {
  return makeTempDir('hermes-demo-test-')
}

/** Write files (path relative to `root` → UTF-8 text), creating directories. */
export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  write(root, files)
}

/**
 * Run the CLI in-process. The environment has no colours and a HERMES_HOME
 * in a temporary directory unless the test gives its own, so no test reads or
 * writes the real ~/.hermes.
 */
export async function runCli(
  argv: readonly string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliResult> {
  return runCaptured((args, io) => run(args, io), argv, options)
}

/** The message of the usage error `parseArgs(argv)` throws (fails the test when it throws anything else or nothing). */
export function usageMessage(argv: string[]): string {
  try {
    parseArgs(argv)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`no usage error for ${argv.join(' ')}`)
}
