import { errorCode, type Diagnostic } from '@hermes/core'
import { SOUL_NAME } from './file-types/soul.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { isAbsolute, join } = process.getBuiltinModule('node:path')

// `process.getBuiltinModule` (Node ≥ 20.16), not `import … from 'node:fs'`: the ES-module
// facade of `fs` reads every export, which loads Node's streams (~4 ms CPU on every import, issue 11).
// `fs.promises` is read where used: reading it loads Node's promise API (fs/promises, readline, watchers).
const fs = process.getBuiltinModule('node:fs')
const { constants } = fs

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

/** Errors of `link()` on file systems without hard links: fall back to a checked `rename()`. */
const NO_HARD_LINKS: ReadonlySet<string> = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'])

/**
 * Move the finished file `temporary` to `path` without ever replacing an
 * entry that appeared at `path` meanwhile: `link()` fails with `EEXIST` when
 * one exists (atomic); where hard links are unsupported, a `rename()` after a
 * last check (a window of one system call). `temporary` is always removed.
 *
 * @returns `true` when `path` is now our file, `false` when another entry was already there
 * @throws the file-system error of anything else
 */
export async function publishExclusive(temporary: string, path: string): Promise<boolean> {
  try {
    await fs.promises.link(temporary, path)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error
    try {
      await fs.promises.lstat(path)
      return false
    } catch (missing) {
      if (errorCode(missing) !== 'ENOENT') throw missing
    }
    await fs.promises.rename(temporary, path)
    return true
  } finally {
    await fs.promises.rm(temporary, { force: true }).catch(() => {})
  }
}

/**
 * Create `HERMES_HOME/SOUL.md` with {@link DEFAULT_SOUL_TEXT} when no entry of
 * that name exists (§8). Creates `HERMES_HOME` itself when missing. The write
 * is atomic: the text goes to a temporary file in `HERMES_HOME` (exclusive
 * create, flushed to disk), which is then published with
 * {@link publishExclusive}, so an interrupted or failed write (a full disk,
 * Ctrl-C) never leaves an empty or partial `SOUL.md`, and a `SOUL.md` that
 * appeared meanwhile is never overwritten (`exists`). Uses `node:fs`
 * directly. Never throws: a failure is returned as an `unreadable` diagnostic.
 *
 * @param hermesHome - absolute path of `HERMES_HOME` (a relative one creates nothing: `failed`)
 */
export async function ensureDefaultSoul(hermesHome: string): Promise<EnsureSoulResult> {
  const path = join(hermesHome, SOUL_NAME)
  if (typeof hermesHome !== 'string' || !isAbsolute(hermesHome))
    return failed(path, new Error('HERMES_HOME is not an absolute path'))
  try {
    await fs.promises.lstat(path)
    return { status: 'exists', path }
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') return failed(path, error)
  }
  // node:crypto loads here, on the rare run that creates SOUL.md, not at start (issue 11); not through
  // `import()`, which the command line's code-cached bundle cannot call (see @hermes/cli code-cache.ts).
  const { randomBytes } = process.getBuiltinModule('node:crypto')
  const temporary = join(hermesHome, `.${SOUL_NAME}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await fs.promises.mkdir(hermesHome, { recursive: true })
    const handle = await fs.promises.open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644)
    try {
      await handle.writeFile(DEFAULT_SOUL_TEXT, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    const created = await publishExclusive(temporary, path)
    await removeAbandonedTemporaries(hermesHome)
    return created ? { status: 'created', path } : { status: 'exists', path }
  } catch (error) {
    await fs.promises.rm(temporary, { force: true }).catch(() => {})
    return failed(path, error)
  }
}

/** `.SOUL.md.<pid>.<12 hex digits>.tmp`: a temporary file of {@link ensureDefaultSoul}. */
const TEMPORARY = new RegExp(`^\\.${SOUL_NAME.replace('.', '\\.')}\\.(\\d+)\\.[0-9a-f]{12}\\.tmp$`)

/** Whether process `pid` exists on this machine (`EPERM`: it exists but belongs to another user). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

/**
 * Remove the temporary files that a creation killed before it finished (SIGKILL,
 * power loss) left in `HERMES_HOME`: those whose process no longer exists. A
 * file of a live process (a concurrent creation) is left alone. Best effort:
 * errors are ignored. Runs only when `SOUL.md` was missing, so an ordinary
 * build never lists `HERMES_HOME`.
 */
async function removeAbandonedTemporaries(hermesHome: string): Promise<void> {
  let names: string[]
  try {
    names = await fs.promises.readdir(hermesHome)
  } catch {
    return
  }
  for (const name of names) {
    const pid = TEMPORARY.exec(name)?.[1]
    if (pid === undefined || Number(pid) === process.pid || processExists(Number(pid))) continue
    await fs.promises.rm(join(hermesHome, name), { force: true }).catch(() => {})
  }
}

function failed(path: string, error: unknown): EnsureSoulResult {
  const errno = errorCode(error)
  return {
    status: 'failed',
    path,
    diagnostic: {
      code: 'unreadable',
      severity: 'warning',
      path,
      reason: `Could not create the default SOUL.md (${errno ?? (error instanceof Error ? error.message : String(error))}).`,
      source: '@hermes/discovery',
    },
  }
}
