import {API, authorization, DATASET, mutate, type Endpoint} from './http.js'
import {idAt} from './documents.js'
import {openSse, type SseConnection, type SseTransport} from './sse-reader.js'
import type {LakeSide} from './probes.js'
import {summarize, type LatencySummary} from './stats.js'

export interface ListenResult {
  transport: SseTransport
  listeners: number
  patches: number
  documents: number
  /** Every listener's delay for every patch, from just before the POST to its `mutation` event. */
  eventLatency: LatencySummary
  /** Per patch, the delay until the last of the listeners had its event. */
  lastListenerLatency: LatencySummary
  /** The POST's own round trip: until the transaction was committed and acknowledged. */
  commitLatency: LatencySummary
  /** Filled in by the runner from the lake's probes. */
  lakeSide?: LakeSide
}

const EVENT_TIMEOUT_MS = 10_000

/**
 * Opens `listeners` SSE streams on `*[_type == "post"]` (mendoza effects on) and times `patches`
 * sequential patches of one post until each stream has the corresponding `mutation` event. Each
 * patch names its transaction id, so events can be matched before the POST has even returned.
 */
export async function measureListen(
  endpoint: Endpoint,
  documents: number,
  options: {listeners: number; patches: number; transport: SseTransport},
): Promise<ListenResult> {
  const {listeners, patches, transport} = options
  const search = new URLSearchParams({query: '*[_type == "post"]', effectFormat: 'mendoza'})
  const target = `${endpoint.url}${API}/data/listen/${DATASET}?${search}`
  let pending:
    {transactionId: string; started: number; remaining: number; slowest: number; done: () => void} | undefined
  const eventLatencies: number[] = []
  const connections: SseConnection[] = []
  const onMutation = (data: string) => {
    const arrived = performance.now()
    // Parse as a client would; the transaction id says which patch the event belongs to.
    const {transactionId} = JSON.parse(data) as {transactionId: string}
    if (!pending || transactionId !== pending.transactionId) return
    const latency = arrived - pending.started
    eventLatencies.push(latency)
    pending.slowest = Math.max(pending.slowest, latency)
    if (--pending.remaining === 0) pending.done()
  }
  try {
    for (let i = 0; i < listeners; i++) {
      connections.push(
        openSse(
          transport,
          target,
          authorization(endpoint),
          (event) => event.event === 'mutation' && onMutation(event.data),
        ),
      )
    }
    await Promise.all(connections.map((connection) => connection.welcomed))

    const documentId = idAt(0)
    const commitLatencies: number[] = []
    const lastLatencies: number[] = []
    const runId = Date.now().toString(36)
    for (let n = 0; n < patches; n++) {
      const transactionId = `listen-${runId}-${n}`
      let done: () => void = () => {}
      const allArrived = new Promise<void>((resolve) => (done = resolve))
      const started = performance.now()
      const current = {transactionId, started, remaining: listeners, slowest: 0, done}
      pending = current
      await mutate(endpoint, [{patch: {id: documentId, set: {title: `listened ${n}`}}}], transactionId)
      commitLatencies.push(performance.now() - started)
      await withTimeout(
        allArrived,
        () => `only ${listeners - current.remaining} of ${listeners} listeners got patch ${n}`,
      )
      lastLatencies.push(current.slowest)
    }
    return {
      transport,
      listeners,
      patches,
      documents,
      eventLatency: summarize(eventLatencies),
      lastListenerLatency: summarize(lastLatencies),
      commitLatency: summarize(commitLatencies),
    }
  } finally {
    for (const connection of connections) connection.close()
  }
}

async function withTimeout(promise: Promise<void>, message: () => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${message()} within ${EVENT_TIMEOUT_MS} ms`)),
      EVENT_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
