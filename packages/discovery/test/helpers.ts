import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { nodeFileSystem, type Diagnostic, type FileSystem } from '@hermes/core'
import { afterEach } from 'vitest'
import { createDiscoverContext } from '../src/index.js'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A fresh temp directory (real path), removed after the test. */
export function tempDir(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-discovery-')))
  roots.push(root)
  return root
}

/** Write files (text or bytes), directories (trailing `/`) and symlinks (`{ link: target }`) under `root`. */
export function write(root: string, files: Record<string, string | Uint8Array | { link: string }>): void {
  for (const [relative, content] of Object.entries(files)) {
    const path = join(root, relative)
    if (relative.endsWith('/')) {
      mkdirSync(path, { recursive: true })
      continue
    }
    mkdirSync(dirname(path), { recursive: true })
    if (typeof content === 'object' && 'link' in content) symlinkSync(content.link, path)
    else writeFileSync(path, content)
  }
}

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

/** `nodeFileSystem` with some methods replaced. */
export function fsWith(overrides: Partial<FileSystem>): FileSystem {
  return { ...nodeFileSystem, ...overrides }
}
