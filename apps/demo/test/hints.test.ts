import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_DIR, prepareExample } from '../src/example-workspace.js'
import { parseTranscript } from '../src/transcript.js'
import { runCli, tempDir, writeTree } from './helpers.js'

const components = readFileSync(join(EXAMPLE_DIR, 'repo/packages/web/src/components/AGENTS.md'), 'utf8').trim()
const e2e = readFileSync(join(EXAMPLE_DIR, 'repo/packages/web/e2e/CLAUDE.md'), 'utf8').trim()

describe('hints', () => {
  it('replays the example transcript: the exact text each call appends', async () => {
    const example = await prepareExample()
    try {
      const result = await runCli([
        'hints',
        '--cwd',
        example.cwd,
        '--calls',
        example.transcript,
        '--json',
        '--preset',
        'hermes',
      ])
      expect(result.code).toBe(0)
      const json = JSON.parse(result.stdout)
      expect(json.calls.map((c: { text: string | null }) => c.text)).toEqual([
        `\n\n[Subdirectory context discovered: src/components/AGENTS.md]\n${components}`,
        `\n\n[Subdirectory context discovered: e2e/CLAUDE.md]\n${e2e}`,
        null,
        expect.stringMatching(
          /^\n\n\[Subdirectory context discovered: src\/legacy\/\.cursorrules\]\nThis folder is the pre-2023/,
        ),
        null,
        null,
        '\n\n[Subdirectory context discovered: scripts/AGENTS.md]\n[BLOCKED: AGENTS.md contained potential prompt injection (forced_action, exfil_wget). Content not loaded.]',
        null,
      ])
      expect(json.calls[5].directories.map((d: { status: string }) => d.status)).toEqual(['excluded', 'excluded'])

      const text = await runCli(['hints', '--cwd', example.cwd, '--calls', example.transcript, '--preset', 'hermes'])
      expect(text.stdout).toContain(
        `#2 terminal {"command":"cd e2e && pnpm exec playwright test checkout.spec.ts"}  (line 2)\n   e2e/  loaded CLAUDE.md\n   → appends ${[...json.calls[1].text].length} characters ("\\n\\n" then:)\n   │ [Subdirectory context discovered: e2e/CLAUDE.md]\n   │ # End-to-end tests\n`,
      )
      expect(text.stdout).toContain(
        '#3 read_file {"path":"src/components/Button.tsx"}  (line 3)\n   → appends nothing: no new directory',
      )
      expect(text.stdout).toContain('scripts/AGENTS.md:5:42  block  ')
    } finally {
      await example.dispose()
    }
  })

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
