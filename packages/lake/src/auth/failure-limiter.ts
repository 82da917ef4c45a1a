/**
 * Counts failed sign-in attempts per key (an email, an IP address) in a sliding window. A key with
 * `maxFailures` failures inside the window is blocked until the oldest of them leaves the window.
 */
export interface FailureLimiterOptions {
  maxFailures: number
  windowMs: number
  /** Keys kept at most; the stalest are dropped first, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number
}

export const SIGN_IN_LIMITS: FailureLimiterOptions = {maxFailures: 5, windowMs: 15 * 60 * 1000}

export class FailureLimiter {
  readonly #options: Required<FailureLimiterOptions>
  readonly #failures = new Map<string, number[]>()

  constructor(options: FailureLimiterOptions) {
    this.#options = {maxKeys: 100_000, ...options}
  }

  /** Seconds until an attempt for these keys is allowed again; 0 when it is allowed now. */
  retryAfterSeconds(keys: string[], now = Date.now()): number {
    let waitMs = 0
    for (const key of keys) {
      const times = this.#recent(key, now)
      if (times.length >= this.#options.maxFailures) {
        const freedAt = times[times.length - this.#options.maxFailures] + this.#options.windowMs
        waitMs = Math.max(waitMs, freedAt - now)
      }
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
  }

  /**
   * Counts an attempt as failed before its outcome is known, so parallel guesses cannot slip past
   * the limit while their passwords are being checked. `succeeded()` takes it back.
   */
  begin(keys: string[], now = Date.now()): {succeeded(): void} {
    for (const key of keys) {
      const times = this.#recent(key, now)
      times.push(now)
      // Re-inserting moves the key to the end of the map's order, which is what eviction relies on.
      this.#failures.delete(key)
      this.#failures.set(key, times)
    }
    this.#evict()
    return {
      succeeded: () => {
        for (const key of keys) {
          const times = this.#failures.get(key)
          const at = times?.lastIndexOf(now) ?? -1
          if (times && at >= 0) times.splice(at, 1)
          if (times?.length === 0) this.#failures.delete(key)
        }
      },
    }
  }

  /** Forgets a key's failures (after a successful sign-in for that email). */
  clear(key: string): void {
    this.#failures.delete(key)
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => time > now - this.#options.windowMs)
    if (times.length === 0) this.#failures.delete(key)
    else this.#failures.set(key, times)
    return times
  }

  #evict(): void {
    for (const key of this.#failures.keys()) {
      if (this.#failures.size <= this.#options.maxKeys) break
      this.#failures.delete(key)
    }
  }
}
