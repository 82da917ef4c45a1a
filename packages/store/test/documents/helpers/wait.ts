import {filter, firstValueFrom, type Observable, timeout} from 'rxjs'

/** Polls `check` until it returns true, or fails after `timeoutMs` naming `what`. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await sleep(10)
  }
}

/** The first value of `source` that satisfies `predicate`, within `timeoutMs`. */
export function firstMatching<T>(
  source: Observable<T>,
  predicate: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  return firstValueFrom(source.pipe(filter(predicate), timeout(timeoutMs)))
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
