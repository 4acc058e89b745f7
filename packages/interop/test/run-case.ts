import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildProjectContext } from '@hermes/assemble'
import { createHost } from '@hermes/core'
import { builtinFileTypes } from '@hermes/discovery'
import { createHintTracker, hintsPlugin } from '@hermes/hints'
import { hermesPlugin, recommendedPlugin } from '@hermes/scanner'
import { writeCaseTree } from '@hermes/test-utils'
import { interop, type InteropOptions } from '../src/index.js'

/** The package's case folder. */
export const CASES_DIR = fileURLToPath(new URL('../cases', import.meta.url))

/** One interop case (cases/FORMAT.md). */
export interface InteropCase {
  name: string
  docs: string[]
  about: string
  kind: 'interop-build' | 'interop-hints'
  tree: { files?: Record<string, string>; dirs?: string[]; git?: string[]; symlinks?: Record<string, string> }
  input: {
    cwd: string
    interop: InteropOptions
    preset?: string
    maxChars?: number
    calls?: { tool: string; args: Record<string, unknown> }[]
  }
  expected?: Expected
}

/** What a case expects. */
export interface Expected {
  /** The exact Project Context of start-up. */
  output: string
  /** The interop diagnostics of start-up: `[code, path relative to the temp root, detail]`. */
  diagnostics: [string, string, string][]
  /** For `interop-hints`: each call's appended text, or `null`. */
  outputs?: (string | null)[]
}

/** Every case of `cases/`, sorted by file name. */
export function loadCases(): InteropCase[] {
  return readdirSync(CASES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(CASES_DIR, name), 'utf8')) as InteropCase)
}

const DETAIL_CODES = new Set(['deferred', 'duplicate', 'import-refused', 'truncated', 'blocked'])

/** Materialise a case in a fresh temp directory, run start-up (and the calls), and return what happened. */
export async function runCase(testCase: InteropCase): Promise<Expected> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-interop-case-')))
  try {
    const { tree, input } = testCase
    writeCaseTree(root, tree)
    const host = createHost({
      plugins: [builtinFileTypes, hermesPlugin, recommendedPlugin, hintsPlugin, interop(input.interop)],
    })
    const cwd = join(root, input.cwd)
    const context = await buildProjectContext({
      cwd,
      host,
      preset: input.preset ?? 'hermes',
      hermesHome: join(root, '.hermes-home'),
      createDefaultSoul: false,
      ...(input.maxChars === undefined ? {} : { maxChars: input.maxChars }),
    })
    const diagnostics = context.diagnostics
      .filter((d) => DETAIL_CODES.has(d.code) && (d.source === '@hermes/interop' || d.code === 'blocked'))
      .map((d): [string, string, string] => [
        d.code,
        relative(root, d.path),
        String(
          d.data?.['why'] ??
            d.data?.['reason'] ??
            d.data?.['duplicateOf'] ??
            (d.data?.['ids'] as string[] | undefined)?.join(', ') ??
            '',
        ),
      ])
    const result: Expected = { output: context.text, diagnostics }
    if (testCase.kind === 'interop-hints') {
      const tracker = createHintTracker({ workingDir: cwd, host, startup: context, preset: input.preset ?? 'hermes' })
      result.outputs = []
      for (const call of input.calls ?? [])
        result.outputs.push((await tracker.checkToolCall(call.tool, call.args)) ?? null)
    }
    return result
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
