import { constants, promises as fsp } from 'node:fs'
import type { ReadFileOptions } from '@hermes/core'

const CHUNK = 64 * 1024

/**
 * Read a regular file's bytes, at most `maxBytes + 1`, **until end of file**.
 *
 * `nodeFileSystem.readFile` (in `@hermes/core`) stops at the size `fstat`
 * reported plus one byte, so a file whose size is not known up front — a
 * pseudo-file such as `/proc/version` (size 0) or a file that grows while it
 * is read — comes back cut short, silently. `readContextFile` uses this
 * reader instead when it is given the Node file system. Same contract:
 * opened with `O_NONBLOCK` (a FIFO never blocks), rejects with `ENOTREG` for
 * anything but a regular file, honours `signal`; the buffer grows in steps and
 * never exceeds `maxBytes + 1` bytes.
 */
export async function readRegularFileToEnd(path: string, { maxBytes, signal }: ReadFileOptions): Promise<Uint8Array> {
  if (signal?.aborted) throw aborted(signal)
  const handle = await fsp.open(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) throw Object.assign(new Error(`not a regular file: ${path}`), { code: 'ENOTREG', path })
    const limit = Math.max(0, maxBytes + 1)
    let buffer = new Uint8Array(Math.min(limit, Math.max(stats.size + 1, CHUNK)))
    let filled = 0
    while (filled < limit) {
      if (signal?.aborted) throw aborted(signal)
      if (filled === buffer.length) {
        const grown = new Uint8Array(Math.min(limit, buffer.length * 2))
        grown.set(buffer)
        buffer = grown
      }
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, null)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    return buffer.subarray(0, filled)
  } finally {
    await handle.close()
  }
}

function aborted(signal: AbortSignal): Error {
  return Object.assign(new Error('read aborted'), { code: 'ABORT_ERR', cause: signal.reason })
}
