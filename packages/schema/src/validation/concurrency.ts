/** Runs async tasks with at most `max` running at once; the rest wait in order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`Concurrency limit must be a positive integer, got ${max}`)
  let active = 0
  const waiting: (() => void)[] = []

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active < max) active++
    // A finishing task hands its slot straight to the next waiter, so `active` never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
