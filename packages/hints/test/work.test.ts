import { nodeFileSystem, type FileSystem, type Rule } from '@hermes/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createHintTracker } from '../src/index.js'
import { makeTree, testHost, type Tree } from './fixtures/tree.js'

// Work counters (issue 11): what a call costs, counted, never timed.

let tree: Tree | undefined
afterEach(() => {
  tree?.cleanup()
  tree = undefined
})

/** `nodeFileSystem` with every method call counted by name. */
function countingFs(): { fs: FileSystem; calls: string[] } {
  const calls: string[] = []
  const fs: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(nodeFileSystem))
    fs[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            calls.push(key)
            return (value as (...a: unknown[]) => unknown).apply(nodeFileSystem, args)
          }
        : value
  return { fs: fs as unknown as FileSystem, calls }
}

/**
 * Count `setTimeout` calls and `AbortController`s made until `restore()` (a
 * subclass, not a spy: the controllers stay real).
 */
function countTimersAndSignals(): { timers: number; signals: number; restore(): void } {
  const RealController = globalThis.AbortController
  const realSetTimeout = globalThis.setTimeout
  const counts = {
    timers: 0,
    signals: 0,
    restore() {
      globalThis.AbortController = RealController
      globalThis.setTimeout = realSetTimeout
    },
  }
  globalThis.AbortController = class extends RealController {
    constructor() {
      super()
      counts.signals++
    }
  }
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    counts.timers++
    return realSetTimeout(...args)
  }) as typeof setTimeout
  return counts
}

/** A host whose only rule counts the texts it checks. */
function countingHost(): { host: ReturnType<typeof testHost>; scans: () => number } {
  let scans = 0
  const rule: Rule = {
    id: 'count-scans',
    meta: { category: 'test', severity: 'block', description: 'counts scans' },
    check() {
      scans++
    },
  }
  const host = testHost({
    name: 'counting',
    rules: [rule],
    presets: [{ id: 'counting', description: 'counts scans', rules: ['count-scans'] }],
  })
  return { host, scans: () => scans }
}

describe('a hint call with nothing new does no work (issue 11)', () => {
  it('no file-system call, no scan, no timer and no abort signal', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A rules.', 'w/a/b/x.ts': '', 'w/c/x.ts': '' })
    const { fs, calls } = countingFs()
    const { host, scans } = countingHost()
    const tracker = createHintTracker({ workingDir: tree.path('w'), host, fs, scanner: { preset: 'counting' } })
    expect(await tracker.checkToolCall('read_file', { path: 'a/b/x.ts' })).toContain('A rules.')
    expect(await tracker.checkToolCall('terminal', { command: 'cat c/x.ts' })).toBeUndefined()
    expect(calls.length).toBeGreaterThan(0)
    expect(scans()).toBe(1)

    calls.length = 0
    const counted = countTimersAndSignals()
    try {
      for (const [tool, args] of [
        ['read_file', { path: 'a/b/x.ts' }],
        ['read_file', { path: 'a/b' }],
        ['terminal', { command: 'cd c && cat x.ts ../a/b/x.ts' }],
        ['search_files', { pattern: 'TODO', path: 'c' }],
      ] as const) {
        const report = await tracker.checkToolCallDetailed(tool, args)
        expect(report).toMatchObject({ text: undefined, active: true, directories: [], diagnostics: [] })
        expect(report.paths.length).toBeGreaterThan(0)
      }
    } finally {
      counted.restore()
    }
    expect(calls).toEqual([])
    expect(scans()).toBe(1)
    expect(counted.timers).toBe(0)
    expect(counted.signals).toBe(0)
  })

  it('a call that must read still runs under one deadline timer', async () => {
    tree = makeTree({ 'w/a/AGENTS.md': 'A rules.', 'w/a/x.ts': '' })
    const tracker = createHintTracker({ workingDir: tree.path('w'), host: testHost(), startup: { texts: [] } })
    const counted = countTimersAndSignals()
    try {
      expect(await tracker.checkToolCall('read_file', { path: 'a/x.ts' })).toContain('A rules.')
    } finally {
      counted.restore()
    }
    expect(counted.signals).toBe(1)
  })
})
