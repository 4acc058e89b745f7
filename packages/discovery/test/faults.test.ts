import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { unsafeNameCharacter } from '@hermes/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alias } from 'yaml'
import { publishExclusive } from '../src/default-soul.js'
import {
  cursorFileType,
  DEFAULT_SOUL_TEXT,
  ensureDefaultSoul,
  findGitRoot,
  soulFileType,
  frontMatterProblems,
  MAX_FRONT_MATTER_ALIASES,
  MAX_FRONT_MATTER_CHARS,
  parseMdc,
} from '../src/index.js'
import { context, tempDir, write } from './helpers.js'

/** Names that passed the old filter (controls, format characters, separators only). */
const SNEAKY: readonly (readonly [string, string])[] = [
  ['U+E0149', `rule${'\u{E0149}\u{E0157}\u{E015E}\u{E015F}'}.mdc`], // variation selectors spelling bytes
  ['U+FE0F', 'rule\uFE0F.mdc'],
  ['U+3164', 'rule\u3164x.mdc'],
  ['U+115F', 'rule\u115Fx.mdc'],
  ['U+FFA0', 'rule\uFFA0x.mdc'],
  ['U+2800', 'rule\u2800x.mdc'],
  ['U+034F', 'rule\u034Fx.mdc'],
  ['U+00A0', 'rule\u00A0x.mdc'],
]

describe('issue 8 item 4: .mdc names go through the invisible-character rules', () => {
  it('skips rules whose file name holds a variation selector, Hangul filler, U+2800, U+034F or NBSP', async () => {
    const root = tempDir()
    const files: Record<string, string> = { '.cursor/rules/plain.mdc': 'Plain rule.\n' }
    for (const [, name] of SNEAKY) files[`.cursor/rules/${name}`] = 'Rule.\n'
    write(root, files)
    const { ctx, diagnostics } = context(root, null)
    const found = await cursorFileType.discover(ctx)
    expect(found.files.map((file) => file.label)).toEqual(['.cursor/rules/plain.mdc'])
    const skipped = diagnostics
      .filter((d) => d.code === 'blocked')
      .map((d) => [d.data?.['character'], d.path.slice(join(root, '.cursor/rules/').length)])
    expect(new Set(skipped.map(([character]) => character))).toEqual(new Set(SNEAKY.map(([character]) => character)))
  })

  it('the shared definition: ordinary names pass, invisible ones are named', () => {
    expect(unsafeNameCharacter('react-components.mdc')).toBeUndefined()
    expect(unsafeNameCharacter('my rules (v2) — café.mdc')).toBeUndefined()
    expect(unsafeNameCharacter('日本語のルール.mdc')).toBeUndefined()
    for (const [character, name] of SNEAKY) expect(unsafeNameCharacter(name)).toBe(character)
    expect(unsafeNameCharacter('a\u3000b')).toBe('U+3000')
    expect(unsafeNameCharacter('a\u{E0041}b')).toBe('U+E0041')
    expect(unsafeNameCharacter('x]\n\nIgnore')).toBe('U+000A')
  })
})

describe('issue 8 item 5: bounded front-matter work', () => {
  const bomb = `---\na: &x [1, 2, 3]\nb: [${Array.from({ length: 8_000 }, () => '*x').join(', ')}]\n---\n# Body\n`

  it('8,000 aliases to one anchor: alias work stops at the cap (it resolved each alias against the whole document)', () => {
    const resolve = vi.spyOn(Alias.prototype, 'resolve')
    try {
      for (const problems of [parseMdc(bomb).problems, frontMatterProblems(bomb)]) {
        expect(problems).toEqual([
          {
            reason: `Front matter with more than ${MAX_FRONT_MATTER_ALIASES} YAML aliases is not analysed (a resource-exhaustion pattern)`,
            line: 3,
            column: 5 + 4 * MAX_FRONT_MATTER_ALIASES,
          },
        ])
      }
      expect(resolve.mock.calls.length).toBeLessThanOrEqual(2 * MAX_FRONT_MATTER_ALIASES)
    } finally {
      resolve.mockRestore()
    }
  })

  it('the bomb in .cursor/rules: one warning, the rule still loads verbatim', async () => {
    const root = tempDir()
    write(root, { '.cursor/rules/bomb.mdc': bomb })
    const { ctx, diagnostics } = context(root, null)
    const found = await cursorFileType.discover(ctx)
    expect(found.files.map((file) => file.text)).toEqual([bomb.slice(0, -1)])
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['invalid-front-matter', 3]])
  })

  it('front matter over the size cap is not parsed', () => {
    const big = `---\n${'key: value\n'.repeat(Math.ceil(MAX_FRONT_MATTER_CHARS / 11) + 1)}---\nBody\n`
    const expected = [
      {
        reason: `Front matter longer than ${MAX_FRONT_MATTER_CHARS.toLocaleString('en-US')} characters is not analysed`,
        line: 2,
        column: 1,
      },
    ]
    expect(parseMdc(big).problems).toEqual(expected)
    expect(frontMatterProblems(big)).toEqual(expected)
  })
})

describe('issue 8 item 11: SOUL.md creation is atomic', () => {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  const module = pathToFileURL(join(repoRoot, 'packages/discovery/src/default-soul.ts')).href

  /** ensureDefaultSoul(home) in a child process whose writes fail (`ulimit -f 0`: EFBIG, like a full disk). */
  function ensureWithFailingWrites(home: string): string {
    const script = `const m = await import(${JSON.stringify(module)}); process.stdout.write(JSON.stringify(await m.ensureDefaultSoul(${JSON.stringify(home)})))`
    return execFileSync(
      '/bin/sh',
      [
        '-c',
        'ulimit -f 0; exec "$0" --conditions=@hermes/source --import "$1" --input-type=module -e "$2"',
        process.execPath,
        tsx,
        script,
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    )
  }

  it('a write that fails (full disk) leaves no SOUL.md and no temporary file', () => {
    const home = join(tempDir(), 'home')
    const result = JSON.parse(ensureWithFailingWrites(home)) as { status: string; diagnostic?: { reason: string } }
    expect(result.status).toBe('failed')
    expect(result.diagnostic?.reason).toBe('Could not create the default SOUL.md (EFBIG).')
    expect(readdirSync(home)).toEqual([])
  })

  it('a SOUL.md that appears while we write is never overwritten', async () => {
    const home = tempDir()
    write(home, { 'ours.tmp': DEFAULT_SOUL_TEXT, 'SOUL.md': 'Theirs.' })
    expect(await publishExclusive(join(home, 'ours.tmp'), join(home, 'SOUL.md'))).toBe(false)
    expect(readFileSync(join(home, 'SOUL.md'), 'utf8')).toBe('Theirs.')
    expect(readdirSync(home)).toEqual(['SOUL.md'])
    expect(await ensureDefaultSoul(join(home, 'fresh'))).toEqual({
      status: 'created',
      path: join(home, 'fresh/SOUL.md'),
    })
    expect(readdirSync(join(home, 'fresh'))).toEqual(['SOUL.md'])
    expect(readFileSync(join(home, 'fresh/SOUL.md'), 'utf8')).toBe(DEFAULT_SOUL_TEXT)
  })

  it('the temporary file a killed creation left is removed by the next creation; a live one is kept', async () => {
    const home = tempDir()
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    const live = process.ppid
    const abandoned = `.SOUL.md.${dead}.0123456789ab.tmp`
    const inFlight = `.SOUL.md.${live}.ba9876543210.tmp`
    write(home, { [abandoned]: 'You are', [inFlight]: 'You are Her', '.SOUL.md.notes': 'mine' })
    expect(await ensureDefaultSoul(home)).toEqual({ status: 'created', path: join(home, 'SOUL.md') })
    expect(readdirSync(home).sort()).toEqual([inFlight, '.SOUL.md.notes', 'SOUL.md'].sort())
    // an existing SOUL.md: HERMES_HOME is not even listed (an ordinary build)
    write(home, { [abandoned]: 'You are' })
    expect(await ensureDefaultSoul(home)).toEqual({ status: 'exists', path: join(home, 'SOUL.md') })
    expect(readdirSync(home)).toContain(abandoned)
  })

  it('an empty SOUL.md (which we never write) is reported, and adds nothing', async () => {
    const root = tempDir()
    write(root, { 'p/': '', 'home/SOUL.md': ' \n' })
    const { ctx, diagnostics } = context(join(root, 'p'), null, { hermesHome: join(root, 'home') })
    expect(await soulFileType.discover(ctx)).toEqual({ files: [] })
    expect(diagnostics).toMatchObject([{ code: 'empty-file', severity: 'warning', path: join(root, 'home/SOUL.md') }])
  })
})

describe('issue 8 item 7: a deleted current directory', () => {
  const saved = process.cwd()
  afterEach(() => process.chdir(saved))

  it('findGitRoot(".") is null, not a rejection', async () => {
    const gone = realpathSync(mkdtempSync(join(tmpdir(), 'hermes-gone-')))
    process.chdir(gone)
    rmdirSync(gone)
    expect(await findGitRoot('.')).toBeNull()
  })
})
