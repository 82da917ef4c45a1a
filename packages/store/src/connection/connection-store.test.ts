import {BehaviorSubject, Observable, Subject} from 'rxjs'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {retryDelay} from './backoff.js'
import {createConnectionStore, type ConnectionState} from './connection-store.js'

beforeEach(() => {
  vi.useFakeTimers({now: new Date('2025-01-01T00:00:00Z')})
})
afterEach(() => {
  vi.useRealTimers()
})

function record(states$: Observable<ConnectionState>) {
  const states: ConnectionState[] = []
  const subscription = states$.subscribe((state) => states.push(state))
  return {states, subscription}
}

describe('connection backoff', () => {
  it('doubles from 100 ms and stops at 240000 ms', () => {
    expect([1, 2, 3, 4, 5, 11, 12, 13, 14, 40].map(retryDelay)).toEqual([
      100, 200, 400, 800, 1600, 102_400, 204_800, 240_000, 240_000, 240_000,
    ])
  })

  it('retries a failing ping with that backoff and reports attempt and retry time', async () => {
    const pingTimes: number[] = []
    let failures = 14
    const store = createConnectionStore({
      ping: async () => {
        pingTimes.push(Date.now())
        if (failures-- > 0) throw new Error('unreachable')
      },
      online$: new BehaviorSubject(true),
    })
    const {states} = record(store.connectionState$)
    await vi.runAllTimersAsync()
    const start = pingTimes[0]
    expect(pingTimes.map((time, i) => (i === 0 ? 0 : time - pingTimes[i - 1]))).toEqual([
      0, 100, 200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 51_200, 102_400, 204_800, 240_000, 240_000,
    ])
    expect(states[0]).toEqual({type: 'connecting'})
    const errors = states.filter((state) => state.type === 'error')
    expect(errors).toHaveLength(14)
    expect(errors[0]).toEqual({
      type: 'error',
      attempt: 1,
      retryAt: new Date(start + 100),
      offline: false,
      error: new Error('unreachable'),
    })
    expect(errors.map((state) => state.type === 'error' && state.attempt)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ])
    expect(states.at(-1)).toEqual({type: 'connected'})
    store.dispose()
  })

  it('counts again from 100 ms after a successful connection drops', async () => {
    // A long-lived ping, like a listener: connected from its first event until it errors.
    const connections: Subject<string>[] = []
    const store = createConnectionStore({
      ping: () => {
        const events = new Subject<string>()
        connections.push(events)
        return events
      },
      online$: new BehaviorSubject(true),
    })
    const {states} = record(store.connectionState$)
    connections[0].error(new Error('refused'))
    expect(states.at(-1)).toMatchObject({type: 'error', attempt: 1})
    await vi.advanceTimersByTimeAsync(100)
    connections[1].error(new Error('refused'))
    expect(states.at(-1)).toMatchObject({type: 'error', attempt: 2, retryAt: new Date(Date.now() + 200)})
    await vi.advanceTimersByTimeAsync(200)
    connections[2].next('welcome')
    connections[2].next('mutation')
    expect(states.at(-1)).toEqual({type: 'connected'})
    await vi.advanceTimersByTimeAsync(60_000)
    connections[2].error(new Error('dropped'))
    expect(states.at(-1)).toMatchObject({type: 'error', attempt: 1, retryAt: new Date(Date.now() + 100)})
    expect(states.filter((state) => state.type === 'connected')).toHaveLength(1)
    store.dispose()
  })
})

describe('failures reported by other requests', () => {
  it('turn a connected state into an error with attempt 1, then ping with the backoff until it answers', async () => {
    let pings = 0
    let down = false
    const store = createConnectionStore({
      ping: async () => {
        pings++
        if (down) throw new Error('unreachable')
      },
      online$: new BehaviorSubject(true),
    })
    const {states} = record(store.connectionState$)
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toEqual({type: 'connected'})
    down = true
    const failure = new Error('commit failed')
    store.reportFailure(failure)
    expect(states.at(-1)).toEqual({
      type: 'error',
      attempt: 1,
      retryAt: new Date(Date.now() + 100),
      offline: false,
      error: failure,
    })
    // Reports while already failing change nothing: the ping's own attempts count.
    store.reportFailure(new Error('another'))
    expect(states.filter((state) => state.type === 'error')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    expect(pings).toBe(2)
    expect(states.at(-1)).toMatchObject({type: 'error', attempt: 2, retryAt: new Date(Date.now() + 200)})
    down = false
    await vi.advanceTimersByTimeAsync(200)
    expect(states.at(-1)).toEqual({type: 'connected'})
    expect(pings).toBe(3)
    store.dispose()
  })
})

describe('retry now', () => {
  it('starts the next attempt at once instead of at its retry time', async () => {
    let pings = 0
    const store = createConnectionStore({
      ping: async () => {
        pings++
        if (pings < 6) throw new Error('down')
      },
      online$: new BehaviorSubject(true),
    })
    const {states} = record(store.connectionState$)
    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 800)
    expect(states.at(-1)).toMatchObject({type: 'error', attempt: 5, retryAt: new Date(Date.now() + 1600)})
    store.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(pings).toBe(6)
    expect(states.at(-1)).toEqual({type: 'connected'})
    store.dispose()
  })
})

describe('offline', () => {
  it('counts as an error and reconnects when the network returns', async () => {
    const online$ = new BehaviorSubject(true)
    let pings = 0
    const store = createConnectionStore({
      ping: async () => {
        pings++
      },
      online$,
    })
    const {states} = record(store.connectionState$)
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual([{type: 'connecting'}, {type: 'connected'}])
    online$.next(false)
    expect(states.at(-1)).toEqual({type: 'error', attempt: 0, retryAt: null, offline: true})
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(pings).toBe(1)
    online$.next(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(states.slice(-2)).toEqual([{type: 'connecting'}, {type: 'connected'}])
    expect(pings).toBe(2)
    store.dispose()
  })

  it('keeps the attempt count of a failing connection while offline', async () => {
    const online$ = new BehaviorSubject(true)
    const store = createConnectionStore({
      ping: () => Promise.reject(new Error('down')),
      online$,
    })
    const {states} = record(store.connectionState$)
    await vi.advanceTimersByTimeAsync(300)
    online$.next(false)
    expect(states.at(-1)).toEqual({type: 'error', attempt: 3, retryAt: null, offline: true})
    store.dispose()
  })
})

describe('the store', () => {
  it('shares one connection among subscribers and stops when disposed', async () => {
    let pings = 0
    const store = createConnectionStore({ping: async () => void pings++, online$: new BehaviorSubject(true)})
    const a = record(store.connectionState$)
    const b = record(store.connectionState$)
    await vi.advanceTimersByTimeAsync(0)
    expect(pings).toBe(1)
    expect(b.states.at(-1)).toEqual({type: 'connected'})
    store.dispose()
    expect(a.subscription.closed).toBe(true)
  })
})
