import type {DocumentPair} from './document-pair.js'

interface Entry {
  pair: DocumentPair
  refs: number
  releaseTimer?: ReturnType<typeof setTimeout>
}

/** A use of a pair; `release` when done (each lease once). */
export interface PairLease {
  pair: DocumentPair
  release(): void
}

/**
 * Shares one pair (one listener) between everyone looking at the same document. The last release
 * keeps the pair for `keepAliveMs` (a quick re-open reuses it), commits what is pending, then closes it
 * (unless the lake refused its edits: then it waits for a retry or discard, see `close`).
 */
export class PairRegistry {
  private readonly entries = new Map<string, Entry>()
  private disposed = false

  constructor(
    private readonly create: (publishedId: string, typeName: string) => DocumentPair,
    private readonly keepAliveMs: number,
  ) {}

  acquire(publishedId: string, typeName: string): PairLease {
    if (this.disposed) throw new Error('The document store has been disposed')
    const key = `${publishedId}\u0000${typeName}`
    let entry = this.entries.get(key)
    if (!entry) {
      entry = {pair: this.create(publishedId, typeName), refs: 0}
      this.entries.set(key, entry)
    }
    clearTimeout(entry.releaseTimer)
    entry.releaseTimer = undefined
    entry.refs += 1
    const held = entry
    let released = false
    return {
      pair: held.pair,
      release: () => {
        if (released) return
        released = true
        held.refs -= 1
        if (held.refs === 0) held.releaseTimer = setTimeout(() => this.close(key, held), this.keepAliveMs)
      },
    }
  }

  /** The open pair of the document, if any, without holding it. */
  peek(publishedId: string, typeName: string): DocumentPair | undefined {
    return this.entries.get(`${publishedId}\u0000${typeName}`)?.pair
  }

  /** Calls `visit` with every open pair. */
  forEach(visit: (pair: DocumentPair) => void): void {
    for (const entry of this.entries.values()) visit(entry.pair)
  }

  /** How many pairs are open (for tests and diagnostics). */
  get size(): number {
    return this.entries.size
  }

  /** Closes every pair at once; pending edits are sent but not awaited. */
  dispose(): void {
    this.disposed = true
    for (const entry of this.entries.values()) {
      clearTimeout(entry.releaseTimer)
      entry.pair.commit().catch(() => undefined)
      entry.pair.dispose()
    }
    this.entries.clear()
  }

  private close(key: string, entry: Entry): void {
    entry.releaseTimer = undefined
    const finish = () => {
      if (entry.refs > 0 || this.entries.get(key) !== entry) return
      // Edits the lake refused are held, never dropped unseen: the pair stays open (closing the
      // document does not lose them) until someone opens it again and retries or discards them.
      if (entry.pair.state.save.type === 'failed') {
        entry.pair
          .waitFor((state) => state.save.type !== 'failed')
          .then(
            () => entry.refs === 0 && this.close(key, entry),
            () => undefined,
          )
        return
      }
      this.entries.delete(key)
      entry.pair.dispose()
    }
    // Edits still buffered must reach the lake before the listener and buffers go away.
    entry.pair.commit().then(finish, finish)
  }
}
