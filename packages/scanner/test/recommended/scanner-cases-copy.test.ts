import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { casesDirectory } from '../../scripts/dev-set.js'

// The scanner cases hold BOMs, CRLF and invisible characters: a formatter, an editor or git's
// line-ending conversion would change them silently. Their SHA256SUMS proves every byte.
describe('the scanner cases the tests read', () => {
  const directory = casesDirectory()
  const sums = readFileSync(join(directory, 'SHA256SUMS'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /^([0-9a-f]{64}) [ *](.+)$/.exec(line))

  it('are byte-identical to their SHA256SUMS', () => {
    expect(sums.every((match) => match !== null)).toBe(true)
    const sha256 = (file: string) =>
      createHash('sha256')
        .update(readFileSync(join(directory, file)))
        .digest('hex')
    const wrong = sums
      .map((match) => ({ hash: match?.[1], file: match?.[2] ?? '' }))
      .filter(({ hash, file }) => sha256(file) !== hash)
      .map(({ file }) => file)
    expect(wrong).toEqual([])
  })

  it('are all listed in SHA256SUMS', () => {
    const listed = new Set(sums.map((match) => match?.[2]))
    const files = ['attacks', 'benign'].flatMap((folder) =>
      readdirSync(join(directory, folder)).map((name) => `${folder}/${name}`),
    )
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((file) => !listed.has(file))).toEqual([])
  })
})
