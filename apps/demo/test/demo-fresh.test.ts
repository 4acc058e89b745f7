import { tempDir, write } from '@hermes/test-utils'
import { rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtIsFresh } from '../../../scripts/demo-fresh.mjs'
import { writeSourceDigest } from '../../../scripts/source-digest.mjs'

// `pnpm demo` (issue 11) runs the built JavaScript only when every build is
// newer than its sources; otherwise it compiles the TypeScript sources with tsx.
describe('scripts/demo-fresh.mjs: which entry pnpm demo runs', () => {
  const at = (root: string, path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds)

  function workspace(): string {
    const root = tempDir()
    write(root, {
      'apps/demo/src/demo.ts': 'export {}\n',
      'apps/demo/dist/demo.js': 'export {}\n',
      'packages/core/src/index.ts': 'export {}\n',
      'packages/core/src/deep/errors.ts': 'export {}\n',
      'packages/core/dist/index.js': 'export {}\n',
      'packages/notes/README.md': 'not a package with sources\n',
    })
    for (const path of ['apps/demo/src/demo.ts', 'packages/core/src/index.ts', 'packages/core/src/deep/errors.ts'])
      at(root, path, 1_000)
    for (const path of ['apps/demo/dist/demo.js', 'packages/core/dist/index.js']) at(root, path, 2_000)
    return root
  }

  it('is the build when the demo and every package are built after their last edit', () => {
    expect(builtIsFresh(workspace(), 'demo')).toBe(true)
  })

  it('is the sources after an edit to a package (a nested file too) or to the demo, and on a fresh clone', () => {
    const edited = workspace()
    at(edited, 'packages/core/src/deep/errors.ts', 3_000)
    expect(builtIsFresh(edited, 'demo')).toBe(false)
    const demoEdited = workspace()
    at(demoEdited, 'apps/demo/src/demo.ts', 3_000)
    expect(builtIsFresh(demoEdited, 'demo')).toBe(false)
    const clone = tempDir()
    write(clone, { 'apps/demo/src/demo.ts': 'export {}\n', 'packages/core/src/index.ts': 'export {}\n' })
    expect(builtIsFresh(clone, 'demo')).toBe(false)
  })

  it('trusts the digest a build wrote over file dates: a cached build restored with old dates is fresh, an edit is not', () => {
    const root = workspace()
    writeSourceDigest(join(root, 'apps/demo'))
    writeSourceDigest(join(root, 'packages/core'))
    // turbo restores dist/ from its cache: the build is older than a checkout's sources, its content is theirs.
    for (const path of ['apps/demo/dist/demo.js', 'packages/core/dist/index.js']) at(root, path, 500)
    expect(builtIsFresh(root, 'demo')).toBe(true)
    // The same bytes with a new date change nothing; new bytes with an old date are an edit.
    at(root, 'packages/core/src/deep/errors.ts', 3_000)
    expect(builtIsFresh(root, 'demo')).toBe(true)
    writeFileSync(join(root, 'packages/core/src/deep/errors.ts'), 'export const edited = 1\n')
    at(root, 'packages/core/src/deep/errors.ts', 100)
    expect(builtIsFresh(root, 'demo')).toBe(false)
  })

  it('is the sources when a digest is present but its dist entry is missing', () => {
    const root = workspace()
    writeSourceDigest(join(root, 'apps/demo'))
    writeSourceDigest(join(root, 'packages/core'))
    expect(builtIsFresh(root, 'demo')).toBe(true)
    rmSync(join(root, 'packages/core/dist/index.js'))
    expect(builtIsFresh(root, 'demo')).toBe(false)
  })
})
