import { afterEach, describe, expect, it, vi } from 'vitest'
import { abortFanOut, TimeoutQueue } from '../src/internal.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('TimeoutQueue: many timeouts of one duration, one timer', () => {
  it('fires each entry once its own duration has passed, in order; a cancelled entry never fires', async () => {
    vi.useFakeTimers()
    const queue = new TimeoutQueue(100)
    const fired: string[] = []
    queue.add(() => fired.push('a'))
    await vi.advanceTimersByTimeAsync(30)
    const cancelB = queue.add(() => fired.push('b'))
    await vi.advanceTimersByTimeAsync(30)
    queue.add(() => fired.push('c'))
    cancelB()
    await vi.advanceTimersByTimeAsync(40)
    expect(fired).toEqual(['a'])
    await vi.advanceTimersByTimeAsync(59)
    expect(fired).toEqual(['a'])
    await vi.advanceTimersByTimeAsync(1)
    expect(fired).toEqual(['a', 'c'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps at most one timer whatever the number of entries; dispose clears it', () => {
    vi.useFakeTimers()
    const queue = new TimeoutQueue(5_000)
    for (let i = 0; i < 100; i++) queue.add(() => {})
    expect(vi.getTimerCount()).toBe(1)
    queue.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('abortFanOut: one listener for many callbacks', () => {
  it('calls every subscribed callback once on abort, not the unsubscribed ones; late subscribers at once', () => {
    const controller = new AbortController()
    const subscribe = abortFanOut(controller.signal)
    const called: number[] = []
    subscribe(() => called.push(1))
    const off = subscribe(() => called.push(2))
    subscribe(() => called.push(3))
    off()
    controller.abort()
    controller.abort()
    subscribe(() => called.push(4))
    expect(called).toEqual([1, 3, 4])
  })
})
