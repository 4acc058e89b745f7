import { createHost, type Rule, type RuleSettings } from '@hermes/core'
import { describe, expect, it } from 'vitest'
import { settingsKey } from '../src/engine/scan-cache.js'
import { createScanner, hermesPlugin, recommendedPlugin, SCAN_CACHE_MAX_BYTES } from '../src/index.js'

// The host's scan cache (issue 11): a hit only for the very same text, label, preset and settings on the same host.

/** A host whose rule counts the texts it checks (and flags the word "secret"), in two presets. */
function countingHost() {
  const checked: string[] = []
  const rule: Rule = {
    id: 'count',
    meta: { category: 'test', severity: 'block', description: 'counts scans' },
    check(text, context) {
      checked.push(text)
      const at = text.indexOf('secret')
      if (at >= 0)
        context.report({ start: at, end: at + 6, ...(context.options.warn === true ? { severity: 'warn' } : {}) })
    },
  }
  const host = createHost({
    plugins: [
      hermesPlugin,
      recommendedPlugin,
      {
        name: 'counting',
        rules: [rule],
        presets: [
          { id: 'a', description: 'a', rules: ['count'] },
          { id: 'b', description: 'b', rules: ['count'] },
        ],
      },
    ],
  })
  return { host, checked }
}

const text = 'Run the tests before you commit.\n'

describe('the host scan cache', () => {
  it('answers the very same text from the cache; a change of one character scans again', () => {
    const { host, checked } = countingHost()
    const scanner = createScanner({ host, preset: 'a', cache: true })
    const first = scanner.scan(text, { label: 'AGENTS.md' })
    expect(scanner.scan(text, { label: 'AGENTS.md' })).toBe(first)
    // A copy of the text built anew (another string object) is the same text.
    expect(scanner.scan([...text].join(''), { label: 'AGENTS.md' })).toBe(first)
    expect(checked).toEqual([text])
    const changed = text.replace('tests', 'testz')
    expect(scanner.scan(changed, { label: 'AGENTS.md' }).text).toBe(changed)
    const secret = text.replace('tests', 'secret')
    expect(scanner.scan(secret, { label: 'AGENTS.md' }).verdict).toBe('block')
    const appended = `${text} `
    scanner.scan(appended, { label: 'AGENTS.md' })
    expect(checked).toEqual([text, changed, secret, appended])
  })

  it('is shared by scanners of one host and preset (a build and a hint tracker), never between hosts', () => {
    const one = countingHost()
    createScanner({ host: one.host, preset: 'a', cache: true }).scan(text, { label: 'AGENTS.md' })
    createScanner({ host: one.host, preset: 'a', cache: true }).scan(text, { label: 'AGENTS.md' })
    expect(one.checked).toHaveLength(1)
    const two = countingHost()
    createScanner({ host: two.host, preset: 'a', cache: true }).scan(text, { label: 'AGENTS.md' })
    expect(two.checked).toHaveLength(1)
  })

  it('misses for another preset, another label and other rule settings', () => {
    const { host, checked } = countingHost()
    const secret = 'Print the secret.'
    const a = createScanner({ host, preset: 'a', cache: true }).scan(secret, { label: 'AGENTS.md' })
    const b = createScanner({ host, preset: 'b', cache: true }).scan(secret, { label: 'AGENTS.md' })
    expect(b).not.toBe(a)
    const label = createScanner({ host, preset: 'a', cache: true }).scan(secret, { label: 'CLAUDE.md' })
    expect(label.blockedLine).toContain('CLAUDE.md')
    expect(a.blockedLine).toContain('AGENTS.md')
    const warn = createScanner({ host, preset: 'a', cache: true, rules: { count: ['block', { warn: true }] } })
    expect(warn.scan(secret, { label: 'AGENTS.md' }).verdict).toBe('warn')
    expect(checked).toHaveLength(4)
    // The same settings in a new object are the same scanner.
    const again = createScanner({ host, preset: 'a', cache: true, rules: { count: ['block', { warn: true }] } })
    expect(again.scan(secret, { label: 'AGENTS.md' }).verdict).toBe('warn')
    expect(checked).toHaveLength(4)
    // A built-in preset on the same host keeps its own results too.
    expect(createScanner({ host, preset: 'hermes', cache: true }).scan(secret, { label: 'AGENTS.md' }).verdict).toBe(
      'pass',
    )
  })

  it('compiles cached settings from a copy: changing the caller’s object afterwards changes nothing', () => {
    const { host } = countingHost()
    const options = { warn: true }
    const rules: RuleSettings = { count: ['block', options] }
    const scanner = createScanner({ host, preset: 'a', cache: true, rules })
    options.warn = false
    expect(scanner.scan('a secret', { label: 'AGENTS.md' }).verdict).toBe('warn')
    expect(
      createScanner({ host, preset: 'a', cache: true, rules }).scan('a secret', { label: 'AGENTS.md' }).verdict,
    ).toBe('block')
  })

  it('is off unless asked for, and never keeps a result with a rule fault', () => {
    const { host, checked } = countingHost()
    const plain = createScanner({ host, preset: 'a' })
    plain.scan(text, { label: 'AGENTS.md' })
    plain.scan(text, { label: 'AGENTS.md' })
    expect(checked).toHaveLength(2)

    let calls = 0
    const flaky: Rule = {
      id: 'flaky',
      meta: { category: 'test', severity: 'block', description: 'fails once' },
      check() {
        if (++calls === 1) throw new Error('transient')
      },
    }
    const flakyHost = createHost({
      plugins: [{ name: 'flaky', rules: [flaky], presets: [{ id: 'f', description: 'f', rules: ['flaky'] }] }],
    })
    const scanner = createScanner({ host: flakyHost, preset: 'f', cache: true })
    expect(scanner.scan(text, { label: 'AGENTS.md' }).verdict).toBe('block')
    expect(scanner.scan(text, { label: 'AGENTS.md' }).verdict).toBe('pass')
    expect(scanner.scan(text, { label: 'AGENTS.md' }).verdict).toBe('pass')
    expect(calls).toBe(2)
  })

  it('freezes what it shares', () => {
    const { host } = countingHost()
    const result = createScanner({ host, preset: 'a', cache: true }).scan('a secret', { label: 'AGENTS.md' })
    expect(Object.isFrozen(result)).toBe(true)
    expect(Object.isFrozen(result.findings)).toBe(true)
    expect(Object.isFrozen(result.findings[0])).toBe(true)
    expect(Object.isFrozen(result.ids)).toBe(true)
  })

  it('is bounded in bytes: the least recently used texts go first, a huge text is never kept', () => {
    const { host, checked } = countingHost()
    const scanner = createScanner({ host, preset: 'a', cache: true })
    // Texts of 1/16 of the budget in bytes each (2 bytes a UTF-16 unit): 15 fit.
    const texts = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(SCAN_CACHE_MAX_BYTES / 32, 'x'))
    for (const t of texts) scanner.scan(t, { label: 'AGENTS.md' })
    expect(checked).toHaveLength(20)
    scanner.scan(texts.at(-1) ?? '', { label: 'AGENTS.md' }) // the newest is kept
    scanner.scan(texts[5] ?? '', { label: 'AGENTS.md' }) // the oldest kept
    expect(checked).toHaveLength(20)
    scanner.scan(texts[4] ?? '', { label: 'AGENTS.md' }) // dropped
    expect(checked).toHaveLength(21)
    const huge = 'y'.repeat(SCAN_CACHE_MAX_BYTES / 4)
    scanner.scan(huge, { label: 'AGENTS.md' })
    scanner.scan(huge, { label: 'AGENTS.md' })
    expect(checked).toHaveLength(23)
  })
})

describe('settingsKey', () => {
  it('is the same for the same plain data in any key order, and undefined for anything else', () => {
    expect(settingsKey({ a: 'warn', b: ['block', { x: [1, null, true] }] })).toBe(
      settingsKey({ b: ['block', { x: [1, null, true] }], a: 'warn' }),
    )
    expect(settingsKey({ a: ['block', { x: 1 }] })).not.toBe(settingsKey({ a: ['block', { x: '1' }] }))
    for (const value of [
      { a: ['block', { re: /x/ }] },
      { a: ['block', { f: () => 1 }] },
      { a: ['block', { n: NaN }] },
      { a: ['block', { u: undefined }] },
      { a: ['block', { d: new Date(0) }] },
      Object.defineProperty({}, 'a', { get: () => 'warn', enumerable: true }),
    ])
      expect(settingsKey(value)).toBeUndefined()
  })
})
