import { join } from 'node:path'
import { nodeFileSystem, type Diagnostic, type FileSystem } from '@hermes/core'
import { createDiscoverContext } from '../src/index.js'

// Temporary trees and fault-injecting file systems come from @hermes/test-utils (AGENTS.md, "Tests").
export { fsWith, never, syncFileSystem, tempDir, write } from '@hermes/test-utils'

/** A DiscoverContext over `cwd` that collects diagnostics. */
export function context(
  cwd: string,
  gitRoot: string | null,
  options: { fs?: FileSystem; hermesHome?: string; timeoutMs?: number } = {},
) {
  const diagnostics: Diagnostic[] = []
  const ctx = createDiscoverContext({
    cwd,
    gitRoot,
    hermesHome: options.hermesHome ?? join(cwd, '.no-hermes-home'),
    fs: options.fs ?? nodeFileSystem,
    report: (d) => diagnostics.push(d),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  })
  return { ctx, diagnostics }
}
