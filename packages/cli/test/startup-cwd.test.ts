import { promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, tempDir, writeTree } from './helpers.js'

const HEADER = '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n'

describe('--cwd', () => {
  it('builds the Project Context of any directory: stdout is exactly the §8 text', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/AGENTS.md': '# Root rules\n\nUse tabs.\n',
      'repo/app/AGENTS.md': '\r\n# App rules\r\n\r\nRun the tests.\r\n',
      'repo/app/CLAUDE.md': '# Claude notes\n',
      'outside/AGENTS.md': 'never loaded: outside the repository\n',
    })
    const result = await runCli(['--cwd', 'repo/app'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      `${HEADER}## ../AGENTS.md\n\n# Root rules\n\nUse tabs.\n\n## AGENTS.md\n\n# App rules\n\nRun the tests.\n`,
    )
    expect(result.stderr).toContain(`git root          ${join(root, 'repo')}\n`)
    expect(result.stderr).toContain('loaded     ../AGENTS.md  40 chars')
    expect(result.stderr).toContain('not loaded CLAUDE.md  not used: agents files take priority over claude files (§2)')
    expect(result.stderr).toContain(
      '2 sections (2 loaded, 0 blocked, 0 truncated), 0 skipped, 1 present but not loaded',
    )
    // Not the bundled example: no replay.
    expect(result.stderr).not.toContain('Hints: replaying')
  })

  it('prints nothing on stdout when no context file has text, and says so', async () => {
    const root = await tempDir()
    await writeTree(root, { 'empty/README.md': '# nothing here\n', 'empty/AGENTS.md': '  \n\n' })
    const result = await runCli(['--cwd', join(root, 'empty')])
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('git root          none (outside a repository')
    expect(result.stderr).toContain('file type         none: no project context file has text')
    expect(result.stderr).toContain('not loaded AGENTS.md  empty: adds nothing (§2)')
  })

  it('never writes a default SOUL.md unless --create-soul is given', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/AGENTS.md': '# Rules\n' })
    const home = join(root, 'home')
    const plain = await runCli(['--cwd', join(root, 'repo'), '--home', home])
    expect(plain.stderr).toContain(`no SOUL.md in ${home} (hermes-context does not create one; pass --create-soul)`)
    await expect(fsp.stat(home)).rejects.toMatchObject({ code: 'ENOENT' })

    const created = await runCli(['--cwd', join(root, 'repo'), '--home', home, '--create-soul', '--soul'])
    const soul = await fsp.readFile(join(home, 'SOUL.md'), 'utf8')
    expect(soul).toContain('You are Hermes')
    expect(created.stdout).toBe(`${HEADER}## AGENTS.md\n\n# Rules\n${soul.trim()}\n`)
  })

  it('uses $HERMES_HOME when --home is not given', async () => {
    const root = await tempDir()
    await writeTree(root, { 'repo/AGENTS.md': '# Rules\n', 'custom-home/SOUL.md': 'You are a terse assistant.\n' })
    const result = await runCli(['--cwd', join(root, 'repo'), '--soul'], {
      env: { HERMES_HOME: join(root, 'custom-home') },
    })
    expect(result.stdout).toBe(`${HEADER}## AGENTS.md\n\n# Rules\nYou are a terse assistant.\n`)
  })
})

describe('usage errors', () => {
  const cases: [string[], RegExp][] = [
    [['--bogus'], /^hermes-context: Unknown option --bogus\n$/],
    [['--max-chars', 'abc'], /^hermes-context: --max-chars must be a whole number ≥ 1, got "abc"\n$/],
    [['--context-length', '-1'], /^hermes-context: --context-length must be a whole number ≥ 1, got "-1"\n$/],
    [['--preset', 'nope'], /^hermes-context: Unknown preset "nope"; registered presets: .*hermes.*\n$/],
    [['--cwd'], /^hermes-context: option --cwd <dir> value is missing\n$/],
    [['--cwd', '/definitely/not/here'], /^hermes-context: --cwd: cannot open "\/definitely\/not\/here" \(ENOENT\)\n$/],
    [['build'], /^hermes-context: unknown command "build" \(commands: hints, scan; see --help\)\n$/],
    [['scan'], /^hermes-context: scan needs at least one PATH \(a file or a directory\)\n$/],
    [['scan', 'no-such-file.md'], /^hermes-context: scan: cannot open "no-such-file.md" \(ENOENT\)\n$/],
    [['scan', '.', '--format', 'xml'], /^hermes-context: --format must be text, json or sarif, got "xml"\n$/],
    [['scan', '.', '--preset', 'strict'], /^hermes-context: Unknown preset "strict"/],
    [['hints', '--cwd', '.'], /^hermes-context: hints needs --calls FILE \(a JSON Lines transcript\)\n$/],
    [['hints', '--calls', 'missing.jsonl'], /^hermes-context: --calls: cannot read "missing.jsonl" \(ENOENT\)\n$/],
  ]
  it.each(cases)('%j exits 2 with one line on stderr', async (argv, message) => {
    const root = await tempDir()
    const result = await runCli(argv, { cwd: root })
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(message)
    expect(result.stderr.split('\n')).toHaveLength(2)
  })

  it('--help and --version exit 0', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    for (const option of [
      '--cwd <dir>',
      '--context-length <tokens>',
      '--max-chars <chars>',
      '--home <dir>',
      '--soul',
      '--create-soul',
      '--preset <name>',
      '--json',
      '--config <file>',
      '--plugin <module>',
      '--rule <id=severity>',
    ])
      expect(help.stdout).toContain(option)
    expect(help.stdout).not.toContain('--max-warnings <n>')
    expect(help.stdout).toContain('Exit codes:')
    expect(help.stdout).toContain('  1  scan: at least one file would be blocked, or more warnings than --max-warnings')
    const scanHelp = await runCli(['scan', '--help'])
    expect(scanHelp.stdout).toContain('--format <format>')
    expect(scanHelp.stdout).toContain('--max-warnings <n>')
    expect(scanHelp.stdout).toContain('--no-config')
    expect(scanHelp.stdout).not.toContain('--cwd')
    const version = await runCli(['--', '--version'])
    expect(version).toEqual({ code: 0, stdout: 'hermes-context 0.0.0\n', stderr: '' })
  })
})
