import { promises as fsp } from 'node:fs'
import { homedir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import type { CliIo } from './io.js'
import { UsageError } from './usage-error.js'

/**
 * HERMES_HOME (§1): `--home` (relative to the current directory), else
 * `$HERMES_HOME`, else `~/.hermes` (`$HOME`, else the OS home directory).
 * Only an absolute `$HERMES_HOME` or home directory is used: a relative one
 * would make a repository's own `.hermes/SOUL.md` the agent's identity.
 *
 * @throws UsageError when `$HERMES_HOME` or the home directory is relative
 */
export function resolveHermesHome(option: string | undefined, io: CliIo): string {
  if (option !== undefined) return resolveArgument(option, io)
  const fromEnv = io.env.HERMES_HOME
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!isAbsolute(fromEnv))
      throw new UsageError(
        `HERMES_HOME must be an absolute path, got ${JSON.stringify(fromEnv)} (or pass --home <dir>)`,
      )
    return resolve(fromEnv)
  }
  const home = io.env.HOME || homedir()
  if (!isAbsolute(home))
    throw new UsageError(
      `the home directory must be an absolute path, got ${JSON.stringify(home)}: set HOME or HERMES_HOME, or pass --home <dir>`,
    )
  return join(home, '.hermes')
}

/**
 * A path from the command line made absolute: an absolute path as it is
 * (normalised), a relative one against `io.cwd` (read only then, so an
 * absolute path works when the current directory was deleted).
 *
 * @throws UsageError when the path is relative and the current directory cannot be determined
 */
export function resolveArgument(value: string, io: CliIo): string {
  return isAbsolute(value) ? resolve(value) : resolve(io.cwd, value)
}

/**
 * An existing directory named on the command line, made absolute.
 *
 * @throws UsageError when it does not exist or is not a directory
 */
export async function existingDirectory(option: string, value: string, io: CliIo): Promise<string> {
  const path = resolveArgument(value, io)
  let isDirectory: boolean
  try {
    isDirectory = (await fsp.stat(path)).isDirectory()
  } catch (error) {
    throw new UsageError(`${option}: cannot open "${value}" (${(error as { code?: string }).code ?? 'error'})`)
  }
  if (!isDirectory) throw new UsageError(`${option}: "${value}" is not a directory`)
  return path
}
