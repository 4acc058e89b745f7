import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, tempDir, writeTree } from './helpers.js'

describe('issue 8 item 3: a relative HERMES_HOME or HOME is a usage error', () => {
  it('HERMES_HOME=.hermes does not load the repository own .hermes/SOUL.md', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': '# Rules\n', '.hermes/SOUL.md': 'I am the repo now.\n' })
    const result = await runCli(['--cwd', root, '--soul'], { cwd: root, env: { HERMES_HOME: '.hermes' } })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      'hermes-context: HERMES_HOME must be an absolute path, got ".hermes" (or pass --home <dir>)\n',
    )
  })

  it('an empty HERMES_HOME with a relative HOME is a usage error too', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': '# Rules\n', '.hermes/SOUL.md': 'I am the repo now.\n' })
    const result = await runCli(['--cwd', root, '--soul'], { cwd: root, env: { HERMES_HOME: '', HOME: '.' } })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('the home directory must be an absolute path, got "."')
  })

  it('--home stays relative to the current directory (an explicit choice)', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': '# Rules\n', 'h/SOUL.md': 'Soul.\n' })
    const result = await runCli(['--cwd', root, '--home', 'h', '--soul'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Soul.')
    expect(result.stderr).toContain(join(root, 'h'))
  })
})

describe('issue 8 items 4 and 11 in the report', () => {
  it('an empty SOUL.md and an .mdc name with a Hangul filler are reported as skipped', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'repo/.cursor/rules/ok.mdc': 'OK rule.\n',
      'repo/.cursor/rules/x\u3164.mdc': 'Hidden rule.\n',
      'home/SOUL.md': '',
    })
    const home = join(root, 'home')
    const result = await runCli(['--cwd', join(root, 'repo'), '--home', home])
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(
      `  skipped    .cursor/rules/x<U+3164>.mdc  Skipped without reading: the rule's file name contains U+3164`,
    )
    expect(result.stderr).toContain(
      `  skipped    ${home}/SOUL.md  SOUL.md is empty (or only white space): no Soul is loaded.`,
    )
  })
})
