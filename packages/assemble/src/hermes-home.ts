import type { Diagnostic, FileSystem } from '@hermes/core'
import { describeError } from './validate-options.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, join, resolve } = process.getBuiltinModule('node:path')

/** `HERMES_HOME` as used, or why there is none. */
export type HermesHome = { readonly path: string } | { readonly path: null; readonly diagnostic: Diagnostic }

/**
 * `HERMES_HOME` (§1): the `hermesHome` option, else a non-empty
 * `$HERMES_HOME`, else `<home directory>/.hermes`. Only an absolute path is
 * ever used: an empty or relative value (`HERMES_HOME=.hermes`, `HOME=`,
 * `HOME=repo`) would resolve against the current directory, so a
 * repository's own `.hermes/SOUL.md` would become the agent's identity.
 * Such a value gives no home and an `invalid-home` diagnostic instead (no
 * Soul, no default SOUL.md). Never throws (a throwing `homedir()` is a
 * diagnostic too).
 *
 * @param option - the `hermesHome` option, already checked to be absolute when given
 */
export function resolveHermesHome(
  option: string | undefined,
  fs: FileSystem,
  env: Readonly<Record<string, string | undefined>>,
): HermesHome {
  if (option !== undefined) return { path: resolve(option) }
  const fromEnv = env['HERMES_HOME']
  if (fromEnv !== undefined && fromEnv !== '') {
    if (isAbsolute(fromEnv)) return { path: resolve(fromEnv) }
    return invalid(fromEnv, `$HERMES_HOME is "${fromEnv}", not an absolute path`)
  }
  let home: unknown
  try {
    home = fs.homedir()
  } catch (error) {
    return invalid('~/.hermes', `the home directory cannot be determined (${describeError(error)})`)
  }
  if (typeof home !== 'string' || !isAbsolute(home))
    return invalid(
      typeof home === 'string' ? join(home, '.hermes') : '~/.hermes',
      `the home directory is ${typeof home === 'string' ? `"${home}"` : describeError(home)}, not an absolute path`,
    )
  return { path: join(resolve(home), '.hermes') }
}

function invalid(path: string, why: string): HermesHome {
  return {
    path: null,
    diagnostic: {
      code: 'invalid-home',
      severity: 'warning',
      path,
      reason: `No HERMES_HOME: ${why}; no SOUL.md is loaded or created (set HERMES_HOME to an absolute path).`,
      source: '@hermes/assemble',
    },
  }
}
