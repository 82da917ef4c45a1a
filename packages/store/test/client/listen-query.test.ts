import {firstValueFrom, of, Subject, toArray} from 'rxjs'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  expectWelcomeFirst,
  LISTEN_QUERY_REFETCH_DELAY_MS,
  listenQuery,
  LISTENER_NOT_ESTABLISHED,
} from '../../src/client/listen-query.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('expectWelcomeFirst (spec 002 §8)', () => {
  it('passes a stream that starts with welcome, later reconnects included', async () => {
    const events = [{type: 'welcome'}, {type: 'mutation'}, {type: 'reconnect'}, {type: 'welcome'}]
    expect(await firstValueFrom(of(...events).pipe(expectWelcomeFirst(), toArray()))).toEqual(events)
  })

  it("fails a first reconnect with 'Could not establish EventSource connection'", async () => {
    await expect(firstValueFrom(of({type: 'reconnect'}).pipe(expectWelcomeFirst()))).rejects.toThrow(
      'Could not establish EventSource connection',
    )
    expect(LISTENER_NOT_ESTABLISHED).toBe('Could not establish EventSource connection')
  })

  it("fails any other first event with 'Received unexpected type of first event'", async () => {
    await expect(firstValueFrom(of({type: 'mutation'}).pipe(expectWelcomeFirst()))).rejects.toThrow(
      'Received unexpected type of first event "mutation"',
    )
  })
})

describe('listenQuery (spec 002 §7)', () => {
  function setup(visibility: 'query' | 'transaction') {
    vi.useFakeTimers()
    const events = new Subject<{type: string}>()
    const fetches: number[] = []
    const start = Date.now()
    const results: number[] = []
    const errors: unknown[] = []
    listenQuery(
      events,
      () => {
        fetches.push(Date.now() - start)
        return of(fetches.length)
      },
      {visibility},
    ).subscribe({next: (value) => results.push(value), error: (error) => errors.push(error)})
    return {events, fetches, results, errors}
  }

  it('fetches on welcome, then 1200 ms after each mutation when events are not query-visible', () => {
    expect(LISTEN_QUERY_REFETCH_DELAY_MS).toBe(1200)
    const {events, fetches} = setup('transaction')
    events.next({type: 'welcome'})
    expect(fetches).toEqual([0])
    vi.advanceTimersByTime(100)
    events.next({type: 'mutation'})
    vi.advanceTimersByTime(1199)
    expect(fetches).toEqual([0])
    vi.advanceTimersByTime(1)
    expect(fetches).toEqual([0, 1300])
  })

  it('with query visibility, fetches at once after a mutation and then at most once a second', () => {
    const {events, fetches} = setup('query')
    events.next({type: 'welcome'})
    events.next({type: 'mutation'})
    events.next({type: 'mutation'})
    events.next({type: 'mutation'})
    expect(fetches).toEqual([0, 0])
    vi.advanceTimersByTime(1000)
    expect(fetches).toEqual([0, 0, 1000])
  })

  it('fails when the first event is not welcome', () => {
    const {events, fetches, errors} = setup('query')
    events.next({type: 'reconnect'})
    expect(fetches).toEqual([])
    expect(errors).toEqual([new Error('Could not establish EventSource connection')])
  })
})
