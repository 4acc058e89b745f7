import { describe, expect, it } from 'vitest'
import { parseMdc } from '../src/index.js'

describe('parseMdc', () => {
  it('parses valid front matter and headings', () => {
    const parsed = parseMdc(
      '---\ndescription: TS rules\nglobs: "src/**/*.ts"\nalwaysApply: false\n---\n# Title\n\ntext\n\n## Sub\n',
    )
    expect(parsed.frontMatter).toEqual({ description: 'TS rules', globs: 'src/**/*.ts', alwaysApply: false })
    expect(parsed.headings).toEqual([
      { depth: 1, text: 'Title', line: 6 },
      { depth: 2, text: 'Sub', line: 10 },
    ])
    expect(parsed.problems).toEqual([])
  })

  it('reports an unquoted * glob (a YAML alias with no anchor) with its position', () => {
    const parsed = parseMdc('---\nglobs: *.ts\n---\nRule.\n')
    expect(parsed.frontMatter).toBeUndefined()
    expect(parsed.rawFrontMatter).toBe('globs: *.ts')
    expect(parsed.problems).toHaveLength(1)
    expect(parsed.problems[0]).toMatchObject({ line: 2, column: 8 })
    expect(parsed.problems[0]?.reason).toContain('*.ts')
  })

  it('reports invalid YAML (*.ts,*.tsx) with a 1-based line and column', () => {
    const parsed = parseMdc('---\ndescription: x\nglobs: *.ts,*.tsx\n---\nRule.\n')
    expect(parsed.frontMatter).toBeUndefined()
    expect(parsed.problems.length).toBeGreaterThan(0)
    expect(parsed.problems[0]?.line).toBe(3)
  })

  it('has no front matter and no problems for plain Markdown', () => {
    const parsed = parseMdc('Just a rule.\n')
    expect(parsed.frontMatter).toBeUndefined()
    expect(parsed.rawFrontMatter).toBeUndefined()
    expect(parsed.problems).toEqual([])
  })
})
