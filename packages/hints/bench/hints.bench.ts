import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { afterAll, bench, describe } from 'vitest'
import { createHost } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { hermesPlugin } from '@hermes/scanner'
import { createHintTracker, type HintTracker } from '../src/index.js'
import { generateTree } from './tree.js'

// Benchmarks of the §5 hint tracker: `pnpm exec vitest bench --run --project @hermes/hints`.
// Besides vitest's table, the replay prints its own per-call median and the heap before and after.

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const tree = generateTree()
afterAll(() => tree.cleanup())
const host = createHost({ plugins: [builtinFileTypes, hermesPlugin] })
const newTracker = (): HintTracker => createHintTracker({ workingDir: tree.root, host, preset: 'hermes' })

const heapMiB = (): string => {
  gc()
  return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)
}
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

// 10,000 calls mixing the tools: reads and writes all over the tree, terminal commands with cd.
function replayCalls(): [string, unknown][] {
  const calls: [string, unknown][] = []
  let seed = 42
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed % n
  }
  for (let i = 0; i < 10_000; i++) {
    const directory = tree.directories[random(tree.directories.length)] ?? ''
    const kind = random(4)
    if (kind === 0) calls.push(['read_file', { path: `${directory}/main.ts` }])
    else if (kind === 1) calls.push(['write_file', { path: `${directory}/new-${random(5)}.ts`, content: 'x' }])
    else if (kind === 2) calls.push(['terminal', { command: `cd ${directory} && grep -rn TODO . | head -20` }])
    else calls.push(['search_files', { pattern: 'TODO', path: directory }])
  }
  return calls
}

describe('hint tracker', async () => {
  const warm = newTracker()
  await warm.checkToolCall('read_file', { path: 'pkg1/mod2/part3/main.ts' })

  bench('a call that finds nothing new (read_file in a visited directory)', async () => {
    await warm.checkToolCall('read_file', { path: 'pkg1/mod2/part3/main.ts' })
  })

  bench('a terminal call that finds nothing new', async () => {
    await warm.checkToolCall('terminal', { command: 'cd pkg1/mod2 && cat part3/main.ts | grep -n TODO' })
  })

  let loader = newTracker()
  let next = 0
  bench('a call that loads a new directory (AGENTS.md read, scanned, formatted)', async () => {
    if (next === tree.withHints.length) {
      loader = newTracker()
      next = 0
    }
    const directory = tree.withHints[next++] ?? ''
    await loader.checkToolCall('read_file', { path: `${directory}/main.ts` })
  })

  const calls = replayCalls()
  bench(
    'replay of 10,000 calls over 5,220 directories (fresh tracker)',
    async () => {
      const tracker = newTracker()
      const before = heapMiB()
      const durations: number[] = []
      let hints = 0
      for (const [tool, args] of calls) {
        const start = performance.now()
        if ((await tracker.checkToolCall(tool, args)) !== undefined) hints++
        durations.push((performance.now() - start) * 1000)
      }
      const afterReplay = heapMiB()
      const repeat: number[] = []
      for (const [tool, args] of calls) {
        const start = performance.now()
        await tracker.checkToolCall(tool, args)
        repeat.push((performance.now() - start) * 1000)
      }
      const afterRepeat = heapMiB()
      console.log(
        `replay: ${hints} calls with hints; median ${median(durations).toFixed(1)} µs/call (first pass), ` +
          `${median(repeat).toFixed(1)} µs/call (second pass, nothing new); ` +
          `heap ${before} MiB before, ${afterReplay} MiB after 10,000 calls, ${afterRepeat} MiB after 10,000 more`,
      )
    },
    { iterations: 3, warmupIterations: 0, time: 0 },
  )
})
