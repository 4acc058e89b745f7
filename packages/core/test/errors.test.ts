import { describe, expect, it } from 'vitest'
import type * as Errors from '../src/errors.js'
import { HermesError, isHermesError } from '../src/index.js'

describe('HermesError across copies of @hermes/core', () => {
  it('recognises an error of another module instance (the command line bundles its own copy)', async () => {
    // A second instance of the same source: what a plugin importing its own @hermes/core gets.
    const copy = '../src/errors.js?another-copy'
    const other = (await import(/* @vite-ignore */ copy)) as typeof Errors
    expect(other.HermesError).not.toBe(HermesError)
    const foreign = new other.HermesError('INVALID_OPTION', 'bad option', { option: 'x' })
    expect(foreign instanceof HermesError).toBe(true)
    expect(isHermesError(foreign, 'INVALID_OPTION')).toBe(true)
    expect(isHermesError(foreign, 'UNKNOWN_RULE')).toBe(false)
    expect(new HermesError('UNKNOWN_RULE', 'x') instanceof other.HermesError).toBe(true)
  })

  it('is not fooled by look-alikes, and subclasses keep the prototype check', () => {
    const lookAlike = Object.assign(new Error('x'), { name: 'HermesError', code: 'INVALID_OPTION', details: {} })
    expect(lookAlike instanceof HermesError).toBe(false)
    expect(isHermesError(lookAlike)).toBe(false)
    expect(isHermesError(null)).toBe(false)
    expect(isHermesError('HermesError')).toBe(false)
    class Special extends HermesError {}
    expect(new Special('INVALID_OPTION', 'x') instanceof Special).toBe(true)
    expect(new Special('INVALID_OPTION', 'x') instanceof HermesError).toBe(true)
    expect(new HermesError('INVALID_OPTION', 'x') instanceof Special).toBe(false)
    expect(new HermesError('INVALID_OPTION', 'x') instanceof Error).toBe(true)
  })
})
