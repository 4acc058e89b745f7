import { userInfo } from 'node:os'
import type { FileSystem, LocalFileAccess } from '@hermes/core'

const PASSWD = '/etc/passwd'

/**
 * The bytes of a regular file on a local file system, read synchronously (not through a symlink), or
 * `undefined` when that is not possible (the caller reads it through its file system).
 */
function readLocally(local: LocalFileAccess | undefined, path: string): Uint8Array | undefined {
  if (local === undefined || !local.isLocal(path)) return undefined
  let file
  try {
    file = local.openFile(path)
  } catch {
    return undefined
  }
  try {
    return file.stat().kind === 'file' ? file.read({ maxBytes: PASSWD_MAX_BYTES }) : undefined
  } catch {
    return undefined
  } finally {
    file.close()
  }
}

/** Largest `/etc/passwd` read when looking up `~name`, in bytes. */
const PASSWD_MAX_BYTES = 1024 * 1024

/**
 * Home directories by user name, for `~name` (§5), from the user database:
 * every entry of `/etc/passwd` when it can be read through `fs`, and the
 * current user's database entry (`os.userInfo()`) when the file lacks it.
 * `$HOME` is never used for `~name` — only bare `~` means `$HOME`, as in a
 * shell: run as root with `HOME=/home/alice`, `~root` is `/root`. Never
 * throws or rejects; an unreadable file gives only the current user.
 */
export async function loadUserHomes(fs: FileSystem, local?: LocalFileAccess): Promise<ReadonlyMap<string, string>> {
  const homes = new Map<string, string>()
  try {
    const bytes = readLocally(local, PASSWD) ?? (await fs.readFile(PASSWD, { maxBytes: PASSWD_MAX_BYTES }))
    for (const line of new TextDecoder().decode(bytes).split('\n')) {
      const fields = line.split(':')
      const name = fields[0]
      const home = fields[5]
      if (fields.length >= 7 && name && home?.startsWith('/') && !homes.has(name)) homes.set(name, home)
    }
  } catch {
    // No passwd database (other OS, sandbox): only the current user resolves.
  }
  try {
    const user = userInfo()
    if (!homes.has(user.username) && user.homedir.startsWith('/')) homes.set(user.username, user.homedir)
  } catch {
    // userInfo() throws when the uid has no name.
  }
  return homes
}

/**
 * Expand a leading `~` the way a shell does (§5): `~` and `~/x` use the
 * user's home, `~name` and `~name/x` that user's home.
 *
 * @returns the expanded path, the path unchanged when it does not start with
 *   `~`, or `undefined` when `~name` names no known user
 */
export function expandTilde(path: string, homeDir: string, userHomes: ReadonlyMap<string, string>): string | undefined {
  if (!path.startsWith('~')) return path
  const slash = path.indexOf('/')
  const name = slash === -1 ? path.slice(1) : path.slice(1, slash)
  const rest = slash === -1 ? '' : path.slice(slash)
  const home = name === '' ? homeDir : userHomes.get(name)
  return home === undefined ? undefined : home + rest
}
