import { describe, expect, it } from 'vitest'
import { parseTranscript } from '../src/transcript.js'
import { runCli, tempDir, writeTree } from './helpers.js'

describe('hints', () => {
  it('reports bad transcript lines on stderr and skips them', async () => {
    const root = await tempDir()
    await writeTree(root, {
      'repo/.git/HEAD': 'ref: refs/heads/main\n',
      'repo/AGENTS.md': '# Root\n',
      'repo/lib/AGENTS.md': '# Library rules\n\nKeep functions pure.\n',
      'calls.jsonl': [
        '{"tool": "read_file", "args": {"path": "lib/index.ts"}}',
        'not json',
        '',
        '["read_file"]',
        '{"tool": "", "args": {}}',
        '{"tool": "read_file", "args": "lib"}',
        '{"tool": "read_file", "args": {"path": "lib/other.ts"}}',
      ].join('\n'),
    })
    const result = await runCli(['hints', '--cwd', 'repo', '--calls', 'calls.jsonl'], { cwd: root })
    expect(result.code).toBe(0)
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^calls\.jsonl:2: skipped: not valid JSON \(/),
      'calls.jsonl:4: skipped: not a JSON object',
      'calls.jsonl:5: skipped: "tool" must be a non-empty string',
      'calls.jsonl:6: skipped: "args" must be a JSON object',
    ])
    expect(result.stdout).toContain(
      '#1 read_file {"path":"lib/index.ts"}  (line 1)\n   lib/  loaded AGENTS.md\n   → appends 88 characters ("\\n\\n" then:)\n   │ [Subdirectory context discovered: lib/AGENTS.md]\n   │ # Library rules\n   │ \n   │ Keep functions pure.\n',
    )
    expect(result.stdout).toContain('#2 read_file {"path":"lib/other.ts"}  (line 7)')
    expect(result.stdout).toContain('2 tool calls replayed: 1 appended hints, 1 appended nothing.')
  })

  it('parses transcripts leniently: blank lines ignored, args optional', () => {
    expect(parseTranscript('\n{"tool":"terminal"}\r\n{"tool":"x","args":{"a":1}}\n')).toEqual({
      calls: [
        { line: 2, tool: 'terminal', args: {} },
        { line: 3, tool: 'x', args: { a: 1 } },
      ],
      problems: [],
    })
  })
})
