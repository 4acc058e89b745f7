import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { execFileSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { nodeFileSystem } from '../src/index.js'

const dir = mkdtempSync(join(tmpdir(), 'hermes-core-fs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('nodeFileSystem.readFile', () => {
  it('reads at most maxBytes + 1 bytes of a larger file', async () => {
    const path = join(dir, 'big.md')
    writeFileSync(path, 'x'.repeat(1000))
    expect((await nodeFileSystem.readFile(path, { maxBytes: 10 })).length).toBe(11)
    expect((await nodeFileSystem.readFile(path, { maxBytes: 5000 })).length).toBe(1000)
  })

  it('reads past a reported size of 0 (pseudo-files) to end of file', async () => {
    // /proc files report size 0 but have content; CI runs on Linux.
    const bytes = await nodeFileSystem.readFile('/proc/self/status', { maxBytes: 1 << 20 })
    expect(new TextDecoder().decode(bytes)).toMatch(/^Name:\t/)
    expect(bytes.length).toBeGreaterThan(100)
  })

  it('rejects a FIFO with ENOTREG without blocking', async () => {
    const path = join(dir, 'fifo')
    execFileSync('mkfifo', [path])
    await expect(nodeFileSystem.readFile(path, { maxBytes: 10 })).rejects.toMatchObject({ code: 'ENOTREG' })
  })

  it('honours an aborted signal', async () => {
    const path = join(dir, 'small.md')
    writeFileSync(path, 'hello')
    await expect(nodeFileSystem.readFile(path, { maxBytes: 10, signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'ABORT_ERR',
    })
  })
})
