import { readFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'
import { README, RULES_END, RULES_START, renderRules } from '../../scripts/readme-recommended.js'

describe('README section "Preset recommended"', () => {
  it('lists every rule with the examples its tests run (regenerate with scripts/readme-recommended.ts --write)', async () => {
    const readme = readFileSync(README, 'utf8')
    const body = readme.slice(readme.indexOf(RULES_START) + RULES_START.length, readme.indexOf(RULES_END)).trim()
    // The README is kept prettier-formatted (test/readme.test.ts checks the whole file).
    const expected = await format(renderRules(), { ...(await resolveConfig(README)), parser: 'markdown' })
    expect(body).toBe(expected.trim())
  })
})
