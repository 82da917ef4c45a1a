import type {StoredTransaction} from '../storage/types.js'

export interface TransactionListener {
  onTransaction(transaction: StoredTransaction): void
  /** The lake is closing: say goodbye (a `reconnect` event) and end the stream. */
  onShutdown(): void
}

/** Fans committed transactions out to the listen streams of their dataset. */
export class ListenerHub {
  private readonly byDataset = new Map<string, Set<TransactionListener>>()

  subscribe(dataset: string, listener: TransactionListener): () => void {
    let set = this.byDataset.get(dataset)
    if (!set) {
      set = new Set()
      this.byDataset.set(dataset, set)
    }
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.byDataset.delete(dataset)
    }
  }

  publish(transaction: StoredTransaction): void {
    const listeners = this.byDataset.get(transaction.dataset)
    if (!listeners) return
    for (const listener of [...listeners]) {
      try {
        listener.onTransaction(transaction)
      } catch (err) {
        // One broken stream must not stop the others from hearing about the write.
        console.error('lake: listener failed', err)
      }
    }
  }

  get size(): number {
    let count = 0
    for (const set of this.byDataset.values()) count += set.size
    return count
  }

  shutdown(): void {
    for (const set of this.byDataset.values()) for (const listener of [...set]) listener.onShutdown()
    this.byDataset.clear()
  }
}
