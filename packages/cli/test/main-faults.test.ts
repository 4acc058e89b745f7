import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, realpathSync, rmdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { Capture } from '@hermes/test-utils'
import { run } from '../src/cli.js'
import { invocationDirectory, processIo, writeAllSync, type WriteSync } from '../src/io.js'
import { UsageError } from '../src/usage-error.js'
import { tempDir, writeTree } from './helpers.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
// tsx by its absolute URL: the test that deletes the current directory cannot resolve a bare name from it.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const main = ['--conditions=@hermes/source', '--import', tsx, `${repoRoot}packages/cli/src/main.ts`]

/** Run `script` in sh with `$NODE_MAIN` the command that starts src/main.ts (so the test can redirect and limit it). */
function sh(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const nodeMain = [process.execPath, ...main].map((word) => `'${word}'`).join(' ')
  return new Promise((resolve) => {
    execFile(
      '/bin/sh',
      ['-c', script],
      { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', NODE_MAIN: nodeMain } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
  })
}

async function bigTree(): Promise<string> {
  const root = await tempDir()
  const files: Record<string, string> = {}
  for (let i = 0; i < 40; i++) files[`d${i}/AGENTS.md`] = `Use pnpm for package ${i}; run the tests before a commit.\n`
  await writeTree(root, files)
  return root
}

describe('issue 8 item 12: every write error or short write is exit code 2', () => {
  it('writeAllSync repeats after a short write and reports a write that makes no progress', () => {
    const out: number[] = []
    const limits = [3, 2, 100]
    const short: WriteSync = (_fd, buffer, offset, length) => {
      const n = Math.min(length, limits.shift() ?? 0)
      out.push(...buffer.subarray(offset, offset + n))
      return n
    }
    expect(writeAllSync(1, 'abcdefgh', short)).toBeUndefined()
    expect(Buffer.from(out).toString()).toBe('abcdefgh')
    expect(writeAllSync(1, 'abc', () => 0)).toBe('short write')
    const full: WriteSync = () => {
      throw Object.assign(new Error('no space'), { code: 'ENOSPC' })
    }
    expect(writeAllSync(1, 'abc', full)).toBe('ENOSPC')
  })

  it('scan --format json to /dev/full: exit 2 and one line on stderr', async () => {
    const root = await bigTree()
    const result = await sh(`eval "$NODE_MAIN" scan '${root}' --format json --preset hermes > /dev/full`)
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('hermes-context: cannot write to stdout (ENOSPC): the output is incomplete\n')
  })

  it('scan --format json cut short by a file-size limit (a short write): exit 2, never 0', async () => {
    const root = await bigTree()
    const out = join(await tempDir(), 'out.json')
    const result = await sh(`ulimit -f 8; eval "$NODE_MAIN" scan '${root}' --format json --preset hermes > '${out}'`)
    const written = readFileSync(out, 'utf8')
    expect(written.length).toBeGreaterThan(0)
    expect(() => JSON.parse(written) as unknown).toThrow(SyntaxError)
    expect(result.code).toBe(2)
    expect(result.stderr).toBe('hermes-context: cannot write to stdout (EFBIG): the output is incomplete\n')
  })
})

describe('issue 8 item 7: a deleted current directory', () => {
  const saved = process.cwd()
  afterEach(() => process.chdir(saved))

  it('is a usage error (one line), not a stack trace', () => {
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    let error: unknown
    try {
      invocationDirectory({})
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(UsageError)
    expect((error as Error).message).toBe(
      'the current directory cannot be determined (ENOENT: it was deleted or is unreachable); cd to an existing directory',
    )
  })

  it('an absolute --cwd or scan path still works; a relative one is the usage error (N17)', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': 'Use pnpm; run the tests before a commit.\n' })
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    const inGone = async (argv: string[]) => {
      const stdout = new Capture()
      const stderr = new Capture()
      const env = { NO_COLOR: '1', HERMES_HOME: join(root, '.hermes') }
      const code = await run(argv, processIo({ stdout, stderr }, env))
      return { code, stdout: stdout.text, stderr: stderr.text }
    }

    const startup = await inGone(['--cwd', root])
    expect(startup.stderr).not.toContain('current directory')
    expect(startup.code).toBe(0)
    expect(startup.stdout).toContain('# Project Context')
    expect(startup.stdout).toContain('Use pnpm; run the tests before a commit.')

    const scan = await inGone(['scan', root, '--format', 'json'])
    expect(scan.code).toBe(0)
    expect((JSON.parse(scan.stdout) as { files: { path: string }[] }).files.map((file) => file.path)).toEqual([
      join(root, 'AGENTS.md'),
    ])

    const relative = await inGone(['scan', '.'])
    expect(relative.code).toBe(2)
    expect(relative.stderr).toContain(
      'the current directory cannot be determined (ENOENT: it was deleted or is unreachable); cd to an existing directory',
    )
  })
})
