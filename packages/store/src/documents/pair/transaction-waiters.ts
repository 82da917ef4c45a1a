const REMEMBERED = 200

/** Remembers the transactions a pair has applied recently and resolves those waiting for one. */
export class TransactionWaiters {
  private readonly recent = new Set<string>()
  private readonly waiting = new Map<string, (() => void)[]>()

  mark(transactionId: string): void {
    this.recent.add(transactionId)
    if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.values().next().value as string)
    const resolvers = this.waiting.get(transactionId)
    this.waiting.delete(transactionId)
    for (const resolve of resolvers ?? []) resolve()
  }

  wait(transactionId: string): Promise<void> {
    if (this.recent.has(transactionId)) return Promise.resolve()
    return new Promise((resolve) => {
      this.waiting.set(transactionId, [...(this.waiting.get(transactionId) ?? []), resolve])
    })
  }

  forget(transactionId: string): void {
    this.waiting.delete(transactionId)
  }

  /** Resolves every waiter (the pair is going away; nobody should hang on it). */
  clear(): void {
    for (const resolvers of this.waiting.values()) for (const resolve of resolvers) resolve()
    this.waiting.clear()
    this.recent.clear()
  }
}
