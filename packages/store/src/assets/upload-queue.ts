import {Observable, type Subscription} from 'rxjs'

/**
 * A gate that lets at most `limit` observables run at once (spec/001 §5: up to 4 uploads). A queued
 * observable starts when a running one ends; unsubscribing cancels it, queued or running, and frees
 * its slot.
 */
export interface UploadQueue {
  enqueue<T>(source: Observable<T>): Observable<T>
  /** Running now (for tests and benchmarks). */
  readonly running: number
  readonly waiting: number
}

export function createUploadQueue(limit: number): UploadQueue {
  let running = 0
  const waiting: (() => void)[] = []

  function startNext(): void {
    while (running < limit && waiting.length > 0) waiting.shift()?.()
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    enqueue<T>(source: Observable<T>): Observable<T> {
      return new Observable<T>((subscriber) => {
        let inner: Subscription | undefined
        let state: 'waiting' | 'running' | 'done' = 'waiting'
        const release = () => {
          if (state !== 'running') return
          state = 'done'
          running--
          startNext()
        }
        const start = () => {
          state = 'running'
          running++
          inner = source.subscribe({
            next: (value) => subscriber.next(value),
            error: (err: unknown) => {
              release()
              subscriber.error(err)
            },
            complete: () => {
              release()
              subscriber.complete()
            },
          })
        }
        waiting.push(start)
        startNext()
        return () => {
          if (state === 'waiting') {
            const at = waiting.indexOf(start)
            if (at >= 0) waiting.splice(at, 1)
            state = 'done'
            return
          }
          inner?.unsubscribe()
          release()
        }
      })
    },
  }
}
