import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, tempDir, writeTree } from './helpers.js'

/** The lines of a report section, from its heading to the blank line after it. */
function section(stderr: string, heading: string): string[] {
  const lines = stderr.split('\n')
  const start = lines.indexOf(heading)
  expect(start, `no "${heading}" in\n${stderr}`).toBeGreaterThan(-1)
  const end = lines.indexOf('', start)
  return lines.slice(start + 1, end)
}

describe('start-up report: the Soul says why it did not load', () => {
  it('a SOUL.md that cannot be read is reported under Soul, with its reason, and --create-soul is not suggested', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/AGENTS.md': '# Rules\n', 'home/SOUL.md': 'a\u0000b' })
    const home = join(root, 'home')
    const result = await runCli(['--cwd', join(root, 'repo'), '--home', home])
    expect(result.code).toBe(0)
    expect(section(result.stderr, 'Files')).toEqual(['  loaded     AGENTS.md  21 chars'])
    expect(section(result.stderr, 'Soul')).toEqual([
      `  skipped    ${home}/SOUL.md  Skipped: the file contains NUL bytes, so it is binary, not text. (binary)`,
    ])
    expect(result.stderr).toContain('1 section (1 loaded, 0 blocked, 0 truncated), 0 skipped,')
  })

  it('HERMES_HOME that is a file: says so, creates nothing', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/AGENTS.md': '# Rules\n', 'home-file': 'not a directory\n' })
    const home = join(root, 'home-file')
    const result = await runCli(['--cwd', join(root, 'repo'), '--home', home])
    expect(section(result.stderr, 'Soul')).toEqual([`  no SOUL.md: HERMES_HOME ${home} is not a directory`])

    const create = await runCli(['--cwd', join(root, 'repo'), '--home', home, '--create-soul'])
    expect(section(create.stderr, 'Files')).toEqual(['  loaded     AGENTS.md  21 chars'])
    expect(section(create.stderr, 'Soul')).toEqual([
      `  no SOUL.md: HERMES_HOME ${home} is not a directory`,
      `  skipped    ${home}/SOUL.md  Could not create the default SOUL.md (ENOTDIR). (unreadable)`,
    ])
    expect(await fsp.readFile(home, 'utf8')).toBe('not a directory\n')
  })

  it('a missing HERMES_HOME is not created', async () => {
    const root = await tempDir()
    const home = join(root, 'missing', 'home')
    const result = await runCli(['--cwd', root, '--home', home])
    expect(section(result.stderr, 'Soul')).toEqual([
      `  no SOUL.md in ${home} (hermes-context does not create one; pass --create-soul)`,
    ])
    await expect(fsp.stat(join(root, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('"no context file found" only when nothing at all was found', async () => {
    const root = await tempDir()
    await writeTree(root, { 'AGENTS.md': 'x\u0000y' })
    const result = await runCli(['--cwd', root])
    expect(section(result.stderr, 'Files')).toEqual([
      '  skipped    AGENTS.md  Skipped: the file contains NUL bytes, so it is binary, not text. (binary)',
    ])
    const empty = await runCli(['--cwd', await tempDir()])
    expect(section(empty.stderr, 'Files')).toEqual(['  no context file found'])
  })
})
