import pg from 'pg'

export interface Follower {
  stop(): Promise<void>
}

interface FollowerOptions {
  url: string
  channel: string
  /** Safety net for notifications lost while the LISTEN connection was down. */
  pollMs: number
  catchUp(dataset: string): void
  catchUpAll(): void
}

const RECONNECT_MS = 1000

/**
 * Wakes the storage when another process commits: a LISTEN connection (asynchronous, beside the
 * synchronous one that reads the log) whose notifications name the dataset, plus a poll of the heads
 * of every dataset. Both only say "look"; what changed is always read from the log, so a lost,
 * repeated or late notification costs a read, never an event. Catch-up runs on the event loop like
 * every request, so it never interleaves with a write.
 */
export function startFollower(options: FollowerOptions): Follower {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const safely = (work: () => void) => {
    if (stopped) return
    try {
      work()
    } catch (err) {
      console.error('lake: could not read the PostgreSQL log', err)
    }
  }

  const pending = new Set<string>()
  let scheduled = false
  /** Notifications of one burst are taken in together: one log read per dataset. */
  const schedule = (dataset: string) => {
    pending.add(dataset)
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      const datasets = [...pending]
      pending.clear()
      for (const name of datasets) safely(() => options.catchUp(name))
    })
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({connectionString: options.url, application_name: 'tessera-lake-listen'})
    next.on('notification', (message) => {
      if (message.payload) schedule(message.payload)
    })
    next.on('error', () => reconnect(next))
    next.on('end', () => reconnect(next))
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${options.channel}`)
      // Whatever was committed while not listening.
      safely(options.catchUpAll)
    } catch {
      reconnect(next)
    }
  }

  function reconnect(broken: pg.Client): void {
    if (stopped || client !== broken || retry) return
    client = undefined
    broken.end().catch(() => {})
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, RECONNECT_MS)
    retry.unref()
  }

  const poll = setInterval(() => safely(options.catchUpAll), options.pollMs)
  poll.unref()
  void connect()

  return {
    async stop() {
      stopped = true
      clearInterval(poll)
      if (retry) clearTimeout(retry)
      const current = client
      client = undefined
      await current?.end().catch(() => {})
    },
  }
}
