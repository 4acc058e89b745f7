import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { isHermesError, nodeFileSystem, type FileSystem } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { credentialStoreOf, readContextFile } from '../src/index.js'
import { fsWith, syncFileSystem, tempDir, write } from './helpers.js'

function skipped(outcome: Awaited<ReturnType<typeof readContextFile>>) {
  if (outcome.ok) throw new Error(`expected a skip, got text ${JSON.stringify(outcome.text)}`)
  return outcome
}

describe('readContextFile: adversarial input', () => {
  it.skipIf(!existsSync('/proc/version'))(
    'the Node file system reads a pseudo-file that reports size 0 (/proc/version) to its end; the reader refuses links into /proc',
    async () => {
      const expected = readFileSync('/proc/version', 'utf8')
      const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
      expect(decode(await nodeFileSystem.readFile('/proc/version', { maxBytes: 1 << 20 }))).toBe(expected)
      const openFile = nodeFileSystem.openFile?.bind(nodeFileSystem)
      if (openFile === undefined) throw new Error('nodeFileSystem.openFile is missing')
      const file = await openFile('/proc/version')
      try {
        expect((await file.stat()).size).toBe(0)
        expect(decode(await file.read({ maxBytes: 1 << 20 }))).toBe(expected)
      } finally {
        await file.close()
      }
      // Issue 8 item 2: /proc, /sys and /dev are refused like .env, never read as context files.
      const root = tempDir()
      write(root, { 'AGENTS.md': { link: '/proc/version' } })
      const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root })
      expect(skipped(outcome).diagnostic).toMatchObject({ code: 'secrets-file', data: { kind: 'credential-store' } })
    },
  )

  it.skipIf(!existsSync('/dev/zero'))('skips /dev/zero and /dev/urandom linked as context files', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': { link: '/dev/zero' }, 'CLAUDE.md': { link: '/dev/urandom' } })
    for (const name of ['AGENTS.md', 'CLAUDE.md'])
      expect(skipped(await readContextFile(join(root, name), { boundary: root })).diagnostic?.code).toBe('secrets-file')
  })

  it('/dev/shm is a workspace in memory, not a credential store; /dev itself and a key inside it still are', () => {
    expect(credentialStoreOf('/dev/shm/ci/repo/AGENTS.md')).toBeUndefined()
    expect(credentialStoreOf('/dev/shm/ci/.ssh/config')).toBe('.ssh/')
    expect(credentialStoreOf('/dev/zero')).toBe('/dev')
    expect(credentialStoreOf('/dev/shmem/AGENTS.md')).toBe('/dev')
  })

  it.skipIf(!existsSync('/dev/shm'))('loads a repository kept under /dev/shm', async () => {
    const root = mkdtempSync('/dev/shm/hermes-test-')
    try {
      write(root, { 'AGENTS.md': 'Use pnpm.' })
      const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root })
      expect(outcome.ok && outcome.text).toBe('Use pnpm.')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('an infinite or huge timeout means "no timeout", not "time out at once"', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'Rules.' })
    for (const timeoutMs of [Infinity, 2 ** 32, Number.MAX_VALUE]) {
      const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root, timeoutMs })
      expect(outcome.ok && outcome.text).toBe('Rules.')
    }
  })

  it('rejects invalid options with HermesError INVALID_OPTION (programmer errors)', async () => {
    const root = tempDir()
    const path = join(root, 'AGENTS.md')
    const bad: Array<[unknown, unknown]> = [
      [path, { boundary: root, timeoutMs: NaN }],
      [path, { boundary: root, timeoutMs: 0 }],
      [path, { boundary: root, timeoutMs: -1 }],
      [path, { boundary: root, timeoutMs: '5000' }],
      [path, { boundary: root, maxBytes: NaN }],
      [path, { boundary: root, maxBytes: -1 }],
      [path, { boundary: root, maxBytes: 1.5 }],
      [path, { boundary: root, fs: {} }],
      [path, {}],
      [path, { boundary: '' }],
      [path, undefined],
      [42, { boundary: root }],
      ['', { boundary: root }],
    ]
    for (const [p, options] of bad)
      await expect(
        readContextFile(p as string, options as Parameters<typeof readContextFile>[1]),
        JSON.stringify([p, options]),
      ).rejects.toSatisfy((e) => isHermesError(e, 'INVALID_OPTION'))
  })

  it('turns odd thrown values and malformed results from a custom file system into diagnostics', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'x' })
    const path = join(root, 'AGENTS.md')
    const nullProto = Object.create(null) as object
    const variants: Array<Partial<FileSystem>> = [
      { readFile: async () => Promise.reject(nullProto) },
      {
        lstat: () => {
          throw nullProto
        },
      },
      { stat: async () => undefined as never },
      { realpath: async () => 42 as never },
      { readFile: async () => 'text' as never },
    ]
    for (const overrides of variants) {
      const outcome = skipped(await readContextFile(path, { boundary: root, fs: fsWith(overrides) }))
      expect(outcome.diagnostic?.code).toBe('unreadable')
      expect(outcome.diagnostic?.reason.length).toBeGreaterThan(0)
    }
    // A method that returns a plain value instead of a promise is tolerated.
    const sync = await readContextFile(path, {
      boundary: root,
      fs: fsWith({ lstat: () => ({ kind: 'file', size: 1 }) as never }),
    })
    expect(sync.ok && sync.text).toBe('x')
  })

  it('a file system method that never settles times out, whichever it is', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'x' })
    for (const method of ['lstat', 'stat', 'realpath', 'readFile'] as const) {
      const fs = fsWith({ [method]: () => new Promise(() => {}) }, syncFileSystem)
      const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root, fs, timeoutMs: 20 }))
      expect(outcome.diagnostic?.code).toBe('timeout')
    }
  })

  it('a directory whose name starts with ".." lies inside the boundary', async () => {
    const root = tempDir()
    write(root, { '..weird/AGENTS.md': 'Inside.' })
    const reported: unknown[] = []
    const outcome = await readContextFile(join(root, '..weird/AGENTS.md'), {
      boundary: root,
      report: (d) => reported.push(d),
    })
    expect(outcome.ok && outcome.outsideBoundary).toBe(false)
    expect(reported).toEqual([])
  })

  it('rejects overlong encodings and CESU-8 surrogates as invalid UTF-8', async () => {
    const root = tempDir()
    write(root, {
      'overlong.md': Uint8Array.from([0xc0, 0xaf, 0x41]),
      'cesu.md': Uint8Array.from([0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]),
      'lone.md': Uint8Array.from([0xed, 0xa0, 0x80]),
    })
    for (const name of ['overlong.md', 'cesu.md', 'lone.md'])
      expect(skipped(await readContextFile(join(root, name), { boundary: root })).diagnostic?.code).toBe('invalid-utf8')
  })

  it('an empty file, a lone BOM and Unicode-only white space read as empty text', async () => {
    const root = tempDir()
    write(root, { 'a.md': '', 'b.md': '\uFEFF', 'c.md': '\u3000\u0085\u2028 \r\r\n\t', 'd.md': 'a\rb' })
    for (const name of ['a.md', 'b.md', 'c.md']) {
      const outcome = await readContextFile(join(root, name), { boundary: root })
      expect(outcome.ok && outcome.text).toBe('')
    }
    const cr = await readContextFile(join(root, 'd.md'), { boundary: root })
    expect(cr.ok && cr.text).toBe('a\nb')
  })

  it('reads a file bigger than the first buffer exactly (64 KiB steps, at most maxBytes + 1)', async () => {
    const root = tempDir()
    const text = 'é'.repeat(100_000) // 200,000 bytes
    write(root, { 'AGENTS.md': text })
    const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root })
    expect(outcome.ok && outcome.text).toBe(text)
    const small = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root, maxBytes: 199_999 }))
    expect(small.diagnostic?.code).toBe('too-large')
  })
})
