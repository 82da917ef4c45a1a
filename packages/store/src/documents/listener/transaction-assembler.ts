import type {RemoteMutationEvent} from '../types.js'

interface Incomplete {
  transactionId: string
  total: number
  events: RemoteMutationEvent[]
  startedAt: number
}

/**
 * Holds back the events of a transaction that touched several documents of one listener until all of
 * them have arrived (`transactionTotalEvents` counts this listener's events), so that, say, a publish
 * (draft deleted, published replaced) is applied in one step and never shows a half-done state.
 * A transaction still incomplete after `maxWaitMs` is released as it is; the revision sequencer then
 * notices anything that is really missing.
 */
export class TransactionAssembler {
  private incomplete = new Map<string, Incomplete>()

  constructor(private readonly maxWaitMs = 2000) {}

  /** Receives one event; returns the transactions that are complete now (each as its events). */
  push(event: RemoteMutationEvent, now: number): RemoteMutationEvent[][] {
    const total = event.transactionTotalEvents ?? 1
    if (total <= 1) return [[event]]
    const entry = this.incomplete.get(event.transactionId) ?? {
      transactionId: event.transactionId,
      total,
      events: [],
      startedAt: now,
    }
    entry.events.push(event)
    if (entry.events.length < entry.total) {
      this.incomplete.set(event.transactionId, entry)
      return []
    }
    this.incomplete.delete(event.transactionId)
    return [sortByPosition(entry.events)]
  }

  /** Whether a transaction is partly received (the edit state's transaction sync lock). */
  get waiting(): boolean {
    return this.incomplete.size > 0
  }

  /** Releases transactions that have waited `maxWaitMs` or longer. */
  expire(now: number): RemoteMutationEvent[][] {
    const released: RemoteMutationEvent[][] = []
    for (const [id, entry] of this.incomplete) {
      if (now - entry.startedAt >= this.maxWaitMs) {
        this.incomplete.delete(id)
        released.push(sortByPosition(entry.events))
      }
    }
    return released
  }

  nextDeadline(): number | undefined {
    if (this.incomplete.size === 0) return undefined
    return Math.min(...[...this.incomplete.values()].map((entry) => entry.startedAt)) + this.maxWaitMs
  }

  clear(): void {
    this.incomplete.clear()
  }
}

function sortByPosition(events: RemoteMutationEvent[]): RemoteMutationEvent[] {
  return [...events].sort((a, b) => (a.transactionCurrentEvent ?? 0) - (b.transactionCurrentEvent ?? 0))
}
