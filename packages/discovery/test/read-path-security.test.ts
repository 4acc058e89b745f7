import { linkSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { nodeFileSystem, type FileSystem } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { hermesFileType, readContextFile } from '../src/index.js'
import { context, tempDir, write } from './helpers.js'

const ENV = 'API_TOKEN=sk-live-0123456789abcdef\nDB_PASSWORD=hunter2-very-secret\n'
const PEM =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n'
const AWS =
  '[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n'

/**
 * `nodeFileSystem` (with its descriptor-based `openFile`) that runs `swap`
 * synchronously right after the file-system call number `at` (or each number in the set `at`) settles: a
 * deterministic time-of-check/time-of-use race at every step of a read.
 */
function swappingFs(at: number | ReadonlySet<number>, swap: () => void): FileSystem {
  let calls = 0
  const after = <T>(promise: Promise<T>): Promise<T> =>
    promise.finally(() => {
      calls++
      if (typeof at === 'number' ? calls === at : at.has(calls)) swap()
    })
  const fs: FileSystem = {
    lstat: (path) => after(nodeFileSystem.lstat(path)),
    stat: (path) => after(nodeFileSystem.stat(path)),
    realpath: (path) => after(nodeFileSystem.realpath(path)),
    readdir: (path) => after(nodeFileSystem.readdir(path)),
    readFile: (path, options) => after(nodeFileSystem.readFile(path, options)),
    homedir: () => nodeFileSystem.homedir(),
  }
  const open = nodeFileSystem.openFile
  if (open)
    return {
      ...fs,
      openFile: async (path) => {
        const file = await after(open(path))
        return {
          stat: () => after(file.stat()),
          read: (options) => after(file.read(options)),
          close: () => file.close(),
          ...(file.realPath ? { realPath: () => file.realPath?.() ?? Promise.resolve(undefined) } : {}),
        }
      },
    }
  return fs
}

describe('time of check = time of use: the file read is the file checked (issue 8 item 1)', () => {
  for (const start of ['regular', 'link'] as const)
    it(`never returns .env text when AGENTS.md is swapped after any step (starting as a ${start} file)`, async () => {
      const leaks: number[] = []
      for (let at = 1; at <= 12; at++) {
        const root = tempDir()
        write(root, { '.env': ENV, 'clean.md': 'Use pnpm.' })
        const agents = join(root, 'AGENTS.md')
        const toLink = () => {
          symlinkSync('.env', join(root, 'tmp-link'))
          renameSync(join(root, 'tmp-link'), agents)
        }
        const toRegular = () => {
          writeFileSync(join(root, 'tmp-file'), 'Use pnpm.')
          renameSync(join(root, 'tmp-file'), agents)
        }
        if (start === 'regular') toRegular()
        else toLink()
        const outcome = await readContextFile(agents, {
          boundary: root,
          fs: swappingFs(at, start === 'regular' ? toLink : toRegular),
        })
        if (outcome.ok && outcome.text.includes('hunter2')) leaks.push(at)
      }
      expect(leaks).toEqual([])
    })
})

describe('a directory of the path swapped for a symlink and back (breaker F5)', () => {
  it.skipIf(process.platform !== 'linux')(
    'never reads a file from outside under the checked name inside (lstat and open see the link, realpath the directory)',
    async () => {
      const base = tempDir()
      const root = join(base, 'repo')
      write(base, { 'repo/sub/AGENTS.md': 'inside', 'outside/AGENTS.md': 'OUTSIDE' })
      const sub = join(root, 'sub')
      renameSync(sub, join(root, 'sub.real'))
      symlinkSync(join(base, 'outside'), join(root, 'sub.link'))
      let linked = false
      const toggle = () => {
        renameSync(sub, join(root, linked ? 'sub.link' : 'sub.real'))
        renameSync(join(root, linked ? 'sub.real' : 'sub.link'), sub)
        linked = !linked
      }
      renameSync(join(root, 'sub.link'), sub)
      linked = true
      // call 1 lstat(AGENTS.md) sees the link; call 2 realpath(sub) the directory; the open sees the link again
      const outcome = await readContextFile(join(sub, 'AGENTS.md'), {
        boundary: root,
        fs: swappingFs(new Set([1, 2]), toggle),
      })
      expect(outcome.ok).toBe(true)
      if (!outcome.ok) return
      expect({ text: outcome.text, realPath: outcome.realPath, outside: outcome.outsideBoundary }).toEqual(
        outcome.text === 'inside'
          ? { text: 'inside', realPath: join(root, 'sub/AGENTS.md'), outside: false }
          : { text: 'OUTSIDE', realPath: join(base, 'outside/AGENTS.md'), outside: true },
      )
    },
  )
})

describe('secret material never reaches the prompt (issue 8 item 2)', () => {
  const read = (path: string, boundary: string, fs: FileSystem = nodeFileSystem) =>
    readContextFile(path, { boundary, fs })

  it('refuses a hard link to .env, naming the file and the kind of secret without quoting it', async () => {
    const root = tempDir()
    write(root, { '.env': 'PORT=8080\nGREETING=hello\n' })
    linkSync(join(root, '.env'), join(root, 'AGENTS.md'))
    const outcome = await read(join(root, 'AGENTS.md'), root)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.diagnostic?.code).toBe('secrets-file')
    expect(outcome.diagnostic?.path).toBe(join(root, 'AGENTS.md'))
    expect(outcome.diagnostic?.reason).toMatch(/\.env/)
    expect(JSON.stringify(outcome.diagnostic)).not.toMatch(/8080|hello/)
  })

  for (const [name, text, kind] of [
    ['a private key', PEM, 'private-key'],
    ['AWS credentials', AWS, 'cloud-credentials'],
    ['a token dump', ENV, 'environment-variables'],
    [
      'a service-account key',
      '{"type": "service_account", "project_id": "p", "private_key_id": "1", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n"}',
      'cloud-credentials',
    ],
  ] as const)
    it(`refuses a hard-linked context file that holds ${name}, without quoting it`, async () => {
      const root = tempDir()
      const home = tempDir()
      write(home, { 'secret-store/thing': text })
      write(root, { 'sub/': '' })
      linkSync(join(home, 'secret-store/thing'), join(root, 'AGENTS.md'))
      const outcome = await read(join(root, 'AGENTS.md'), root)
      expect(outcome.ok).toBe(false)
      if (outcome.ok) return
      expect(outcome.diagnostic).toMatchObject({ code: 'secrets-file', path: join(root, 'AGENTS.md') })
      expect(outcome.diagnostic?.data?.['kind']).toBe(kind)
      const shown = JSON.stringify(outcome.diagnostic)
      for (const secret of ['hunter2', 'b3BlbnNz', 'wJalrX', 'AKIA', 'MIIEv']) expect(shown).not.toContain(secret)
    })

  for (const store of ['.ssh/id_rsa', '.gnupg/private-keys-v1.d/key', '.aws/config', '.config/gcloud/creds.db'])
    it(`refuses a symlink into a credential store (~/${store}) before reading it`, async () => {
      const root = tempDir()
      const home = tempDir()
      write(home, { [store]: 'harmless looking text' })
      write(root, { 'AGENTS.md': { link: join(home, store) } })
      const reads: string[] = []
      const fs: FileSystem = {
        ...nodeFileSystem,
        homedir: () => home,
        readFile: (path, options) => (reads.push(path), nodeFileSystem.readFile(path, options)),
      }
      const outcome = await read(join(root, 'AGENTS.md'), root, fs)
      expect(outcome.ok).toBe(false)
      if (outcome.ok) return
      expect(outcome.diagnostic).toMatchObject({ code: 'secrets-file', data: { kind: 'credential-store' } })
      expect(reads).toEqual([])
    })

  it.runIf(process.platform === 'linux')('refuses a symlink to /proc/self/environ', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': { link: '/proc/self/environ' } })
    const outcome = await read(join(root, 'AGENTS.md'), root)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.diagnostic).toMatchObject({ code: 'secrets-file', data: { kind: 'credential-store' } })
  })

  it('keeps loading a rule file symlinked (or hard-linked) from a shared folder', async () => {
    const shared = tempDir()
    const root = tempDir()
    write(shared, { 'rules.md': 'Run the linter before committing.' })
    write(root, { 'AGENTS.md': { link: join(shared, 'rules.md') } })
    linkSync(join(shared, 'rules.md'), join(root, 'CLAUDE.md'))
    for (const name of ['AGENTS.md', 'CLAUDE.md']) {
      const outcome = await read(join(root, name), root)
      expect(outcome).toMatchObject({ ok: true, text: 'Run the linter before committing.' })
    }
  })

  it('refuses a context file that holds a real-looking access token, without quoting it', async () => {
    const root = tempDir()
    const token = `ghp_${'aB3dE5fG7hJ9kL1mN2pQ4rS6tU8vW0xY2zA4'}`
    write(root, { 'AGENTS.md': `Deploy with:\n\n    export GITHUB_TOKEN=${token}\n` })
    const outcome = await read(join(root, 'AGENTS.md'), root)
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.diagnostic?.data?.['kind']).toBe('access-token')
    expect(JSON.stringify(outcome.diagnostic)).not.toContain(token)
  })

  it('a repository folder named .docker or .kube is not a credential store; their config files are', async () => {
    const root = tempDir()
    const home = tempDir()
    write(root, { '.docker/AGENTS.md': 'Build with docker compose.' })
    write(home, { '.docker/config.json': '{}', '.kube/config': 'clusters: []' })
    write(root, {
      'CLAUDE.md': { link: join(home, '.docker/config.json') },
      'agents.md': { link: join(home, '.kube/config') },
    })
    expect(await read(join(root, '.docker/AGENTS.md'), root)).toMatchObject({ ok: true })
    for (const name of ['CLAUDE.md', 'agents.md'])
      expect(await read(join(root, name), root)).toMatchObject({
        ok: false,
        diagnostic: { data: { kind: 'credential-store' } },
      })
  })

  it('does not mistake documentation about keys and variables for secrets', async () => {
    const root = tempDir()
    const text =
      '# Secrets\n\nNever commit a file that starts with `-----BEGIN RSA PRIVATE KEY-----`.\nSet `API_TOKEN=...` in `.env`.\n\nFOO=bar is an example. A token looks like ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx.\nsk-learn-compatible-estimators-for-time-series-forecasting is a package.'
    write(root, { 'AGENTS.md': text })
    expect(await read(join(root, 'AGENTS.md'), root)).toMatchObject({ ok: true, text })
  })
})

describe('text encodings (issue 8 item 13)', () => {
  const utf16 = (text: string, bigEndian: boolean) => {
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le')
    if (!bigEndian) return le
    for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1] ?? 0, le[i] ?? 0]
    return le
  }

  it('decodes UTF-16 LE and BE files that start with a byte-order mark', async () => {
    const root = tempDir()
    write(root, { 'le.md': utf16('Use tabs.\r\nNo emoji 🙂', false), 'be.md': utf16('Use tabs.\r\nNo emoji 🙂', true) })
    for (const name of ['le.md', 'be.md'])
      expect(await readContextFile(join(root, name), { boundary: root })).toMatchObject({
        ok: true,
        text: 'Use tabs.\nNo emoji 🙂',
      })
  })

  it('skips UTF-16 with a lone surrogate or an odd byte count, and NUL bytes without a BOM stay binary', async () => {
    const root = tempDir()
    write(root, {
      'lone.md': Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x00, 0xd8, 0x42, 0x00]),
      'odd.md': Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42]),
      'nobom.md': Buffer.from('Use tabs.', 'utf16le'),
    })
    const code = async (name: string) => {
      const outcome = await readContextFile(join(root, name), { boundary: root })
      return outcome.ok ? 'ok' : outcome.diagnostic?.code
    }
    expect(await code('lone.md')).toBe('invalid-utf8')
    expect(await code('odd.md')).toBe('invalid-utf8')
    expect(await code('nobom.md')).toBe('binary')
  })
})

describe('every kind of broken link is a missing file (issue 8 item 14)', () => {
  it('a dangling .hermes.md whose target name is too long (ENAMETOOLONG) falls through to the parent', async () => {
    const root = tempDir()
    write(root, { '.git/': '', '.hermes.md': 'Parent rules.', 'sub/.hermes.md': { link: 'x'.repeat(300) } })
    const { ctx, diagnostics } = context(join(root, 'sub'), root)
    const found = await hermesFileType.discover(ctx)
    expect(found.files.map((file) => file.text)).toEqual(['Parent rules.'])
    expect(diagnostics.map((d) => d.code)).toEqual(['dangling-symlink'])
  })

  it('a path whose own name is too long is missing, without a diagnostic', async () => {
    const root = tempDir()
    const outcome = await readContextFile(join(root, 'y'.repeat(300)), { boundary: root })
    expect(outcome).toMatchObject({ ok: false, missing: true })
  })
})

describe('an open that settles after the read gave up', () => {
  it('closes the late descriptor instead of leaking it', async () => {
    const root = tempDir()
    write(root, { 'AGENTS.md': 'Rules.' })
    let release: () => void = () => {}
    let markEntered: () => void = () => {}
    const entered = new Promise<void>((resolve) => (markEntered = resolve))
    let markClosed: () => void = () => {}
    const closed = new Promise<void>((resolve) => (markClosed = resolve))
    const open = nodeFileSystem.openFile?.bind(nodeFileSystem)
    if (open === undefined) throw new Error('nodeFileSystem.openFile is missing')
    const fs: FileSystem = {
      ...nodeFileSystem,
      openFile: async (path) => {
        const wait = new Promise<void>((resolve) => (release = resolve))
        markEntered()
        await wait
        const file = await open(path)
        return { ...file, close: () => file.close().finally(markClosed) }
      },
    }
    const controller = new AbortController()
    const pending = readContextFile(join(root, 'AGENTS.md'), { boundary: root, fs, signal: controller.signal })
    await entered
    controller.abort()
    expect(await pending).toMatchObject({ ok: false, diagnostic: { code: 'timeout', data: { deadline: true } } })
    release()
    // Resolves only when the reader closed the descriptor that arrived too late (else the test times out).
    await closed
  })
})

describe('misbehaving error objects from a custom file system (issue 8 item 9)', () => {
  const nasty: unknown[] = [
    null,
    undefined,
    42,
    Symbol('x'),
    Object.defineProperty(new Error('x'), 'code', {
      get() {
        throw new Error('code getter')
      },
    }),
    new Proxy(
      {},
      {
        get() {
          throw new Error('get trap')
        },
        has() {
          throw new Error('has trap')
        },
        getPrototypeOf() {
          throw new Error('prototype trap')
        },
      },
    ),
    Object.create(null),
  ]
  for (const method of ['lstat', 'stat', 'realpath', 'readFile', 'openFile'] as const)
    it(`never rejects when ${method} throws odd values`, async () => {
      const root = tempDir()
      write(root, { 'AGENTS.md': 'text', 'link.md': { link: 'AGENTS.md' } })
      for (const error of nasty)
        for (const name of ['AGENTS.md', 'link.md']) {
          const fs: FileSystem = {
            ...nodeFileSystem,
            openFile: nodeFileSystem.openFile,
            [method]: () => Promise.reject(error),
          }
          const outcome = await readContextFile(join(root, name), { boundary: root, fs })
          expect(typeof outcome.ok).toBe('boolean')
        }
    })
})

describe('few system calls per candidate file (issue 11)', () => {
  function countingFs() {
    const counts: Record<string, number> = {}
    const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1)
    const open = nodeFileSystem.openFile?.bind(nodeFileSystem)
    if (open === undefined) throw new Error('nodeFileSystem.openFile is missing')
    const fs: FileSystem = {
      lstat: (path) => (count('lstat'), nodeFileSystem.lstat(path)),
      stat: (path) => (count('stat'), nodeFileSystem.stat(path)),
      realpath: (path) => (count('realpath'), nodeFileSystem.realpath(path)),
      readdir: (path) => (count('readdir'), nodeFileSystem.readdir(path)),
      readFile: (path, options) => (count('readFile'), nodeFileSystem.readFile(path, options)),
      homedir: () => nodeFileSystem.homedir(),
      openFile: async (path) => {
        count('openFile')
        const file = await open(path)
        return {
          stat: () => (count('fstat'), file.stat()),
          read: (options) => (count('read'), file.read(options)),
          close: () => (count('close'), file.close()),
        }
      },
    }
    return { fs, counts }
  }

  it('a regular file: lstat, open, fstat, read, close; a missing name: one lstat; one realpath per new directory', async () => {
    const root = tempDir()
    write(root, { 'a.md': 'A', 'sub/b.md': 'B', 'sub/c.md': 'C' })
    const { fs, counts } = countingFs()
    const { ctx } = context(root, null, { fs })
    for (const name of ['a.md', 'sub/b.md', 'sub/c.md', 'none-1.md', 'sub/none-2.md']) await ctx.read(join(root, name))
    // The working directory (and its ancestors) are real already; `sub` is resolved once for both its files.
    expect(counts).toEqual({ lstat: 5, realpath: 1, openFile: 3, fstat: 3, read: 3, close: 3 })
  })

  it('a symlink adds realpath and one lstat of its target, nothing else', async () => {
    const root = tempDir()
    write(root, { 'a.md': 'A', 'link.md': { link: 'a.md' } })
    const { fs, counts } = countingFs()
    const { ctx } = context(root, null, { fs })
    expect(await ctx.read(join(root, 'link.md'))).toMatchObject({ ok: true, text: 'A' })
    expect(counts).toEqual({ lstat: 2, realpath: 1, openFile: 1, fstat: 1, read: 1, close: 1 })
  })
})
