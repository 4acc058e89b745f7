import { constants, promises as fsp } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { Diagnostic } from '@hermes/core'
import { SOUL_NAME } from './file-types/soul.js'

/**
 * The default `SOUL.md` written into `HERMES_HOME` when it has none (§8): a
 * short, neutral persona that no scanner rule flags.
 */
export const DEFAULT_SOUL_TEXT = `You are Hermes, a careful and friendly coding assistant.
Be concise and accurate. Explain what you change and why, prefer small, reviewable steps,
and ask before doing anything that is hard to undo.
`

/** What {@link ensureDefaultSoul} did. */
export type EnsureSoulResult =
  | { readonly status: 'exists' | 'created'; readonly path: string }
  | { readonly status: 'failed'; readonly path: string; readonly diagnostic: Diagnostic }

/**
 * Create `HERMES_HOME/SOUL.md` with {@link DEFAULT_SOUL_TEXT} when no entry of
 * that name exists (§8). Creates `HERMES_HOME` itself when missing; never
 * overwrites anything (exclusive create). Uses `node:fs` directly. Never
 * throws: a failure is returned as an `unreadable` diagnostic.
 *
 * @param hermesHome - absolute path of `HERMES_HOME` (a relative one creates nothing: `failed`)
 */
export async function ensureDefaultSoul(hermesHome: string): Promise<EnsureSoulResult> {
  const path = join(hermesHome, SOUL_NAME)
  if (typeof hermesHome !== 'string' || !isAbsolute(hermesHome))
    return failed(path, new Error('HERMES_HOME is not an absolute path'))
  try {
    await fsp.lstat(path)
    return { status: 'exists', path }
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') return failed(path, error)
  }
  try {
    await fsp.mkdir(hermesHome, { recursive: true })
    const handle = await fsp.open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644)
    try {
      await handle.writeFile(DEFAULT_SOUL_TEXT, 'utf8')
    } finally {
      await handle.close()
    }
    return { status: 'created', path }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return { status: 'exists', path }
    return failed(path, error)
  }
}

function failed(path: string, error: unknown): EnsureSoulResult {
  const code = (error as { code?: unknown }).code
  return {
    status: 'failed',
    path,
    diagnostic: {
      code: 'unreadable',
      severity: 'warning',
      path,
      reason: `Could not create the default SOUL.md (${typeof code === 'string' ? code : String(error)}).`,
      source: '@hermes/discovery',
    },
  }
}
