import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { nodeFileSystem, type FileSystem } from '@hermes/core'
import { afterEach } from 'vitest'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A fresh temp directory (real path), removed after the test. */
export function tempDir(): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-assemble-')))
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

/** `nodeFileSystem` with some methods replaced. */
export function fsWith(overrides: Partial<FileSystem>): FileSystem {
  return { ...nodeFileSystem, ...overrides }
}

/** The §8 heading. */
export const HEADER =
  '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n'
