import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, promises as fsp, watch } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir, writeTree } from './helpers.js'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Start the bundled example with TMPDIR in a fresh directory, send `signal`
 * as soon as the example's temporary directory appears, and report how the
 * process ended and what is left in TMPDIR.
 */
async function interruptExample(signal: NodeJS.Signals) {
  const tmp = await tempDir()
  const child = spawn(
    process.execPath,
    ['--conditions=@hermes/source', '--import', 'tsx', `${repoRoot}apps/demo/src/demo.ts`],
    { cwd: repoRoot, env: { ...process.env, TMPDIR: tmp, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  child.stdout.resume()
  let sent = false
  const watcher = watch(tmp, (_event, name) => {
    if (sent || !String(name).startsWith('hermes-context-example-')) return
    sent = true
    watcher.close()
    child.kill(signal)
  })
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
