import { execFileSync } from 'node:child_process'
import { linkSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { localAccessOf, nodeFileSystem, type Diagnostic, type FileSystem } from '@hermes/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDiscoverContext, findGitRoot } from '../src/index.js'
import { tempDir } from './helpers.js'

const PEM =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n'

/** Every kind of candidate the reader distinguishes, in one working directory. */
function tree(): { root: string; cwd: string; home: string; names: string[] } {
  const root = realpathSync(tempDir())
  const cwd = join(root, 'repo', 'app')
  const home = join(root, 'home')
  mkdirSync(cwd, { recursive: true })
  mkdirSync(join(root, 'repo', '.git'))
  mkdirSync(home)
  mkdirSync(join(cwd, 'dir.md'))
  writeFileSync(join(root, 'repo', 'AGENTS.md'), '\uFEFF  Root rules.\r\n')
  writeFileSync(join(cwd, 'AGENTS.md'), 'App rules.')
  writeFileSync(join(cwd, 'empty.md'), '')
  writeFileSync(join(cwd, '.env'), 'TOKEN=1')
  writeFileSync(join(cwd, 'key.md'), PEM)
  writeFileSync(join(cwd, 'binary.md'), Buffer.from([65, 0, 66]))
  writeFileSync(join(cwd, 'latin1.md'), Buffer.from([0xe9]))
  writeFileSync(join(cwd, 'large.md'), 'x'.repeat(2000))
  writeFileSync(join(cwd, 'secret-source'), 'TOKEN=2')
  linkSync(join(cwd, 'secret-source'), join(cwd, '.env.local'))
  linkSync(join(cwd, 'secret-source'), join(cwd, 'hard.md'))
  symlinkSync('AGENTS.md', join(cwd, 'link.md'))
  symlinkSync('.env', join(cwd, 'env-link.md'))
  symlinkSync('nowhere', join(cwd, 'dangling.md'))
  symlinkSync('loop.md', join(cwd, 'loop.md'))
  execFileSync('mkfifo', [join(cwd, 'fifo.md')])
  writeFileSync(join(home, 'SOUL.md'), 'Soul.')
  const names = [
    'AGENTS.md',
    '../AGENTS.md',
    'missing.md',
    'missing-dir/AGENTS.md',
    'AGENTS.md/below',
    'empty.md',
    'dir.md',
    '.env',
    'key.md',
    'binary.md',
    'latin1.md',
    'large.md',
    'hard.md',
    'link.md',
    'env-link.md',
    'dangling.md',
    'loop.md',
    'fifo.md',
  ]
  return { root, cwd, home, names }
}

async function readAll(fs: FileSystem, t: ReturnType<typeof tree>) {
  const diagnostics: Diagnostic[] = []
  const context = createDiscoverContext({
    cwd: t.cwd,
    gitRoot: join(t.root, 'repo'),
    hermesHome: t.home,
    fs,
    maxBytes: 1000,
    resolved: true,
    report: (d) => diagnostics.push(d),
  })
  const outcomes = []
  for (const name of t.names) outcomes.push(await context.read(join(t.cwd, name)))
  outcomes.push(await context.read(join(t.home, 'SOUL.md')), await context.read(join(t.home, 'SOUL.md')))
  return { outcomes, diagnostics }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe.runIf(process.platform === 'linux')('the synchronous fast path for local files', () => {
  it('gives exactly the outcomes and diagnostics of the general (asynchronous, descriptor-based) path', async () => {
    const t = tree()
    // A copy of nodeFileSystem (openFile copied explicitly) has no local access: the general path.
    const general: FileSystem = {
      ...nodeFileSystem,
      ...(nodeFileSystem.openFile ? { openFile: nodeFileSystem.openFile } : {}),
    }
    expect(localAccessOf(general)).toBeUndefined()
    const fast = await readAll(nodeFileSystem, t)
    const slow = await readAll(general, t)
    expect(fast).toEqual(slow)
    // And they are the right ones.
    expect(fast.outcomes.map((o) => (o.ok ? o.text : o.missing ? 'missing' : o.diagnostic?.code))).toEqual([
      'App rules.',
      'Root rules.',
      'missing',
      'missing',
      'missing',
      '',
      'not-regular-file',
      'secrets-file',
      'secrets-file',
      'binary',
      'invalid-utf8',
      'too-large',
      'secrets-file',
      'App rules.',
      'secrets-file',
      'dangling-symlink',
      'symlink-loop',
      'not-regular-file',
      'Soul.',
      'Soul.',
    ])
  })

  it('reads a regular file of a resolved working directory on a local file system without asynchronous calls', async () => {
    const t = tree()
    if (localAccessOf(nodeFileSystem)?.isLocal(t.cwd) !== true) return // a temporary directory on a network mount
    const lstat = vi.spyOn(nodeFileSystem, 'lstat')
    const realpath = vi.spyOn(nodeFileSystem, 'realpath')
    const context = createDiscoverContext({
      cwd: t.cwd,
      gitRoot: join(t.root, 'repo'),
      hermesHome: t.home,
      resolved: true,
      report: () => {},
    })
    expect(await context.read(join(t.cwd, 'AGENTS.md'))).toMatchObject({ ok: true, text: 'App rules.' })
    expect(await context.read(join(t.cwd, 'missing.md'))).toMatchObject({ ok: false, missing: true })
    expect(await findGitRoot(t.cwd, { resolved: true })).toBe(join(t.root, 'repo'))
    expect(lstat).not.toHaveBeenCalled()
    expect(realpath).not.toHaveBeenCalled()
    // A symlink goes the general way.
    expect(await context.read(join(t.cwd, 'link.md'))).toMatchObject({ ok: true, text: 'App rules.' })
    expect(lstat).toHaveBeenCalled()
  })

  it('without `resolved`, a directory is resolved first: one reached through a symlink is not taken for real', async () => {
    const t = tree()
    symlinkSync(join(t.root, 'repo'), join(t.root, 'link'))
    const viaLink = join(t.root, 'link', 'app')
    const read = async (fs: FileSystem) => {
      const context = createDiscoverContext({ cwd: viaLink, gitRoot: null, hermesHome: t.home, fs, report: () => {} })
      return [await context.read(join(viaLink, 'AGENTS.md')), await context.read(join(viaLink, 'missing.md'))]
    }
    const general = await read({
      ...nodeFileSystem,
      ...(nodeFileSystem.openFile ? { openFile: nodeFileSystem.openFile } : {}),
    })
    const lstat = vi.spyOn(nodeFileSystem, 'lstat')
    expect(await read(nodeFileSystem)).toEqual(general)
    // The symlinked directory is not its own real path: the general path read the file.
    expect(lstat).toHaveBeenCalledWith(join(viaLink, 'AGENTS.md'))
  })
})
