import { execFileSync } from 'node:child_process'
import { truncateSync } from 'node:fs'
import { join } from 'node:path'
import { nodeFileSystem, type ReadFileOptions } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_READ_TIMEOUT_MS, isSecretsFileName, readContextFile } from '../src/index.js'
import { fsWith, syncFileSystem, tempDir, write } from './helpers.js'

function skipped(outcome: Awaited<ReturnType<typeof readContextFile>>) {
  if (outcome.ok) throw new Error(`expected a skip, got text ${JSON.stringify(outcome.text)}`)
  return outcome
}

describe('readContextFile (§4.1)', () => {
  it('documents its limits', () => {
    expect(DEFAULT_READ_TIMEOUT_MS).toBe(5000)
    expect(DEFAULT_MAX_FILE_BYTES).toBe(4 * 1024 * 1024)
  })

  it('normalises CRLF and lone CR, removes one BOM and trims Unicode white space', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': '\uFEFF\u00A0 Line one\r\nLine two\rLine three\r\n\u3000' })
    const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root })
    expect(outcome).toEqual({
      ok: true,
      path: join(root, 'AGENTS.md'),
      realPath: join(root, 'AGENTS.md'),
      text: 'Line one\nLine two\nLine three',
      outsideBoundary: false,
    })
  })

  it('keeps a second BOM and U+200B (not white space)', async () => {
    const root = tempDir()
    write(root, { 'a.md': '\uFEFF\uFEFFx\u200B' })
    const outcome = await readContextFile(join(root, 'a.md'), { boundary: root })
    expect(outcome.ok && outcome.text).toBe('\uFEFFx\u200B')
  })

  it('reports a missing name as missing, without a diagnostic', async () => {
    const root = tempDir()
    const reported: unknown[] = []
    const outcome = await readContextFile(join(root, 'AGENTS.md'), { boundary: root, report: (d) => reported.push(d) })
    expect(outcome).toEqual({ ok: false, path: join(root, 'AGENTS.md'), missing: true })
    expect(reported).toEqual([])
  })

  it('skips a directory named AGENTS.md', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md/': '' })
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root }))
    expect(outcome.missing).toBe(false)
    expect(outcome.diagnostic).toMatchObject({
      code: 'not-regular-file',
      path: join(root, 'AGENTS.md'),
      source: '@hermes/discovery',
      reason: 'Skipped: it is a directory, not a regular file.',
    })
  })

  it('skips a FIFO named CLAUDE.md without opening it (does not hang)', async () => {
    const root = tempDir()
    execFileSync('mkfifo', [join(root, 'CLAUDE.md')])
    let opened = false
    const fs = fsWith({
      readFile: (path, options) => {
        opened = true
        return nodeFileSystem.readFile(path, options)
      },
    })
    const outcome = skipped(await readContextFile(join(root, 'CLAUDE.md'), { boundary: root, fs }))
    expect(outcome.diagnostic?.code).toBe('not-regular-file')
    expect(outcome.diagnostic?.reason).toBe('Skipped: it is a fifo, not a regular file.')
    expect(opened).toBe(false)
  })

  it('reports a FIFO swapped in after the check (ENOTREG from readFile) as not a regular file', async () => {
    const root = tempDir()
    execFileSync('mkfifo', [join(root, 'CLAUDE.md')])
    const fs = fsWith({ stat: async () => ({ kind: 'file', size: 0 }) })
    const outcome = skipped(await readContextFile(join(root, 'CLAUDE.md'), { boundary: root, fs }))
    expect(outcome.diagnostic?.code).toBe('not-regular-file')
  })

  it('skips a symlink loop', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': { link: 'AGENTS.md' } })
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root }))
    expect(outcome.diagnostic?.code).toBe('symlink-loop')
    expect(outcome.diagnostic?.path).toBe(join(root, 'AGENTS.md'))
  })

  it('skips a dangling symlink', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': { link: 'gone.md' } })
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root }))
    expect(outcome.diagnostic?.code).toBe('dangling-symlink')
    expect(outcome.diagnostic?.severity).toBe('warning')
  })

  it('skips invalid UTF-8', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) })
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root }))
    expect(outcome.diagnostic).toMatchObject({ code: 'invalid-utf8', severity: 'error' })
  })

  it('skips a binary file (NUL bytes), even when it is valid UTF-8', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'b.md': 'a\u0000b' })
    expect(skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root })).diagnostic?.code).toBe('binary')
    expect(skipped(await readContextFile(join(root, 'b.md'), { boundary: root })).diagnostic?.code).toBe('binary')
  })

  it('skips a 64 MiB file as too-large without asking for more than maxBytes + 1 bytes', async () => {
    const root = tempDir()
    const path = join(root, 'AGENTS.md')
    write(root, { 'AGENTS.md': '' })
    truncateSync(path, 64 * 1024 * 1024) // sparse: no 64 MiB on disk
    const asked: number[] = []
    const received: number[] = []
    // The size check happens before any read…
    const spy = fsWith({
      readFile: async (p: string, options: ReadFileOptions) => {
        asked.push(options.maxBytes)
        const bytes = await nodeFileSystem.readFile(p, options)
        received.push(bytes.length)
        return bytes
      },
    })
    const first = skipped(await readContextFile(path, { boundary: root, fs: spy }))
    expect(first.diagnostic).toMatchObject({
      code: 'too-large',
      path,
      data: { size: 64 * 1024 * 1024, maxBytes: DEFAULT_MAX_FILE_BYTES },
    })
    expect(asked).toEqual([])
    // …and when the size is not known up front (stat says 0), the read itself is bounded.
    const lying = { ...spy, stat: async () => ({ kind: 'file' as const, size: 0 }) }
    const second = skipped(await readContextFile(path, { boundary: root, fs: lying }))
    expect(second.diagnostic?.code).toBe('too-large')
    expect(asked).toEqual([DEFAULT_MAX_FILE_BYTES])
    expect(received).toEqual([DEFAULT_MAX_FILE_BYTES + 1])
  })

  it('honours a smaller maxBytes', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': '12345678' })
    expect(
      skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root, maxBytes: 7 })).diagnostic?.code,
    ).toBe('too-large')
    const fits = await readContextFile(join(root, 'AGENTS.md'), { boundary: root, maxBytes: 8 })
    expect(fits.ok && fits.text).toBe('12345678')
  })

  it('skips an unreadable file (EACCES, through an injected file system)', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'secret-ish' })
    const fs = fsWith({
      readFile: async () => {
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' })
      },
    })
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root, fs }))
    expect(outcome.diagnostic).toMatchObject({ code: 'unreadable', reason: 'Skipped: cannot read the file (EACCES).' })
  })

  it('skips a name in a directory that cannot be searched (EACCES on lstat)', async () => {
    const fs = fsWith({
      lstat: async () => {
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' })
      },
    })
    const outcome = skipped(await readContextFile('/locked/AGENTS.md', { boundary: '/locked', fs }))
    expect(outcome.diagnostic).toMatchObject({
      code: 'unreadable',
      path: '/locked/AGENTS.md',
      reason: 'Skipped: cannot examine the file (EACCES).',
    })
  })

  it('abandons a read that does not finish in time and aborts it', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'slow' })
    let signal: AbortSignal | undefined
    const fs = fsWith(
      {
        readFile: (_path, options) => {
          signal = options.signal
          return new Promise<Uint8Array>(() => {})
        },
      },
      syncFileSystem,
    )
    const outcome = skipped(await readContextFile(join(root, 'AGENTS.md'), { boundary: root, fs, timeoutMs: 30 }))
    expect(outcome.diagnostic).toMatchObject({ code: 'timeout', data: { timeoutMs: 30 } })
    expect(signal?.aborted).toBe(true)
  })

  it('applies the timeout to a hanging stat as well', async () => {
    const fs = fsWith({ lstat: () => new Promise(() => {}) }, syncFileSystem)
    const outcome = skipped(await readContextFile('/nfs/AGENTS.md', { boundary: '/nfs', fs, timeoutMs: 20 }))
    expect(outcome.diagnostic?.code).toBe('timeout')
  })

  it('never reads a symlink whose target is a secrets file', async () => {
    const root = tempDir()
    write(root, {
      '.env': 'TOKEN=x\n',
      '.env.local': 'x',
      'AGENTS.md': { link: '.env' },
      'CLAUDE.md': { link: '.env.local' },
    })
    let reads = 0
    const fs = fsWith({
      readFile: (path, options) => {
        reads++
        return nodeFileSystem.readFile(path, options)
      },
    })
    for (const name of ['AGENTS.md', 'CLAUDE.md']) {
      const outcome = skipped(await readContextFile(join(root, name), { boundary: root, fs }))
      expect(outcome.diagnostic?.code).toBe('secrets-file')
    }
    expect(reads).toBe(0)
  })

  it('reads a target outside the boundary and reports it (info)', async () => {
    const root = tempDir()
    write(root, { 'team/rules.md': 'Team rules.\n', 'proj/AGENTS.md': { link: '../team/rules.md' } })
    const reported: Array<{ code: string; severity: string }> = []
    const outcome = await readContextFile(join(root, 'proj/AGENTS.md'), {
      boundary: join(root, 'proj'),
      report: (d) => reported.push(d),
    })
    expect(outcome).toMatchObject({
      ok: true,
      text: 'Team rules.',
      realPath: join(root, 'team/rules.md'),
      outsideBoundary: true,
    })
    expect(reported).toMatchObject([{ code: 'outside-boundary', severity: 'info', path: join(root, 'proj/AGENTS.md') }])
  })

  it('never throws, even when the file system throws synchronously odd values', async () => {
    const fs = fsWith({
      lstat: async () => ({ kind: 'file', size: 3 }),
      stat: async () => ({ kind: 'file', size: 3 }),
      realpath: async (p) => p,
      readFile: async () => {
        throw 'boom'
      },
    })
    const outcome = skipped(await readContextFile('/x/AGENTS.md', { boundary: '/x', fs }))
    expect(outcome.diagnostic?.code).toBe('unreadable')
  })
})

describe('isSecretsFileName', () => {
  it.each([
    ['.env', true],
    ['.env.local', true],
    ['.env.production', true],
    ['.envrc', true],
    ['.environment', false],
    ['env', false],
    ['AGENTS.md', false],
    ['x.env', false],
  ])('%s → %s', (name, expected) => {
    expect(isSecretsFileName(name)).toBe(expected)
  })
})
