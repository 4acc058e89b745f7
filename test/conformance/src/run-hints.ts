import { join } from 'node:path'
import { createHost } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { createHintTracker, hintsPlugin } from '@hermes/hints'
import { hermesPlugin } from '@hermes/scanner'
import type { ConformanceCase } from './cases.js'
import { materialise } from './materialise.js'

/** Replace `${ROOT}` / `${HOME}` in every string of a JSON value (arguments keep their non-string values). */
function expandDeep(value: unknown, expand: (text: string) => string): unknown {
  if (typeof value === 'string') return expand(value)
  if (Array.isArray(value)) return value.map((item) => expandDeep(item, expand))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandDeep(item, expand)]))
  return value
}

/**
 * Kind `hints`: materialise the case, create a hint tracker for
 * `ROOT/workingDir` with the built-in file types, the `hermes` scanner preset
 * (unless the case names another) and the Hermes tool extractor, seed it with
 * `startupTexts` when given, replay the calls in order and return each call's
 * appended text (`null` for none).
 */
export async function runHints(testCase: ConformanceCase): Promise<{ outputs: (string | null)[] }> {
  const input = testCase.input as {
    workingDir: string
    calls: { tool: string; args: unknown }[]
    preset?: string
    startupTexts?: string[]
    maxChars?: number
  }
  const tree = materialise(testCase.tree, testCase.home)
  try {
    const tracker = createHintTracker({
      workingDir: join(tree.root, input.workingDir),
      host: createHost({ plugins: [builtinFileTypes, hermesPlugin, hintsPlugin] }),
      preset: input.preset ?? 'hermes',
      ...(input.maxChars === undefined ? {} : { maxChars: input.maxChars }),
      ...(input.startupTexts === undefined ? {} : { startup: { texts: input.startupTexts } }),
    })
    const outputs: (string | null)[] = []
    for (const call of input.calls)
      outputs.push((await tracker.checkToolCall(call.tool, expandDeep(call.args, tree.expand))) ?? null)
    return { outputs }
  } finally {
    tree.cleanup()
  }
}
