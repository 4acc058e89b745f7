import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bundleDigestLine, codeCacheDirectory, loadBundle } from '../src/code-cache.js'

/** The cache directory's place and the ownership checks are those of Linux here (XDG_CACHE_HOME). */
const linux = process.platform === 'linux'

describe('the bin’s V8 code cache (issue 11, cold start)', () => {
  let root: string
  let bundle: string
  let env: NodeJS.ProcessEnv
  let cacheDir: string

  const writeBundle = (answer: number) =>
    writeFileSync(
      bundle,
      `"use strict";\nfunction answer() { return ${answer} }\nmodule.exports = { answer, file: __filename, viaImport: (s) => __hermesImport(s) }\n`,
    )
  const cacheFiles = () => readdirSync(cacheDir).filter((name) => name.endsWith('.v8cache'))
  /** The one cache file's path. */
  const cacheFile = () => {
    const [name] = cacheFiles()
    if (name === undefined) throw new Error('no cache file')
    return join(cacheDir, name)
  }
  let runs = 0
  /**
   * One run of the bin: the same bytes (and modification time) from a new path each time, as V8 keeps scripts it
   * compiled in this process (same text and file name) and would not look at the cache again.
   */
  const load = () => {
    const copy = join(root, `run-${runs++}`, 'cli.cjs')
    mkdirSync(join(copy, '..'))
    writeFileSync(copy, readFileSync(bundle))
    const { atime, mtime } = statSync(bundle)
    utimesSync(copy, atime, mtime)
    const loaded = loadBundle<{ answer(): number; file: string }>(copy, { env, flags: ['--example'] })
    expect(loaded.exports.file).toBe(copy)
    return loaded
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hermes-code-cache-'))
    bundle = join(root, 'cli.cjs')
    writeBundle(42)
    env = { XDG_CACHE_HOME: join(root, 'cache') }
    cacheDir = join(root, 'cache', 'hermes-context')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it.skipIf(!linux)('lives in the user cache directory, never the working directory', () => {
    expect(codeCacheDirectory({ XDG_CACHE_HOME: '/home/u/.cache' })).toBe('/home/u/.cache/hermes-context')
    // A relative XDG_CACHE_HOME is ignored (the XDG rule), so the current directory is never used.
    expect(codeCacheDirectory({ XDG_CACHE_HOME: 'cache' })).toMatch(/\/\.cache\/hermes-context$/)
    for (const off of ['off', '0', 'false', 'no', ' OFF '])
      expect(codeCacheDirectory({ HERMES_CODE_CACHE: off })).toBe(undefined)
  })

  it.skipIf(!linux)('is written after a run without one and used by the next run', () => {
    const first = load()
    expect(first.cache).toBe('missing')
    expect(first.exports.answer()).toBe(42)
    first.save()
    expect(cacheFiles()).toHaveLength(1)
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700)
    expect(statSync(cacheFile()).mode & 0o777).toBe(0o600)
    const second = load()
    expect(second.cache).toBe('accepted')
    expect(second.exports.answer()).toBe(42)
  })

  it.skipIf(!linux)('is rejected silently when damaged, and rewritten', () => {
    load().save()
    writeFileSync(cacheFile(), Buffer.alloc(4096, 7))
    const damaged = load()
    expect(damaged.cache).toBe('rejected')
    expect(damaged.exports.answer()).toBe(42)
    damaged.save()
    expect(load().cache).toBe('accepted')
  })

  it.skipIf(!linux)(
    'never hands V8 data that does not match its digest (damaged data with an intact header crashed the process)',
    () => {
      load().save()
      const bytes = readFileSync(cacheFile())
      // Flip bytes in the middle of the V8 data; its header and length stay as V8 wrote them.
      bytes.fill(0xff, 100, 164)
      writeFileSync(cacheFile(), bytes)
      const damaged = load()
      expect(damaged.cache).toBe('rejected')
      expect(damaged.exports.answer()).toBe(42)
      damaged.save()
      expect(load().cache).toBe('accepted')
    },
  )

  it.skipIf(!linux)('does not wait on a FIFO in place of the cache file', () => {
    load().save()
    const file = cacheFile()
    rmSync(file)
    execFileSync('mkfifo', ['-m', '600', file])
    const run = load()
    expect(run.cache).toBe('missing')
    expect(run.exports.answer()).toBe(42)
  })

  it.skipIf(!linux)('is keyed by the bundle’s text: another build never reads it, and the old file goes', () => {
    load().save()
    const [old] = cacheFiles()
    writeBundle(43)
    const rebuilt = load()
    expect(rebuilt.cache).toBe('missing')
    expect(rebuilt.exports.answer()).toBe(43)
    rebuilt.save()
    expect(cacheFiles()).toHaveLength(1)
    expect(cacheFiles()[0]).not.toBe(old)
  })

  it.skipIf(!linux)(
    'takes the digest its build wrote on the bundle’s last line, with its size and modification time',
    () => {
      const withDigest = (answer: number) => {
        writeBundle(answer)
        writeFileSync(bundle, readFileSync(bundle, 'latin1') + bundleDigestLine(readFileSync(bundle)), 'latin1')
      }
      withDigest(42)
      const text = readFileSync(bundle, 'latin1')
      expect(text).toMatch(/\n\/\/# hermesBundleSha256=[0-9a-f]{64}\n$/)
      const first = load()
      expect(first.cache).toBe('missing')
      first.save()
      expect(load().cache).toBe('accepted')
      // The bundle is not hashed at start: the line, the size and the modification time stand for its text (what
      // rsync compares too), so only a text of the same size and time with the same line would find this cache…
      const { atime, mtime } = statSync(bundle)
      writeFileSync(bundle, text.replace('42', '43'), 'latin1')
      utimesSync(bundle, atime, mtime)
      expect(load().cache).toBe('accepted')
      // … and an edit changes the modification time.
      utimesSync(bundle, new Date(0), new Date(0))
      const edited = load()
      expect(edited.cache).toBe('missing')
      expect(edited.exports.answer()).toBe(43)
      // The build of another text writes another digest.
      withDigest(44)
      expect(readFileSync(bundle, 'latin1')).not.toBe(text)
      expect(load().cache).toBe('missing')
    },
  )

  it.skipIf(!linux)('is neither read nor written in a directory others may write', () => {
    mkdirSync(cacheDir, { recursive: true })
    chmodSync(cacheDir, 0o777)
    const run = load()
    expect(run.cache).toBe('untrusted')
    expect(run.exports.answer()).toBe(42)
    run.save()
    expect(cacheFiles()).toEqual([])
  })

  it.skipIf(!linux)('does not follow a symbolic link in place of the cache file', () => {
    load().save()
    const file = cacheFile()
    const real = join(root, 'elsewhere.v8cache')
    // A valid cache, but reached through a link: not read.
    writeFileSync(real, readFileSync(file))
    rmSync(file)
    symlinkSync(real, file)
    expect(load().cache).toBe('missing')
  })

  it('is off with HERMES_CODE_CACHE=off: nothing is written', () => {
    env = { ...env, HERMES_CODE_CACHE: 'off' }
    const run = load()
    expect(run.cache).toBe('off')
    expect(run.exports.answer()).toBe(42)
    run.save()
    expect(() => readdirSync(cacheDir)).toThrow()
  })

  it('gives the bundle an import() (`__hermesImport`), which a cached script has not', async () => {
    const run = loadBundle<{ viaImport(s: string): Promise<{ sep: string }> }>(bundle, {
      env: { HERMES_CODE_CACHE: 'off' },
      importModule: async (specifier) => ({ sep: `imported ${specifier}` }),
    })
    await expect(run.exports.viaImport('node:path')).resolves.toEqual({ sep: 'imported node:path' })
  })
})
