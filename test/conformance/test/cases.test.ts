import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CONFORMANCE_DIR, extraConformanceDir, loadCases } from '../src/cases.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hermes-cases-'))
  made.push(dir)
  return dir
}

describe('loadCases: where the conformance cases come from', () => {
  it('reads the in-repository copy (test/cases/conformance), with its FORMAT.md', () => {
    expect(CONFORMANCE_DIR).toBe(resolve(import.meta.dirname, '../../cases/conformance'))
    const cases = loadCases()
    expect(cases.length).toBeGreaterThan(0)
    expect(new Set(cases.map((c) => c.file.split('/')[0]))).toEqual(new Set(['spec', 'bugs']))
  })

  it('a missing or empty folder is an error, never zero cases', () => {
    const empty = folder()
    mkdirSync(join(empty, 'spec'))
    expect(() => loadCases(join(empty, 'absent'))).toThrow(/is not a directory/)
    expect(() => loadCases(empty)).toThrow(/holds no \*\.json case/)
  })

  it('reads every *.json below the folder, sorted by path', () => {
    const dir = folder()
    mkdirSync(join(dir, 'spec'))
    const one = { name: 'one', spec: [], about: '', kind: 'max-chars', tree: {}, home: null, input: {}, expected: {} }
    writeFileSync(join(dir, 'spec/b.json'), JSON.stringify({ ...one, name: 'b' }))
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ ...one, name: 'a' }))
    writeFileSync(join(dir, 'spec/notes.md'), 'not a case')
    expect(loadCases(dir).map((c) => [c.file, c.name])).toEqual([
      ['a.json', 'a'],
      ['spec/b.json', 'b'],
    ])
  })

  it('HERMES_CONFORMANCE_DIR names an extra folder; unset or empty means none', () => {
    expect(extraConformanceDir({})).toBeUndefined()
    expect(extraConformanceDir({ HERMES_CONFORMANCE_DIR: '' })).toBeUndefined()
    expect(extraConformanceDir({ HERMES_CONFORMANCE_DIR: '/x/cases' })).toBe('/x/cases')
    expect(extraConformanceDir({ HERMES_CONFORMANCE_DIR: 'rel' })).toBe(resolve('rel'))
  })
})
