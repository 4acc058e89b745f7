import { mkdtempSync, realpathSync, rmdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { commandPaths, createHintTracker, hermesToolsExtractor, MAX_PATHS_PER_CALL } from '../src/index.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

let tree: Tree | undefined
const savedCwd = process.cwd()
afterEach(() => {
  process.chdir(savedCwd)
  tree?.cleanup()
  tree = undefined
})

const hint = (path: string, text: string) => `[Subdirectory context discovered: ${path}]\n${text}`

describe('issue 8 item 7: a deleted current directory', () => {
  it('workingDir "." in a deleted directory: no throw, hints off with a not-found diagnostic', async () => {
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    const tracker = createHintTracker({ workingDir: '.', host: testHost() })
    expect(tracker.workingDir).toBe('.')
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'a/x.ts' })
    expect(report.active).toBe(false)
    expect(report.text).toBeUndefined()
    expect(report.diagnostics).toMatchObject([{ code: 'not-found', path: '.', source: '@hermes/hints' }])
  })
})

describe('issue 8 item 8: huge tool calls', () => {
  const huge = `cat a/x.ts ${'n/x '.repeat(130_000)}`

  it('a command of 130,000 path words still gives the first path its hint', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A rules' })
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const report = await tracker.checkToolCallDetailed('terminal', { command: huge })
    expect(report.text).toBe(`\n\n${hint('a/AGENTS.md', 'A rules')}`)
    expect(report.paths.length).toBeLessThanOrEqual(MAX_PATHS_PER_CALL)
  })

  it('the built-in extractor applies the per-call cap itself (no array of 130,000 paths)', () => {
    const context = { workingDir: '/w', homeDir: '/home/u', maxPaths: 10 }
    const paths = hermesToolsExtractor.extract('terminal', { command: huge }, context)
    expect(paths).toEqual([{ path: 'a/x.ts' }, ...Array.from({ length: 9 }, () => ({ path: 'n/x' }))])
    expect(commandPaths(huge, undefined, 3)).toEqual([{ path: 'a/x.ts' }, { path: 'n/x' }, { path: 'n/x' }])
  })
})

describe('issue 8 item 4: hint directory names go through the invisible-character rules', () => {
  it('skips directories whose name holds a variation selector, Hangul filler, U+2800, U+034F or NBSP', async () => {
    const names = ['a\u{E0149}\u{E0157}', 'b\uFE0F', 'c\u3164', 'd\u1160', 'e\u2800', 'f\u034F', 'g\u00A0']
    const files: Record<string, string> = { 'w/ok/AGENTS.md': 'OK rules' }
    for (const name of names) files[`w/${name}/AGENTS.md`] = `Rules of ${name}`
    tree = makeTree(files)
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost() })
    const report = await tracker.checkToolCallDetailed('read_file', { path: 'ok/x.ts' })
    expect(report.text).toBe(`\n\n${hint('ok/AGENTS.md', 'OK rules')}`)
    for (const name of names) {
      const other = await tracker.checkToolCallDetailed('read_file', { path: `${name}/x.ts` })
      expect(other.text).toBeUndefined()
      expect(other.directories).toMatchObject([{ relativePath: name, status: 'excluded' }])
      expect(other.diagnostics).toMatchObject([{ code: 'blocked', data: { reason: 'unsafe-path' } }])
    }
  })
})
