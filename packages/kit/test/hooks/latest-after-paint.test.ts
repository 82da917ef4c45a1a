import {BehaviorSubject, Subject} from 'rxjs'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {latestAfterPaint} from '../../src/hooks/latest-after-paint.js'

/*
 * Edit state, operations and permission answers reach components after the frame that changed them
 * has painted (issue 23). What a subscriber must see: the value it subscribed into at once, then only
 * the latest of each burst, and never a value after unsubscribing.
 */

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('latestAfterPaint', () => {
  it('passes the current value at once, so a first render has it', () => {
    const seen: number[] = []
    new BehaviorSubject(1).pipe(latestAfterPaint()).subscribe((value) => seen.push(value))
    expect(seen).toEqual([1])
  })

  it('delivers a burst of changes once, the latest, after a task', async () => {
    const source = new BehaviorSubject('a')
    const seen: string[] = []
    source.pipe(latestAfterPaint()).subscribe((value) => seen.push(value))
    source.next('b')
    source.next('c')
    source.next('d')
    expect(seen).toEqual(['a'])
    await tick(120)
    expect(seen).toEqual(['a', 'd'])
  })

  it('waits for an animation frame when there is one, and delivers after it', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']})
    // A 60 Hz display: the next frame 16 ms from now.
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16))
    const source = new Subject<number>()
    const seen: number[] = []
    source.pipe(latestAfterPaint()).subscribe((value) => seen.push(value))
    source.next(1)
    vi.advanceTimersByTime(15)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(2)
    expect(seen).toEqual([1])
  })

  it('delivers the changes of several sources in the same task, so React renders them together', async () => {
    const first = new Subject<string>()
    const second = new Subject<string>()
    const order: string[] = []
    first.pipe(latestAfterPaint()).subscribe((value) => order.push(`first ${value}`))
    second.pipe(latestAfterPaint()).subscribe((value) => order.push(`second ${value}`))
    first.next('x')
    second.next('y')
    let sameTask = false
    await new Promise<void>((resolve) => {
      const check = () => {
        if (order.length === 2) {
          sameTask = true
          resolve()
        } else if (order.length === 1) resolve()
        else setTimeout(check, 0)
      }
      setTimeout(check, 0)
    })
    await tick(120)
    expect(order).toEqual(['first x', 'second y'])
    expect(sameTask).toBe(true)
  })

  it('sends nothing after unsubscribing, and a pending value before an error', async () => {
    const source = new Subject<number>()
    const seen: number[] = []
    const subscription = source.pipe(latestAfterPaint()).subscribe((value) => seen.push(value))
    source.next(1)
    subscription.unsubscribe()
    await tick(120)
    expect(seen).toEqual([])

    const failing = new Subject<number>()
    const events: string[] = []
    failing.pipe(latestAfterPaint()).subscribe({
      next: (value) => events.push(`next ${value}`),
      error: (error: Error) => events.push(`error ${error.message}`),
    })
    failing.next(2)
    failing.error(new Error('gone'))
    expect(events).toEqual(['next 2', 'error gone'])
  })
})
