import { HermesError } from '@hermes/core'
import { findGitRoot } from '@hermes/discovery'
import { promises as fsp } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import * as v from 'valibot'
import type { HermesConfig } from './config.js'
import { loadModule } from './load-module.js'

/** The names of a repository's own configuration file, in the order they are looked for in one directory. */
export const CONFIG_NAMES = [
  'hermes-context.config.js',
  'hermes-context.config.mjs',
  'hermes-context.config.ts',
] as const

const count = v.pipe(v.number(), v.integer(), v.minValue(1))
const setting = v.union([
  v.picklist(['block', 'warn', 'off']),
  v.tuple([v.picklist(['block', 'warn', 'off'])]),
  v.tuple([v.picklist(['block', 'warn', 'off']), v.record(v.string(), v.unknown())]),
])

/**
 * The shape of a configuration, checked when it is loaded (the plugins
 * themselves and the rule settings' ids are checked by the plugin host and
 * the scanner). Unknown keys are errors: a misspelt `rule:` must not be
 * silently ignored.
 */
const ConfigSchema = v.strictObject({
  plugins: v.optional(
    v.array(
      v.union([
        v.function(),
        v.looseObject({ name: v.string() }),
        v.tuple([v.union([v.function(), v.looseObject({ name: v.string() })]), v.unknown()]),
      ]),
    ),
  ),
  preset: v.optional(v.pipe(v.string(), v.minLength(1))),
  rules: v.optional(v.record(v.pipe(v.string(), v.minLength(1)), setting)),
  limits: v.optional(
    v.strictObject({
      maxChars: v.optional(count),
      contextLength: v.optional(count),
      hintMaxChars: v.optional(count),
      readTimeoutMs: v.optional(count),
    }),
  ),
  fileTypes: v.optional(v.array(v.looseObject({ id: v.string() }))),
})

/** A configuration and the file it came from. */
export interface LoadedConfig {
  /** The validated configuration. */
  readonly config: HermesConfig
  /** Absolute path of its file. */
  readonly file: string
}

/**
 * Load a configuration file: its default export, validated.
 *
 * @param path - absolute path of the file
 * @param shown - how messages name it (as typed, or relative to the current directory)
 * @throws HermesError `INVALID_OPTION` when the file has no default export or
 *   the export is not a valid configuration (the message names the file and
 *   the first problem with its path); `INVALID_PLUGIN` when it cannot be
 *   loaded (missing, a syntax error, an import that fails)
 */
export async function loadConfig(path: string, shown: string): Promise<LoadedConfig> {
  const file = shown
  const { namespace } = await loadModule(path, dirname(path), 'config')
  if (!('default' in namespace) || namespace.default === undefined)
    throw new HermesError(
      'INVALID_OPTION',
      `config ${file}: it has no default export (export default defineConfig({…}))`,
      {
        file: path,
      },
    )
  const result = v.safeParse(ConfigSchema, namespace.default)
  if (!result.success) {
    const issue = result.issues[0]
    const at = issue ? v.getDotPath(issue) : null
    throw new HermesError(
      'INVALID_OPTION',
      `config ${file}: ${at ? `${at}: ` : ''}${issue?.message ?? 'not a configuration object'}`,
      { file: path, issues: result.issues.map((i) => ({ path: v.getDotPath(i), message: i.message })) },
    )
  }
  return { config: namespace.default as HermesConfig, file: path }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await fsp.stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * The repository's own configuration for a scanned path: the first
 * `hermes-context.config.{js,mjs,ts}` in the path's directory (a file's
 * parent) or one of its parents up to and including the git root. Outside a
 * git repository only the path's own directory is looked at (a stray file in
 * a parent such as the home directory does not apply).
 *
 * @returns the absolute path of the file, or `undefined`
 */
export async function findRepositoryConfig(scanned: string): Promise<string | undefined> {
  let directory = scanned
  try {
    if (!(await fsp.stat(scanned)).isDirectory()) directory = dirname(scanned)
  } catch {
    directory = dirname(scanned)
  }
  directory = await fsp.realpath(directory).catch(() => directory)
  const gitRoot = await findGitRoot(directory)
  for (;;) {
    for (const name of CONFIG_NAMES) if (await isFile(join(directory, name))) return join(directory, name)
    const parent = dirname(directory)
    if (gitRoot === null || parent === directory || relative(gitRoot, directory) === '') return undefined
    if (relative(gitRoot, parent).startsWith('..')) return undefined
    directory = parent
  }
}

/** The label of a configuration's file types plugin. */
export function configPluginName(file: string): string {
  return `config:${basename(file)}`
}
