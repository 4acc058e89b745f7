import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
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
  const write = (relative: string, data: string | Uint8Array) => {
    const path = join(root, relative)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, data)
  }
  for (const dir of tree.dirs ?? []) mkdirSync(join(root, dir), { recursive: true })
  for (const [path, text] of Object.entries(tree.files ?? {})) write(path, text)
  for (const [path, base64] of Object.entries(tree.bytes ?? {})) write(path, Buffer.from(base64, 'base64'))
  for (const dir of tree.git ?? []) mkdirSync(join(root, dir, '.git'), { recursive: true })
  for (const dir of tree.gitFiles ?? []) write(join(dir, '.git'), 'gitdir: ../x\n')
  for (const [link, target] of Object.entries(tree.symlinks ?? {})) {
    mkdirSync(dirname(join(root, link)), { recursive: true })
    symlinkSync(target, join(root, link))
  }
  let hermesHome: string | undefined
  if (home) {
    hermesHome = join(base, 'hermes-home')
    mkdirSync(hermesHome, { recursive: true })
    for (const [path, text] of Object.entries(home)) {
      mkdirSync(dirname(join(hermesHome, path)), { recursive: true })
      writeFileSync(join(hermesHome, path), text)
    }
  }
  return {
    root,
    hermesHome,
    expand: (value) => value.replaceAll('${ROOT}', root).replaceAll('${HOME}', hermesHome ?? join(base, 'hermes-home')),
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  }
}
