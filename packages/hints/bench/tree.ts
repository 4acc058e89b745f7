import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A generated workspace for the benchmarks. */
export interface BenchTree {
  readonly root: string
  /** Every directory, relative to `root`. */
  readonly directories: readonly string[]
  /** Directories holding an `AGENTS.md`, relative to `root`. */
  readonly withHints: readonly string[]
  cleanup(): void
}

/**
 * `20 × 10 × 25 = 5,000` leaf directories under `root` (5,220 in all), each
 * with a `main.ts`; every 10th directory has an `AGENTS.md` with its own text.
 */
export function generateTree(): BenchTree {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-hints-bench-')))
  const directories: string[] = []
  const withHints: string[] = []
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 10; b++)
      for (let c = 0; c < 25; c++) {
        const top = `pkg${a}`
        const middle = `${top}/mod${b}`
        const leaf = `${middle}/part${c}`
        if (b === 0 && c === 0) directories.push(top)
        if (c === 0) directories.push(middle)
        directories.push(leaf)
      }
  for (const [index, directory] of directories.entries()) {
    mkdirSync(join(root, directory), { recursive: true })
    writeFileSync(join(root, directory, 'main.ts'), 'export {}\n')
    if (index % 10 === 0) {
      writeFileSync(join(root, directory, 'AGENTS.md'), `Rules for ${directory}: keep functions small.\n`)
      withHints.push(directory)
    }
  }
  return { root, directories, withHints, cleanup: () => rmSync(root, { recursive: true, force: true }) }
}
