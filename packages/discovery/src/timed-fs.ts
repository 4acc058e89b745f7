import type { FileSystem } from '@hermes/core'
import { withTimeout } from './internal.js'

/**
 * Wrap a {@link FileSystem} so that every call settles within `timeoutMs`:
 * a call still pending then rejects with an error whose `code` is
 * `ETIMEDOUT` (a remote or hung file system can never hang the caller). A
 * method that throws synchronously rejects instead. `homedir` is passed
 * through.
 *
 * @param fs - the file system to wrap
 * @param timeoutMs - milliseconds per call (values above 2³¹ − 1, `Infinity` included, are clamped to it)
 */
export function withFileSystemTimeout(fs: FileSystem, timeoutMs: number): FileSystem {
  return {
    lstat: (path) => withTimeout(() => fs.lstat(path), timeoutMs, `lstat ${path}`),
    stat: (path) => withTimeout(() => fs.stat(path), timeoutMs, `stat ${path}`),
    realpath: (path) => withTimeout(() => fs.realpath(path), timeoutMs, `realpath ${path}`),
    readdir: (path) => withTimeout(() => fs.readdir(path), timeoutMs, `readdir ${path}`),
    readFile: (path, options) => withTimeout(() => fs.readFile(path, options), timeoutMs, `read ${path}`),
    homedir: () => fs.homedir(),
  }
}
