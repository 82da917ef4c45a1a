import {AsyncSubject, from, Observable, type ObservableInput} from 'rxjs'

interface Pending<Req, Res> {
  request: Req
  result: AsyncSubject<Res>
}

/**
 * Collects the requests made within `windowMs` of the first one and runs them together. `run` gets
 * them in order and answers one result per request, in the same order. The window starts with the
 * first request and is not extended by later ones, so a steady stream of requests cannot starve it.
 * A request unsubscribed before its window closes is dropped (an empty window sends nothing); once
 * sent, a batch runs to the end.
 */
export function windowedBatch<Req, Res>(
  windowMs: number,
  run: (requests: Req[]) => ObservableInput<Res[]>,
): (request: Req) => Observable<Res> {
  let batch: Pending<Req, Res>[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush(): void {
    const current = batch
    batch = []
    timer = undefined
    if (current.length === 0) return
    from(run(current.map((pending) => pending.request))).subscribe({
      next: (results) =>
        current.forEach((pending, index) => {
          pending.result.next(results[index])
          pending.result.complete()
        }),
      error: (err: unknown) => current.forEach((pending) => pending.result.error(err)),
    })
  }

  return (request) =>
    new Observable<Res>((subscriber) => {
      const pending: Pending<Req, Res> = {request, result: new AsyncSubject<Res>()}
      batch.push(pending)
      timer ??= setTimeout(flush, windowMs)
      const subscription = pending.result.subscribe(subscriber)
      return () => {
        subscription.unsubscribe()
        batch = batch.filter((candidate) => candidate !== pending)
      }
    })
}
