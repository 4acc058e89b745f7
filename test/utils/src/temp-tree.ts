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
