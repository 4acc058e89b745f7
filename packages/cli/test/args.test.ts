import { describe, expect, it } from 'vitest'
import { parseArgs } from '../src/parse-args.js'
import { usageMessage } from './helpers.js'

describe('parseArgs', () => {
  it('reads the default command with every option', () => {
    expect(
      parseArgs([
        '--cwd',
        'repo',
        '--context-length',
        '200000',
        '--max-chars=5000',
        '--home',
        'h',
        '--soul',
        '--create-soul',
        '--preset',
        'hermes',
        '--json',
      ]),
    ).toEqual({
      command: 'startup',
      cwd: 'repo',
      contextLength: 200000,
      maxChars: 5000,
      home: 'h',
      soul: true,
      createSoul: true,
      preset: 'hermes',
      json: true,
      config: undefined,
      plugins: [],
      rules: {},
    })
  })

  it('drops the leading "--" that pnpm passes through', () => {
    expect(parseArgs(['--', '--cwd', 'x'])).toMatchObject({ command: 'startup', cwd: 'x' })
    expect(parseArgs(['--', 'scan', 'a', 'b'])).toEqual({
      command: 'scan',
      paths: ['a', 'b'],
      preset: undefined,
      format: 'text',
      maxWarnings: undefined,
      noConfig: false,
      config: undefined,
      plugins: [],
      rules: {},
    })
  })

  it('keeps numeric-looking values as typed, and the last of a repeated value', () => {
    expect(parseArgs(['--cwd', '007'])).toMatchObject({ cwd: '007' })
    expect(parseArgs(['--cwd=1e3'])).toMatchObject({ cwd: '1e3' })
    expect(parseArgs(['--home', 'a', '--home', 'b'])).toMatchObject({ home: 'b' })
  })

  it('reads hints and scan', () => {
    expect(parseArgs(['hints', '--cwd', 'w', '--calls', 'c.jsonl', '--max-chars', '100'])).toEqual({
      command: 'hints',
      cwd: 'w',
      calls: 'c.jsonl',
      home: undefined,
      preset: undefined,
      maxChars: 100,
      json: false,
      config: undefined,
      plugins: [],
      rules: {},
    })
    expect(parseArgs(['scan', '.', '--format', 'sarif', '--preset', 'hermes'])).toEqual({
      command: 'scan',
      paths: ['.'],
      preset: 'hermes',
      format: 'sarif',
      maxWarnings: undefined,
      noConfig: false,
      config: undefined,
      plugins: [],
      rules: {},
    })
    expect(parseArgs(['scan', '--json', 'x'])).toMatchObject({ format: 'json', paths: ['x'] })
    expect(parseArgs(['scan', '--', '-odd-name'])).toMatchObject({ paths: ['-odd-name'] })
  })

  it('recognises help and version anywhere', () => {
    expect(parseArgs(['--help'])).toEqual({ command: 'help', topic: 'startup' })
    expect(parseArgs(['scan', '-h'])).toEqual({ command: 'help', topic: 'scan' })
    expect(parseArgs(['hints', '--help'])).toEqual({ command: 'help', topic: 'hints' })
    expect(parseArgs(['--version'])).toEqual({ command: 'version' })
  })

  it('rejects bad input with one-line usage errors', () => {
    expect(usageMessage(['--bogus'])).toBe('Unknown option --bogus')
    expect(usageMessage(['--cwd'])).toBe('option --cwd <dir> value is missing')
    expect(usageMessage(['--max-chars', 'abc'])).toBe('--max-chars must be a whole number ≥ 1, got "abc"')
    expect(usageMessage(['--max-chars', '0'])).toBe('--max-chars must be a whole number ≥ 1, got "0"')
    expect(usageMessage(['--max-chars', '-5'])).toBe('--max-chars must be a whole number ≥ 1, got "-5"')
    expect(usageMessage(['--context-length', '1.5'])).toBe('--context-length must be a whole number ≥ 1, got "1.5"')
    expect(usageMessage(['--context-length', '0x10'])).toBe('--context-length must be a whole number ≥ 1, got "0x10"')
    expect(usageMessage(['frobnicate'])).toBe('unknown command "frobnicate" (commands: hints, scan; see --help)')
    expect(usageMessage(['scan'])).toBe('scan needs at least one PATH (a file or a directory)')
    expect(usageMessage(['scan', '.', '--format', 'xml'])).toBe('--format must be text, json or sarif, got "xml"')
    expect(usageMessage(['scan', '.', '--cwd', 'x'])).toBe(
      'Unknown option --cwd (it belongs to: hermes-context, hermes-context hints)',
    )
    expect(usageMessage(['hints', '--cwd', '.'])).toBe('hints needs --calls FILE (a JSON Lines transcript)')
  })
})
