import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach } from 'vitest'

/** What {@link write} puts at one path: UTF-8 text, raw bytes, or a symbolic link to `link` (as written). */
export type TreeEntry = string | Uint8Array | { readonly link: string }

const made: string[] = []
// Every directory from tempDir() is removed after the test that made it.
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * A fresh temporary directory (its real path: on macOS `/var` is a link),
 * removed after the current test.
 *
 * @param prefix - start of the directory's name, for finding leftovers.
 */
export function tempDir(prefix = 'hermes-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  made.push(dir)
  return dir
}

/**
 * Write a file tree under `root`: a path ending in `/` is a directory (its
 * value is ignored), `{ link }` a symbolic link, anything else a file (text is
 * written as UTF-8, bytes as they are). Parent directories are created;
 * entries are written in the order given.
 */
export function write(root: string, files: Readonly<Record<string, TreeEntry>>): void {
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

/** A temporary file tree that the test removes itself ({@link Tree.cleanup}). */
export interface Tree {
  /** Real path of the temporary root. */
  readonly root: string
  /** `root/relative`. */
  path(relative: string): string
  /** Remove the tree (also done after the test). */
  cleanup(): void
}

/** Write `files` (path → text), then `links` (link → target) and `dirs` under a fresh temporary directory. */
export function makeTree(
  files: Readonly<Record<string, string>>,
  links: Readonly<Record<string, string>> = {},
  dirs: readonly string[] = [],
  prefix = 'hermes-tree-',
): Tree {
  const root = tempDir(prefix)
  write(root, Object.fromEntries(dirs.map((dir) => [`${dir}/`, ''])))
  write(root, files)
  write(root, Object.fromEntries(Object.entries(links).map(([link, target]) => [link, { link: target }])))
  return {
    root,
    path: (relative) => join(root, relative),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  }
}

/**
 * A file tree as the case files of this repository write it (test/cases/conformance/FORMAT.md;
 * the interop cases use a subset). Paths are relative to the tree's root.
 */
export interface CaseTree {
  /** Path → UTF-8 text. */
  readonly files?: Readonly<Record<string, string>>
  /** Path → base64 of raw bytes. */
  readonly bytes?: Readonly<Record<string, string>>
  /** Extra empty directories. */
  readonly dirs?: readonly string[]
  /** Directories that get a `.git` directory. */
  readonly git?: readonly string[]
  /** Directories that get a `.git` file (`gitdir: ../x`). */
  readonly gitFiles?: readonly string[]
  /** Link → target, as written. */
  readonly symlinks?: Readonly<Record<string, string>>
}

/** Write a {@link CaseTree} under `root`: directories, files, bytes, `.git` directories and files, then links. */
export function writeCaseTree(root: string, tree: CaseTree): void {
  const map = <T>(record: Readonly<Record<string, T>> | undefined, to: (value: T) => TreeEntry) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([path, value]) => [path, to(value)]))
  write(root, Object.fromEntries((tree.dirs ?? []).map((dir) => [`${dir}/`, ''])))
  write(root, tree.files ?? {})
  write(
    root,
    map(tree.bytes, (base64) => Buffer.from(base64, 'base64')),
  )
  write(root, Object.fromEntries((tree.git ?? []).map((dir) => [`${dir}/.git/`, ''])))
  write(root, Object.fromEntries((tree.gitFiles ?? []).map((dir) => [`${dir}/.git`, 'gitdir: ../x\n'])))
  write(
    root,
    map(tree.symlinks, (target) => ({ link: target })),
  )
}
