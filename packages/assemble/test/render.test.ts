import { describe, expect, it } from 'vitest'
import { PROJECT_CONTEXT_HEADER, renderProjectContext } from '../src/index.js'

describe('renderProjectContext (§8)', () => {
  it('is the empty string when nothing loaded', () => {
    expect(renderProjectContext([])).toBe('')
    expect(renderProjectContext(['', ''])).toBe('')
  })

  it('joins the sections with a single newline after the fixed heading', () => {
    expect(PROJECT_CONTEXT_HEADER).toBe(
      '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n',
    )
    expect(renderProjectContext(['## AGENTS.md\n\nRules.', 'Soul text.'])).toBe(
      `${PROJECT_CONTEXT_HEADER}## AGENTS.md\n\nRules.\nSoul text.`,
    )
  })

  it('drops empty sections (an empty SOUL.md adds nothing)', () => {
    expect(renderProjectContext(['', 'Soul only.'])).toBe(`${PROJECT_CONTEXT_HEADER}Soul only.`)
  })
})
