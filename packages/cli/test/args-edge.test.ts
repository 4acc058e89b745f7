import { describe, expect, it } from 'vitest'
import { parseArgs } from '../src/parse-args.js'
import { runCli, usageMessage } from './helpers.js'

describe('parseArgs: options given twice, flags with values, empty values', () => {
  it('a value option repeated without a value is a usage error, not the earlier value', () => {
    expect(usageMessage(['--max-chars', '5', '--max-chars'])).toBe('option --max-chars <chars> value is missing')
    expect(usageMessage(['--cwd', 'a', '--cwd'])).toBe('option --cwd <dir> value is missing')
    expect(usageMessage(['--preset', 'hermes', '--preset'])).toBe('option --preset <name> value is missing')
    expect(usageMessage(['hints', '--calls', 'x', '--calls'])).toBe('option --calls <file> value is missing')
    expect(usageMessage(['scan', '.', '--format', 'json', '--format'])).toBe(
      'option --format <format> value is missing',
    )
  })

  it('a flag given twice is still on', () => {
    expect(parseArgs(['--json', '--json'])).toMatchObject({ command: 'startup', json: true })
    expect(parseArgs(['--soul', '--soul', '--create-soul', '--create-soul'])).toMatchObject({
      soul: true,
      createSoul: true,
    })
    expect(parseArgs(['hints', '--calls', 'c', '--json', '--json'])).toMatchObject({ json: true })
    expect(parseArgs(['scan', '.', '--json', '--json'])).toMatchObject({ format: 'json' })
  })

  it('a flag given a value is a usage error that names the flag', () => {
    expect(usageMessage(['--soul=1'])).toBe('option --soul takes no value, got "--soul=1"')
    expect(usageMessage(['--json=false'])).toBe('option --json takes no value, got "--json=false"')
    expect(usageMessage(['scan', '.', '--json=yes'])).toBe('option --json takes no value, got "--json=yes"')
  })

  it('empty values are usage errors, never the current directory', () => {
    expect(usageMessage(['--cwd', ''])).toBe('option --cwd <dir> value is empty')
    expect(usageMessage(['--home', ''])).toBe('option --home <dir> value is empty')
    expect(usageMessage(['hints', '--calls', ''])).toBe('option --calls <file> value is empty')
    expect(usageMessage(['scan', ''])).toBe('scan: a PATH is empty')
    expect(usageMessage(['scan', '.', '--', ''])).toBe('scan: a PATH is empty')
  })

  it('unknown options are named as typed, and options of another command say which', () => {
    expect(usageMessage(['scan', '.', '--max-chars', '5'])).toBe(
      'Unknown option --max-chars (it belongs to: hermes-context, hermes-context hints)',
    )
    expect(usageMessage(['hints', '--calls', 'c', '--context-length', '5'])).toBe(
      'Unknown option --context-length (it belongs to: hermes-context)',
    )
    expect(usageMessage(['--calls', 'c'])).toBe('Unknown option --calls (it belongs to: hermes-context hints)')
    expect(usageMessage(['--format', 'json'])).toBe('Unknown option --format (it belongs to: hermes-context scan)')
    expect(usageMessage(['--bogus-flag'])).toBe('Unknown option --bogus-flag')
    expect(usageMessage(['--maxChars', '5'])).toBe('Unknown option --maxChars')
  })

  it('arguments after "--" are not silently dropped by commands that take none', () => {
    expect(usageMessage(['--cwd', '.', '--', 'extra'])).toBe(
      'unknown command "extra" (commands: hints, scan; see --help)',
    )
    expect(usageMessage(['hints', '--calls', 'c', '--', 'extra'])).toBe(
      'hints takes no arguments, got "extra" (use --calls FILE)',
    )
  })
})

describe('run: usage errors from repeated and empty options', () => {
  it('exits 2 with one line, nothing on stdout', async () => {
    for (const argv of [['--json', '--max-chars', '5', '--max-chars'], ['--cwd', ''], ['scan', ''], ['--soul=1']]) {
      const result = await runCli(argv)
      expect(result.code, argv.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr.split('\n')).toHaveLength(2)
      expect(result.stderr).toMatch(/^hermes-context: /)
    }
  })

  it('--json --json still prints JSON', async () => {
    const root = await import('./helpers.js').then((h) => h.tempDir())
    const result = await runCli(['--cwd', root, '--json', '--json'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toMatchObject({ cwd: root, example: false })
  })
})
