import { join } from 'node:path'
import { buildProjectContext } from '@hermes/assemble'
import type { ConformanceCase } from './cases.js'
import { materialise } from './materialise.js'

/**
 * Kind `build`: materialise the case, run the start-up pipeline with
 * `cwd = ROOT/cwd` and the case's HERMES_HOME (a directory that does not
 * exist, with no default SOUL.md, when `home` is null), and return the §8 text.
 */
export async function runBuild(testCase: ConformanceCase): Promise<{ output: string }> {
  const input = testCase.input as {
    cwd: string
    contextLength?: number
    maxChars?: number
    soul?: boolean
    preset?: string
  }
  const tree = materialise(testCase.tree, testCase.home)
  try {
    const context = await buildProjectContext({
      cwd: join(tree.root, input.cwd),
      hermesHome: tree.hermesHome ?? join(tree.root, '..', 'no-hermes-home'),
      ...(tree.hermesHome === undefined ? { createDefaultSoul: false } : {}),
      ...(input.contextLength === undefined ? {} : { contextLength: input.contextLength }),
      ...(input.maxChars === undefined ? {} : { maxChars: input.maxChars }),
      soul: input.soul ?? false,
      preset: input.preset ?? 'hermes',
    })
    return { output: context.text }
  } finally {
    tree.cleanup()
  }
}
