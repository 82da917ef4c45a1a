import type {SanityClient} from '@sanity/client'

export interface ListenEvent {
  type: string
  [key: string]: unknown
}

export interface EventCollector {
  events: ListenEvent[]
  /** Resolves once `predicate` holds for the collected events (polling), or rejects after `timeoutMs`. */
  until(predicate: (events: ListenEvent[]) => boolean, timeoutMs?: number): Promise<ListenEvent[]>
  mutations(): ListenEvent[]
  stop(): void
}

/** Subscribes with `client.listen` and collects every event, resolving once `welcome` has arrived. */
export async function collectEvents(
  client: SanityClient,
  query: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Promise<EventCollector> {
  const events: ListenEvent[] = []
  let failure: unknown
  const subscription = client
    .listen(query, params, {
      events: ['welcome', 'mutation', 'reconnect'],
      effectFormat: 'mendoza',
      ...options,
    })
    .subscribe({
      next: (event) => events.push(event as unknown as ListenEvent),
      error: (err) => {
        failure = err
      },
    })
  const collector: EventCollector = {
    events,
    async until(predicate, timeoutMs = 5000) {
      const started = Date.now()
      while (!predicate(events)) {
        if (failure) throw failure
        if (Date.now() - started > timeoutMs) {
          throw new Error(
            `timed out waiting for listen events; got ${JSON.stringify(events.map((e) => e.type))}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return events
    },
    mutations: () => events.filter((event) => event.type === 'mutation'),
    stop: () => subscription.unsubscribe(),
  }
  await collector.until((all) => all.some((event) => event.type === 'welcome'))
  return collector
}
