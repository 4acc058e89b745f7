import { describe, expect, it } from 'vitest'
import { errorCode, isThenable } from '../src/index.js'

const hostile = new Proxy(
  {},
  {
    has: () => true,
    get: () => {
      throw new Error('getter throws')
    },
  },
)

describe('errorCode and isThenable read foreign values without throwing', () => {
  it('errorCode: the string code, else undefined', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('ENOENT')
    expect(errorCode({ code: 42 })).toBeUndefined()
    expect(errorCode('ENOENT')).toBeUndefined()
    expect(errorCode(null)).toBeUndefined()
    expect(errorCode(hostile)).toBeUndefined()
  })

  it('isThenable: promises and objects or functions with a callable then', () => {
    expect(isThenable(Promise.resolve(1))).toBe(true)
    expect(isThenable({ then: () => {} })).toBe(true)
    expect(isThenable(Object.assign(() => {}, { then: () => {} }))).toBe(true)
    expect(isThenable({ then: 1 })).toBe(false)
    expect(isThenable(null)).toBe(false)
    expect(isThenable('then')).toBe(false)
    expect(isThenable(hostile)).toBe(false)
  })
})
