import { describe, expect, it } from 'vitest'
import { parseTranscript, readTranscript } from '../src/transcript.js'
import { UsageError } from '../src/usage-error.js'
import { runCli, tempDir, writeTree } from './helpers.js'

describe('transcripts: odd files', () => {
  it('an endless --calls file (/dev/zero) is a usage error, not an out-of-memory crash', async () => {
    const result = await runCli(['hints', '--calls', '/dev/zero'])
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'hermes-context: --calls: "/dev/zero" is larger than 128 MiB\n',
    })
  })

  it('a --calls file over the limit is refused; one at the limit is read', async () => {
    const root = await tempDir()
    const line = '{"tool":"read_file","args":{"path":"a"}}\n'
    await writeTree(root, { 'calls.jsonl': line.repeat(3) })
    await expect(readTranscript(`${root}/calls.jsonl`, 'calls.jsonl', line.length * 3)).resolves.toMatchObject({
      calls: [{ line: 1 }, { line: 2 }, { line: 3 }],
    })
    await expect(readTranscript(`${root}/calls.jsonl`, 'calls.jsonl', line.length * 3 - 1)).rejects.toThrow(
      new UsageError(`--calls: "calls.jsonl" is larger than ${line.length * 3 - 1} bytes`),
    )
  })

  it('CRLF, a BOM, blank lines and whitespace-only lines', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'calls.jsonl': '\uFEFF{"tool":"read_file","args":{"path":"a"}}\r\n\r\n \t \r\n{"tool":"patch"}\r\n',
    })
    const transcript = await readTranscript(`${root}/calls.jsonl`, 'calls.jsonl')
    expect(transcript).toEqual({
      calls: [
        { line: 1, tool: 'read_file', args: { path: 'a' } },
        { line: 4, tool: 'patch', args: {} },
      ],
      problems: [],
    })
  })

  it('reports every kind of bad line with its number', () => {
    expect(
      parseTranscript(
        [
          '[1]',
          'null',
          '"s"',
          '{"args":{}}',
          '{"tool":" "}',
          '{"tool":"x","args":[]}',
          '{"tool":"x","args":null}',
          '{',
        ].join('\n'),
      ).problems.map((p) => `${p.line}: ${p.reason.replace(/ \(.*/, '')}`),
    ).toEqual([
      '1: not a JSON object',
      '2: not a JSON object',
      '3: not a JSON object',
      '4: "tool" must be a non-empty string',
      '5: "tool" must be a non-empty string',
      '6: "args" must be a JSON object',
      '7: "args" must be a JSON object',
      '8: not valid JSON',
    ])
  })
})
