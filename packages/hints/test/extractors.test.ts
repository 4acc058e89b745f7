import { afterEach, describe, expect, it } from 'vitest'
import type { HintPathExtractor } from '@hermes/core'
import {
  claudeCodeHintsPlugin,
  claudeCodeToolsExtractor,
  createHintTracker,
  hermesToolsExtractor,
  hintsPlugin,
} from '../src/index.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

const context = { workingDir: '/w', homeDir: '/home/u' }

describe('hermesToolsExtractor', () => {
  it('reads path, file_path and workdir of any tool; workdir is the base of the others', () => {
    expect(
      hermesToolsExtractor.extract('anything', { path: 'a/b', file_path: 'c.txt', workdir: 'w2' }, context),
    ).toEqual([{ path: 'a/b', base: '/w/w2' }, { path: 'c.txt', base: '/w/w2' }, { path: 'w2' }])
  })

  it('keeps a ~ base for the tracker to expand', () => {
    expect(hermesToolsExtractor.extract('terminal', { command: 'cat a/b', workdir: '~/p' }, context)).toEqual([
      { path: '~/p' },
      { path: 'a/b', base: '~/p' },
    ])
  })

  it('reads the command of terminal only', () => {
    expect(hermesToolsExtractor.extract('terminal', { command: 'cat api/x.py' }, context)).toEqual([
      { path: 'api/x.py' },
    ])
    expect(hermesToolsExtractor.extract('execute_code', { command: 'cat api/x.py' }, context)).toEqual([])
  })

  it('ignores blank and non-string arguments', () => {
    for (const args of [{ path: '   ' }, { file_path: 42 }, { workdir: ['api'] }, { path: null }, null, 7, 'path', [1]])
      expect(hermesToolsExtractor.extract('read_file', args, context)).toEqual([])
  })

  it('survives an object whose getter throws', () => {
    const args = Object.defineProperty({}, 'path', {
      get() {
        throw new Error('boom')
      },
    })
    expect(hermesToolsExtractor.extract('read_file', args, context)).toEqual([])
  })
})

describe('claudeCodeToolsExtractor', () => {
  it.each([
    ['Read', { file_path: '/w/a/x.ts' }, [{ path: '/w/a/x.ts' }]],
    ['Edit', { file_path: 'a/x.ts', old_string: 'a', new_string: 'b' }, [{ path: 'a/x.ts' }]],
    ['Write', { file_path: 'a/x.ts', content: '' }, [{ path: 'a/x.ts' }]],
    ['MultiEdit', { file_path: 'a/x.ts', edits: [] }, [{ path: 'a/x.ts' }]],
    ['NotebookEdit', { notebook_path: 'nb/a.ipynb' }, [{ path: 'nb/a.ipynb' }]],
    ['Grep', { pattern: 'x', path: 'src' }, [{ path: 'src' }]],
    ['Glob', { pattern: '*.ts', path: 'lib' }, [{ path: 'lib' }]],
    ['LS', { path: '/w/pkg' }, [{ path: '/w/pkg' }]],
    ['Bash', { command: 'cd api && cat h/u.go' }, [{ path: 'api' }, { path: 'h/u.go', base: '/w/api' }]],
    ['read_file', { path: 'a/x' }, []],
    ['Read', { path: 'a/x' }, []],
    ['toString', { path: 'a/x' }, []],
  ])('%s %j', (tool, args, expected) => {
    expect(claudeCodeToolsExtractor.extract(tool, args, context)).toEqual(expected)
  })
})

describe('extractor plugins in a tracker', () => {
  let tree: Tree | undefined
  afterEach(() => tree?.cleanup())

  it('uses the built-in Hermes extractor when the host registers none', async () => {
    tree = makeTree({ 'w/api/AGENTS.md': 'API' })
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    expect(await t.checkToolCall('read_file', { path: 'api/x' })).toContain('api/AGENTS.md')
  })

  it('uses only the registered extractors', async () => {
    tree = makeTree({ 'w/api/AGENTS.md': 'API', 'w/web/AGENTS.md': 'WEB' })
    const t = createHintTracker({ workingDir: tree.path('w'), host: testHost(claudeCodeHintsPlugin) })
    expect(await t.checkToolCall('read_file', { path: 'api/x' })).toBeUndefined()
    expect(await t.checkToolCall('Edit', { file_path: tree.path('w/api/x.ts') })).toBe(
      '\n\n[Subdirectory context discovered: api/AGENTS.md]\nAPI',
    )
    expect(await t.checkToolCall('Bash', { command: 'cd web && ls' })).toBe(
      '\n\n[Subdirectory context discovered: web/AGENTS.md]\nWEB',
    )
  })

  it('combines several extractors and survives one that throws', async () => {
    tree = makeTree({ 'w/api/AGENTS.md': 'API', 'w/web/AGENTS.md': 'WEB' })
    const faulty: HintPathExtractor = {
      id: 'faulty',
      extract() {
        throw new Error('bug in a plugin')
      },
    }
    const custom: HintPathExtractor = {
      id: 'custom',
      extract: (tool, args) => (tool === 'open' ? [{ path: String((args as { target: string }).target) }] : []),
    }
    const host = testHost(
      hintsPlugin,
      { name: 'faulty', hintExtractors: [faulty] },
      { name: 'custom', hintExtractors: [custom] },
    )
    const t = createHintTracker({ workingDir: tree.path('w'), host })
    expect(await t.checkToolCall('open', { target: 'web/a.txt', path: 'api/b.txt' })).toBe(
      '\n\n[Subdirectory context discovered: api/AGENTS.md]\nAPI\n\n[Subdirectory context discovered: web/AGENTS.md]\nWEB',
    )
  })
})
