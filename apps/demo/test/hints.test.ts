import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_DIR, prepareExample } from '../src/example-workspace.js'
import { runDemo } from './helpers.js'

const components = readFileSync(join(EXAMPLE_DIR, 'repo/packages/web/src/components/AGENTS.md'), 'utf8').trim()
const e2e = readFileSync(join(EXAMPLE_DIR, 'repo/packages/web/e2e/CLAUDE.md'), 'utf8').trim()

describe('hints', () => {
  it('replays the example transcript: the exact text each call appends', async () => {
    const example = await prepareExample()
    try {
      const result = await runDemo([
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

      const text = await runDemo(['hints', '--cwd', example.cwd, '--calls', example.transcript, '--preset', 'hermes'])
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
})
