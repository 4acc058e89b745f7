import type { FileSystem } from '@hermes/core'
import { withTimeout } from './internal.js'

/**
 * Wrap a {@link FileSystem} so that every call settles within `timeoutMs`:
 * a call still pending then rejects with an error whose `code` is
 * `ETIMEDOUT` (a remote or hung file system can never hang the caller). A
 * method that throws synchronously rejects instead. `homedir` is passed
 * through; `openFile` is not (callers of the wrapped file system read by name).
 *
 * With a `signal` (an overall deadline), every call also rejects with
 * `ETIMEDOUT` (and `deadline: true`) as soon as it aborts, and calls made
 * after that reject at once without reaching `fs`.
 *
 * @param fs - the file system to wrap
 * @param timeoutMs - milliseconds per call (values above 2³¹ − 1, `Infinity` included, are clamped to it)
 * @param signal - optional overall deadline
 */
export function withFileSystemTimeout(fs: FileSystem, timeoutMs: number, signal?: AbortSignal): FileSystem {
  const timed = <T>(run: () => Promise<T>, what: string) => withTimeout(run, timeoutMs, what, signal)
  return {
    lstat: (path) => timed(() => fs.lstat(path), `lstat ${path}`),
    stat: (path) => timed(() => fs.stat(path), `stat ${path}`),
    realpath: (path) => timed(() => fs.realpath(path), `realpath ${path}`),
    readdir: (path) => timed(() => fs.readdir(path), `readdir ${path}`),
    readFile: (path, options) => timed(() => fs.readFile(path, options), `read ${path}`),
    homedir: () => fs.homedir(),
  }
}
