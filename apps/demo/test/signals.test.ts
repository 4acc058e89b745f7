import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, promises as fsp, watch, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir, writeTree } from './helpers.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Start the bundled example with TMPDIR in a fresh directory and send `signal`
 * while it is certainly running: its `git init` is a stand-in first on PATH
 * that marks that it started (the example's temporary directory exists by
 * then) and waits until the example process ends. Waiting on that event, not
 * on time, makes the test the same on an idle and on a busy machine. Reports
 * how the process ended and what is left in TMPDIR.
 */
async function interruptExample(signal: NodeJS.Signals) {
  const tmp = await tempDir()
  const bin = await tempDir()
  const started = join(bin, 'git-started')
  // `cat` returns when its stdin, a pipe from the example process, closes: when that process ends.
  writeFileSync(join(bin, 'git'), `#!/bin/sh\n: > '${started}'\ncat > /dev/null\nexit 1\n`, { mode: 0o755 })
  let sent = false
  const watcher = watch(bin, (_event, name) => {
    if (sent || name !== 'git-started') return
    sent = true
    watcher.close()
    child.kill(signal)
  })
  const child = spawn(
    process.execPath,
    ['--conditions=@hermes/source', '--import', 'tsx', `${repoRoot}apps/demo/src/demo.ts`],
    {
      cwd: repoRoot,
      env: { ...process.env, TMPDIR: tmp, NO_COLOR: '1', PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  child.stdout.resume()
  const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, sig) => resolve({ code, signal: sig })),
  )
  watcher.close()
  // tsx keeps its cache in TMPDIR too.
  const left = (await fsp.readdir(tmp)).filter((name) => !name.startsWith('tsx-'))
  return { ...ended, sent, stderr, left }
}

describe('main.ts: the example workspace is removed when the command is interrupted', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`on ${signal}`, async () => {
      const result = await interruptExample(signal)
      expect(result.sent).toBe(true)
      expect(result.left).toEqual([])
      expect(result.signal).toBe(signal)
      expect(result.stderr).not.toMatch(/\n\s+at /)
    })
})

describe('main.ts: output that cannot be written', () => {
  it.runIf(existsSync('/dev/full'))(
    'a full disk on stdout is one line on stderr and exit 2, not a stack trace',
    async () => {
      const root = await tempDir()
      await writeTree(root, { 'AGENTS.md': '# Rules\n' })
      const full = openSync('/dev/full', 'w')
      try {
        const child = spawn(
          process.execPath,
          [
            '--conditions=@hermes/source',
            '--import',
            'tsx',
            `${repoRoot}apps/demo/src/demo.ts`,
            'scan',
            root,
            '--json',
          ],
          { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', full, 'pipe'] },
        )
        let stderr = ''
        child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
        const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)))
        expect({ code, stderr }).toEqual({
          code: 2,
          stderr: 'hermes-context: cannot write to stdout (ENOSPC): the output is incomplete\n',
        })
      } finally {
        closeSync(full)
      }
    },
  )
})
