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

describe('issue 8 item 15: reasons in the report are true', () => {
  it('a parent-directory CLAUDE.md is "not read", not "empty or the same text"', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'repo/.git/HEAD': '',
      'repo/CLAUDE.md': 'Root rules.\n',
      'repo/sub/CLAUDE.md': 'Sub rules.\n',
    })
    const result = await runCli(['--cwd', join(root, 'repo/sub')])
    expect(result.stderr).toContain('  loaded     CLAUDE.md')
    expect(result.stderr).toContain(
      'not loaded ../CLAUDE.md  not read: claude files are read in the working directory only (§1)',
    )
  })

  it('an empty AGENTS.override.md is "empty", not "shadowed by AGENTS.md"', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/AGENTS.override.md': '\n', 'repo/AGENTS.md': 'Rules.\n' })
    const result = await runCli(['--cwd', join(root, 'repo')])
    expect(result.stderr).toContain(
      'not loaded AGENTS.override.md  empty: AGENTS.md in the same directory is used instead (§2)',
    )
  })

  it('an empty AGENTS.md beside a CLAUDE.md is "empty", not "claude files take priority" (agents come first, §2)', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/.git/HEAD': '', 'repo/AGENTS.md': '', 'repo/CLAUDE.md': 'Claude rules.\n' })
    const result = await runCli(['--cwd', join(root, 'repo')])
    expect(result.stderr).toContain('  loaded     CLAUDE.md')
    expect(result.stderr).toContain('not loaded AGENTS.md  empty: adds nothing, so claude files are used (§2)')
    expect(result.stderr).not.toContain('take priority over agents')
  })

  it('"the same text" only when it is: a chain file equal to an earlier one', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/.git/HEAD': '', 'repo/AGENTS.md': 'Rules.\n', 'repo/sub/AGENTS.md': 'Rules.\n' })
    const result = await runCli(['--cwd', join(root, 'repo/sub')])
    expect(result.stderr).toContain('not loaded AGENTS.md  the same text as ../AGENTS.md, already loaded (§3)')
  })
})

describe('issue 8 item 15: the hints report says why a directory was not examined', () => {
  it('a directory with a Hangul filler in its name is not called "excluded (node_modules, build…)"', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'repo/.git/HEAD': '',
      'repo/x\u3164/AGENTS.md': 'Hidden.\n',
      'calls.jsonl': JSON.stringify({ tool: 'read_file', args: { path: 'x\u3164/a.ts' } }),
    })
    const result = await runCli(['hints', '--cwd', 'repo', '--calls', 'calls.jsonl'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      '   x<U+3164>/  its path holds U+3164, an invisible or control character: not examined\n',
    )
    expect(result.stdout).not.toContain('node_modules')
  })
})

describe('issue 8 item 16: usage errors never echo raw escape sequences', () => {
  it('an argument with an escape sequence is shown as <U+001B>', async () => {
    const result = await runCli(['--max-chars', '\u001b[2J\u001b]0;pwned\u0007lots'])
    expect(result.code).toBe(2)
    expect(result.stderr).not.toContain(String.fromCharCode(27))
    expect(result.stderr).toBe(
      'hermes-context: --max-chars must be a whole number ≥ 1, got "<U+001B>[2J<U+001B>]0;pwned<U+0007>lots"\n',
    )
  })
})
