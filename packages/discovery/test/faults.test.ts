import { join } from 'node:path'
import { unsafeNameCharacter } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { cursorFileType } from '../src/index.js'
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
