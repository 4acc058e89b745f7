import type { Diagnostic, FileSystem } from '@hermes/core'

/**
 * Resolve the working directory to its real path (§3) and check that it is a
 * readable directory (§4). Never throws: a missing or unreadable directory is
 * reported and gives `null`.
 */
export async function resolveWorkingDirectory(
  fs: FileSystem,
  path: string,
  report: (d: Diagnostic) => void,
): Promise<string | null> {
  const fail = (code: 'not-found' | 'unreadable', reason: string) => {
    report({ code, severity: 'error', path, reason, source: '@hermes/assemble' })
    return null
  }
  let real: string
  try {
    real = await fs.realpath(path)
  } catch (error) {
    const code = errno(error)
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? fail('not-found', 'The working directory does not exist: no project context files are loaded.')
      : fail(
          'unreadable',
          `The working directory cannot be resolved (${code ?? String(error)}): no project context files are loaded.`,
        )
  }
  try {
    const { kind } = await fs.stat(real)
    if (kind !== 'directory')
      return fail(
        'not-found',
        `The working directory is a ${kind}, not a directory: no project context files are loaded.`,
      )
    await fs.readdir(real)
  } catch (error) {
    return fail(
      'unreadable',
      `The working directory cannot be read (${errno(error) ?? String(error)}): no project context files are loaded.`,
    )
  }
  return real
}

function errno(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined
}
