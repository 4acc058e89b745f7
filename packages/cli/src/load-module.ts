import { HermesError } from '@hermes/core'
import type * as Jiti from 'jiti'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** File extensions loaded through jiti (TypeScript); everything else is imported natively. */
const TYPESCRIPT = new Set(['.ts', '.mts', '.cts'])

/** Whether a specifier names a file (`./x.js`, `../x`, `/abs/x.ts`, `C:\x`) rather than a package. */
export function isPathSpecifier(specifier: string): boolean {
  return (
    specifier.startsWith('./') ||
    specifier.startsWith('../') ||
    specifier === '.' ||
    specifier === '..' ||
    specifier.startsWith('.\\') ||
    specifier.startsWith('..\\') ||
    isAbsolute(specifier)
  )
}

/**
 * `import()`: the bin's bundle (dist/cli.cjs) runs as a `vm.Script` with V8's
 * code cache (code-cache.ts), where `import()` has no loader to call; the bin
 * passes its own (`__hermesImport`, from dist/main.js, which sits in the same
 * directory, so `jiti` and file URLs resolve as from here). Everywhere else
 * (the library, tests) it is `undefined` and the native `import()` is used.
 */
declare const __hermesImport: ((specifier: string) => Promise<unknown>) | undefined
const importModule = (specifier: string): Promise<unknown> =>
  typeof __hermesImport === 'function' ? __hermesImport(specifier) : import(specifier)

/** jiti, imported on the first TypeScript file or package name to load (cold start, issue 11). */
let jitiModule: Promise<typeof Jiti> | undefined

async function jitiFor(parent: string) {
  const { createJiti } = await (jitiModule ??= importModule('jiti') as Promise<typeof Jiti>)
  // No file-system cache: loading a configuration writes nothing.
  return createJiti(parent, { fsCache: false, interopDefault: false })
}

async function importFile(path: string): Promise<Record<string, unknown>> {
  if (TYPESCRIPT.has(extname(path))) return (await (await jitiFor(path)).import(path)) as Record<string, unknown>
  return (await importModule(pathToFileURL(path).href)) as Record<string, unknown>
}

/**
 * One line saying why a module failed to load. A syntax error names the
 * place (`file:line:column`, both counted from 1): jiti puts it on its message's second line, and
 * Node's own `SyntaxError` for an ES module carries none, so the file is
 * parsed again with jiti's parser to find it.
 *
 * @param error - what `import()` threw
 * @param path - absolute path of the module that failed
 * @returns the first line of the message, with ` (path:line:column)` when the place is known; never throws
 */
export async function describeLoadError(error: unknown, path: string): Promise<string> {
  if (!(error instanceof Error)) return String(error)
  const lines = error.message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const [first = error.name, second] = lines
  // jiti (Babel) counts columns from 0; findings and editors count from 1.
  // The place may be in a module the file imports (`./helper.ts`): name that file.
  const place = second === undefined ? undefined : /^(\/.*|[A-Za-z]:\\.*):(\d+):(\d+)$/.exec(second)
  if (place) return `${first} (${place[1]}:${place[2]}:${Number(place[3]) + 1})`
  if (error.name !== 'SyntaxError') return first
  try {
    const source = await readFile(path, 'utf8')
    // jiti's transform reports a parse error as generated code setting `__JITI_ERROR__` to a JSON object.
    const code = (await jitiFor(path)).transform({ source, filename: path, ts: TYPESCRIPT.has(extname(path)) })
    const reported = /__JITI_ERROR__ = (\{.*\})/.exec(code)?.[1]
    const place = reported === undefined ? undefined : (JSON.parse(reported) as { line?: unknown; column?: unknown })
    if (typeof place?.line === 'number' && typeof place.column === 'number')
      return `${first} (${path}:${place.line}:${place.column + 1})`
  } catch {
    // No better place than Node's message: keep it.
  }
  return first
}

/**
 * Resolve a package name the way `import` would from a file in `directory`
 * (its `node_modules`, then its parents'), with the `import` condition.
 */
async function resolvePackage(specifier: string, directory: string): Promise<string | undefined> {
  return (await jitiFor(join(directory, '_.js'))).esmResolve(specifier, {
    parentURL: pathToFileURL(join(directory, '_.js')),
    conditions: ['node', 'import', 'default'],
    try: true,
  })
}

/** A module that was imported: its namespace and where it was found. */
export interface LoadedModule {
  /** The module namespace (`default` is the default export). */
  readonly namespace: Record<string, unknown>
  /** The file it was loaded from (absolute path or `file:` URL). */
  readonly location: string
}

/**
 * Import a module named on the command line or in a configuration: a file
 * path (resolved against `base`; `.ts`/`.mts`/`.cts` through jiti, others
 * natively) or a package name, resolved from `base` upwards, then from the
 * command line's own installation (a globally installed `hermes-context`
 * finds plugins installed next to it).
 *
 * @param what - what the module is, for messages (`--plugin`, `config`)
 * @throws HermesError `INVALID_PLUGIN` when the module cannot be found or its
 *   evaluation throws (the message names the module and the cause)
 */
export async function loadModule(specifier: string, base: string, what: string): Promise<LoadedModule> {
  let location: string | undefined
  if (isPathSpecifier(specifier)) {
    location = resolve(base, specifier)
    if (!existsSync(location))
      throw new HermesError('INVALID_PLUGIN', `${what} "${specifier}": no such file (${location})`, {
        module: specifier,
      })
  } else {
    location =
      (await resolvePackage(specifier, base)) ??
      (await resolvePackage(specifier, fileURLToPath(new URL('.', import.meta.url))))
    if (location === undefined)
      throw new HermesError(
        'INVALID_PLUGIN',
        `${what} "${specifier}": cannot find the package (install it next to your project, or give a file path)`,
        { module: specifier },
      )
  }
  const path = location.startsWith('file:') ? fileURLToPath(location) : location
  try {
    return { namespace: await importFile(path), location: path }
  } catch (error) {
    const cause = await describeLoadError(error, path)
    throw new HermesError(
      'INVALID_PLUGIN',
      `${what} "${specifier}": loading it failed: ${cause}`,
      {
        module: specifier,
      },
      { cause: error },
    )
  }
}
