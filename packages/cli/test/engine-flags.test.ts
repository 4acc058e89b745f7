import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { ENGINE_FLAGS } from '../src/engine-flags.js'

describe('the engine flags the bin sets (issue 11)', () => {
  it('are all known to the running Node (an unknown flag would print an error on every run)', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout
    expect(ENGINE_FLAGS.length).toBeGreaterThan(0)
    for (const flag of ENGINE_FLAGS) {
      const name = flag.replace(/^--(?:no-)?/, '').replace(/=.*$/, '')
      expect(options, flag).toContain(`--${name} `)
    }
  })

  it('are set without a word on stderr', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { setFlagsFromString } from 'node:v8'; for (const f of ${JSON.stringify(ENGINE_FLAGS)}) setFlagsFromString(f); console.log(/a\\p{L}/u.test('aé'))`,
      ],
      { encoding: 'utf8' },
    )
    expect(child.stderr).toBe('')
    expect(child.stdout.trim()).toBe('true')
  })
})
