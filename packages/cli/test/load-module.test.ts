import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeLoadError } from '../src/load-module.js'
import { tempDir, writeTree } from './helpers.js'

const UNCLOSED = "export default {\n  preset: 'recommended',\n  rules: { deception: 'warn' \n}\n"

describe('describeLoadError: why a configuration or plugin failed to load, in one line', () => {
  it("Node's SyntaxError for an ES module (no place of its own) gains file:line:column", async () => {
    const root = await tempDir()
    await writeTree(root, { 'config.mjs': UNCLOSED })
    const path = join(root, 'config.mjs')
    expect(await describeLoadError(new SyntaxError('Unexpected end of input'), path)).toBe(
      `Unexpected end of input (${path}:5:1)`,
    )
  })

  it("jiti's two-line parse error becomes one line with its place, column counted from 1", async () => {
    const path = '/repo/config.ts'
    const error = new Error(`ParseError: Unexpected token, expected ","  \n ${path}:4:20`)
    expect(await describeLoadError(error, path)).toBe(`ParseError: Unexpected token, expected "," (${path}:4:21)`)
  })

  it('a parse error in a module the file imports names that module', async () => {
    const error = new Error('ParseError: Unexpected token  \n /repo/helper.ts:2:7')
    expect(await describeLoadError(error, '/repo/config.ts')).toBe('ParseError: Unexpected token (/repo/helper.ts:2:8)')
  })

  it('an error thrown while the module runs keeps its first line only', async () => {
    expect(await describeLoadError(new Error('boom\n    at x'), '/repo/config.mjs')).toBe('boom')
    expect(await describeLoadError('plain', '/repo/config.mjs')).toBe('plain')
  })

  it('a SyntaxError whose file is gone or parses fine keeps the message as it is', async () => {
    const root = await tempDir()
    await writeTree(root, { 'fine.mjs': 'export default {}\n' })
    expect(await describeLoadError(new SyntaxError('Unexpected token'), join(root, 'missing.mjs'))).toBe(
      'Unexpected token',
    )
    expect(await describeLoadError(new SyntaxError('Unexpected token'), join(root, 'fine.mjs'))).toBe(
      'Unexpected token',
    )
  })
})
