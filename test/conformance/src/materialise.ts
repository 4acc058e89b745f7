import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { write, writeCaseTree } from '@hermes/test-utils'
import type { CaseTree } from './cases.js'

/** A case's tree written to a fresh temporary directory. */
export interface Materialised {
  /** The temp root (real path). `${ROOT}` in inputs stands for it. */
  readonly root: string
  /** HERMES_HOME (`${HOME}`), or `undefined` when the case gives no home. */
  readonly hermesHome: string | undefined
  /** Replace `${ROOT}` and `${HOME}` in a string. */
  expand(value: string): string
  /** Delete everything. */
  cleanup(): void
}

/** Write a case's tree (FORMAT.md) and its HERMES_HOME into a new temp directory. */
export function materialise(tree: CaseTree, home: Record<string, string> | null): Materialised {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-case-')))
  const root = join(base, 'root')
  mkdirSync(root)
  writeCaseTree(root, tree)
  let hermesHome: string | undefined
  if (home) {
    hermesHome = join(base, 'hermes-home')
    mkdirSync(hermesHome, { recursive: true })
    write(hermesHome, home)
  }
  return {
    root,
    hermesHome,
    expand: (value) => value.replaceAll('${ROOT}', root).replaceAll('${HOME}', hermesHome ?? join(base, 'hermes-home')),
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  }
}
