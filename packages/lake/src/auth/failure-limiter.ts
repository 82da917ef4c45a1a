/**
 * Progressive delays after failed sign-ins, counted per key (an account at an address, an address).
 * A key with fewer than `freeFailures` recent failures may try at once; from then on each attempt
 * waits after the key's last failure: 1 s, then twice as long per further failure, up to `maxDelayMs`.
 * Failures older than the window are forgotten.
 */
export interface DelayRule {
  freeFailures: number
  maxDelayMs: number
}

export interface FailureLimiterOptions {
  /** How long a failure counts. */
  windowMs: number
  /** Keys kept at most; the stalest are dropped first, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number
}

const FIRST_DELAY_MS = 1000
/** Doubling past this many failures only repeats the maximum: older times need not be kept. */
const MAX_DOUBLINGS = 30

export class FailureLimiter {
  readonly #windowMs: number
  readonly #maxKeys: number
  readonly #failures = new Map<string, number[]>()

  constructor(options: FailureLimiterOptions) {
    this.#windowMs = options.windowMs
    this.#maxKeys = options.maxKeys ?? 100_000
  }

  /** Milliseconds until an attempt under all these keys is allowed; 0 when it is allowed now. */
  waitMs(keys: {key: string; rule: DelayRule}[], now = Date.now()): number {
    let wait = 0
    for (const {key, rule} of keys) {
      const times = this.#recent(key, now)
      if (times.length < rule.freeFailures) continue
      const doublings = Math.min(times.length - rule.freeFailures, MAX_DOUBLINGS)
      const delay = Math.min(FIRST_DELAY_MS * 2 ** doublings, rule.maxDelayMs)
      wait = Math.max(wait, times[times.length - 1] + delay - now)
    }
    return wait
  }

  /**
   * Counts an attempt as failed before its outcome is known, so parallel guesses cannot slip past
   * the delay while their passwords are being checked. `succeeded()` takes it back.
   */
  begin(keys: string[], now = Date.now()): {succeeded(): void} {
    for (const key of keys) {
      const times = this.#recent(key, now)
      times.push(now)
      if (times.length > MAX_DOUBLINGS * 2) times.splice(0, times.length - MAX_DOUBLINGS * 2)
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

  /** Forgets a key's failures (an account signed in from that address). */
  clear(key: string): void {
    this.#failures.delete(key)
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => time > now - this.#windowMs)
    if (times.length === 0) this.#failures.delete(key)
    else this.#failures.set(key, times)
    return times
  }

  #evict(): void {
    for (const key of this.#failures.keys()) {
      if (this.#failures.size <= this.#maxKeys) break
      this.#failures.delete(key)
    }
  }
}
