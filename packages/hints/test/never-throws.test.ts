import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createHintTracker, shellWords, type HintTracker } from '../src/index.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

let tree: Tree
let tracker: HintTracker
beforeAll(() => {
  tree = makeTree({ 'w/a/AGENTS.md': 'A rules', 'w/a/b/CLAUDE.md': 'B rules', 'w/c d/AGENTS.md': 'CD rules' })
  tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
})
afterAll(() => tree.cleanup())

const shellish = fc.string({
  unit: fc.constantFrom(
    'a',
    '/',
    '.',
    ' ',
    '"',
    "'",
    '\\',
    '$',
    '{',
    '}',
    '(',
    ')',
    '&',
    '|',
    ';',
    '#',
    '\n',
    '~',
    '-',
    '*',
    '\0',
    '`',
    '<',
    '>',
  ),
  maxLength: 60,
})

describe('never throws (§5)', () => {
  it('shellWords returns tokens for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), shellish), (command) => {
        expect(Array.isArray(shellWords(command))).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('checkToolCall resolves to a string or undefined for any tool name and arguments', async () => {
    const args = fc.oneof(
      fc.anything(),
      fc.record(
        { path: fc.oneof(shellish, fc.anything()), workdir: fc.oneof(shellish, fc.anything()) },
        { requiredKeys: [] },
      ),
      fc.record(
        { command: fc.oneof(shellish, fc.anything()), workdir: fc.oneof(shellish, fc.anything()) },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('terminal', 'read_file', 'Bash'), fc.string()),
        args,
        async (tool, value) => {
          const out = await tracker.checkToolCall(tool, value)
          expect(
            out === undefined || (typeof out === 'string' && out.startsWith('\n\n[Subdirectory context discovered: ')),
          ).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })

  it.each([
    ['a 1 MB command', { command: `cat ${'x/'.repeat(500_000)}` }],
    ['unbalanced quotes', { command: `cat "a/b 'c/d` }],
    ['a NUL byte', { command: 'cat a/\0b', path: 'a\0/b' }],
    ['a bad substitution', { command: 'cat ${ a/b ${}' }],
    ['a huge path', { path: `${'a/'.repeat(100_000)}x` }],
  ])('handles %s', async (_, args) => {
    await expect(tracker.checkToolCall('terminal', args)).resolves.toSatisfy(
      (v: unknown) => v === undefined || typeof v === 'string',
    )
  })

  it('handles non-string tool names', async () => {
    await expect(tracker.checkToolCall(42 as never, { path: 'x' })).resolves.toBeUndefined()
  })
})
