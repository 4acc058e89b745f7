import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir, writeTree } from './helpers.js'

const built = fileURLToPath(new URL('../dist/index.js', import.meta.url))

// The built library entry, as `pnpm demo` runs it after `pnpm build` (CI builds before testing; skipped
// without a build). With stderr on a pipe, a plain fstatSync of fd 2 made Node 20's ESM loader resolve
// @hermes/hints' p-limit through the workspace symlink unresolved: "Cannot find package 'yocto-queue'", exit 2.
describe.skipIf(!existsSync(built))('the built command line with stderr on a pipe', () => {
  it('builds the Project Context (exit 0), stderr read through a pipe', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': 'Use pnpm; run the tests before a commit.\n' })
    const script = `const m = await import(${JSON.stringify(pathToFileURL(built).href)}); await m.runAsProcess({ cwd: ${JSON.stringify(root)} })`
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        { env: { ...process.env, NO_COLOR: '1', HERMES_HOME: `${root}/.hermes` } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      )
    })
    expect(result.stderr).not.toContain('Cannot find package')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Use pnpm; run the tests before a commit.')
  })
})
