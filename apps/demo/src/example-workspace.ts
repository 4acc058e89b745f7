import { execFile } from 'node:child_process'
import { mkdtempSync, promises as fsp, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The bundled example, shipped as plain files in `apps/demo/example/`. */
export const EXAMPLE_DIR = fileURLToPath(new URL('../example/', import.meta.url))

/** The working directory of the example, relative to its repository. */
export const EXAMPLE_CWD = 'packages/web'

/** A fresh copy of the example workspace in a temporary directory. */
export interface ExampleWorkspace {
  /** The temporary directory holding everything (removed by {@link ExampleWorkspace.dispose}). */
  readonly root: string
  /** The example repository (git root). */
  readonly repo: string
  /** The working directory: `repo/packages/web`. */
  readonly cwd: string
  /** The example's HERMES_HOME, with its SOUL.md. */
  readonly home: string
  /** The transcript replayed after start-up. */
  readonly transcript: string
  /** How the `.git` directory was made: `git init`, or a plain empty `.git` directory when git is unavailable. */
  readonly git: 'git init' | 'empty .git directory'
  /** Remove the temporary directory. Never throws. */
  dispose(): Promise<void>
}

async function copyTree(from: string, to: string): Promise<void> {
  await fsp.mkdir(to, { recursive: true })
  for (const entry of await fsp.readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name)
    const target = join(to, entry.name)
    if (entry.isDirectory()) await copyTree(source, target)
    else if (entry.isFile()) await fsp.copyFile(source, target)
  }
}

/** Temporary directories of examples not yet disposed (see {@link removeLiveExamplesSync}). */
const live = new Set<string>()

/**
 * Remove, synchronously, every example directory not yet disposed: for a
 * signal or `exit` handler, where the `finally` that disposes the example
 * never runs. Never throws.
 */
export function removeLiveExamplesSync(): void {
  for (const root of live) {
    try {
      rmSync(root, { recursive: true, force: true, maxRetries: 2 })
    } catch {
      // Nothing more can be done while the process ends.
    }
    live.delete(root)
  }
}

/** The environment without `GIT_*` variables (a `GIT_DIR` set by a hook must not redirect `git init`). */
function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GIT_TERMINAL_PROMPT: '0' }
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_')) env[key] = value
  return env
}

function gitInit(directory: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('git', ['init', '--quiet', directory], { timeout: 5_000, env: gitEnv() }, (error) =>
      resolve(error === null),
    )
  })
}

/**
 * Copy the bundled example into a fresh temporary directory and make it a git
 * repository (§3: a `.git` directory is enough; `git init` is used when git
 * is installed). Also creates `packages/web/node_modules/left-pad/AGENTS.md`,
 * which the repository cannot ship (node_modules is git-ignored), to show
 * that hints never come from excluded directories (§5).
 */
export async function prepareExample(): Promise<ExampleWorkspace> {
  // Synchronous, so that no signal handler can run between creating the directory and recording it.
  const created = mkdtempSync(join(tmpdir(), 'hermes-context-example-'))
  live.add(created)
  const root = await fsp.realpath(created).catch(() => created)
  const dispose = async () => {
    await fsp.rm(root, { recursive: true, force: true }).catch(() => {})
    live.delete(created)
  }
  try {
    const repo = join(root, 'acme-shop')
    await copyTree(join(EXAMPLE_DIR, 'repo'), repo)
    await copyTree(join(EXAMPLE_DIR, 'hermes-home'), join(root, 'hermes-home'))
    await fsp.copyFile(join(EXAMPLE_DIR, 'transcript.jsonl'), join(root, 'transcript.jsonl'))
    const leftPad = join(repo, EXAMPLE_CWD, 'node_modules', 'left-pad')
    await fsp.mkdir(leftPad, { recursive: true })
    await fsp.writeFile(join(leftPad, 'AGENTS.md'), '# left-pad\n\nA dependency: its files are never hints.\n')
    let git: ExampleWorkspace['git'] = 'git init'
    if (!(await gitInit(repo))) {
      git = 'empty .git directory'
      await fsp.mkdir(join(repo, '.git'), { recursive: true })
    }
    return {
      root,
      repo,
      cwd: join(repo, EXAMPLE_CWD),
      home: join(root, 'hermes-home'),
      transcript: join(root, 'transcript.jsonl'),
      git,
      dispose,
    }
  } catch (error) {
    await dispose()
    throw error
  }
}
