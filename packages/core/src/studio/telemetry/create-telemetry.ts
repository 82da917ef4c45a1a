import type {WorkspaceKernel} from '@tessera/store'

/** The workspace's API client (`@sanity/client`). */
export type TelemetryClient = WorkspaceKernel['client']

/** The telemetry flush interval (spec 000 §9). */
export const TELEMETRY_FLUSH_INTERVAL_MS = 30_000

/** At most this many events wait for a batch; older ones go first (a lake that keeps refusing). */
const MAX_QUEUED_EVENTS = 1000

/** The API version of the telemetry calls (spec 000 §7). */
export const TELEMETRY_API_VERSION = 'v2023-12-18'

/** What `/intake/telemetry-status` may answer; only 'granted' lets anything out. */
export type TelemetryConsent = 'granted' | 'denied' | 'unset'

export interface TelemetryEvent {
  name: string
  data?: unknown
  /** ISO time the event was logged. */
  createdAt: string
}

/** The window events telemetry listens to (pagehide), and the beacon it sends on them. */
export interface TelemetryEnvironment {
  addEventListener(type: 'pagehide', listener: () => void): void
  removeEventListener(type: 'pagehide', listener: () => void): void
  sendBeacon?(url: string, body: string): boolean
}

export interface TelemetryOptions {
  projectId: string
  /** Default `TELEMETRY_FLUSH_INTERVAL_MS`. */
  flushIntervalMs?: number
  /** Default the browser's window and navigator; null for none (no beacon on exit). */
  environment?: TelemetryEnvironment | null
}

export interface Telemetry {
  /** Queues an event; it leaves only once the server says consent is granted. */
  log(name: string, data?: unknown): void
  /** The consent answer (fetched once; a failed fetch counts as 'denied'). */
  consent(): Promise<TelemetryConsent>
  /** Sends the queue now (when consented); resolves when the batch was answered. */
  flush(): Promise<void>
  /** Stops the timer and the exit listener; queued events are dropped. */
  dispose(): void
}

interface ConsentAnswer {
  status?: unknown
}

function browserEnvironment(): TelemetryEnvironment | null {
  const scope = globalThis as {window?: Window; navigator?: Navigator}
  if (!scope.window) return null
  const {window, navigator} = scope
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    sendBeacon: navigator?.sendBeacon ? (url, body) => navigator.sendBeacon(url, body) : undefined,
  }
}

function toConsent(answer: ConsentAnswer | null): TelemetryConsent {
  const status = answer?.status
  return status === 'granted' || status === 'unset' ? status : 'denied'
}

/**
 * Studio telemetry (spec 000 §6, §7, §9): events are queued from the start, but nothing is sent
 * until `/intake/telemetry-status` says 'granted'. With consent the queue goes out as one
 * `POST /intake/batch {projectId, batch}` every flush interval, and what is left goes with a beacon
 * when the page is hidden for good (pagehide). Without consent the queue is dropped.
 */
export function createTelemetry(client: TelemetryClient, options: TelemetryOptions): Telemetry {
  const {projectId, flushIntervalMs = TELEMETRY_FLUSH_INTERVAL_MS} = options
  const environment = options.environment === undefined ? browserEnvironment() : options.environment
  const intake = client.withConfig({apiVersion: TELEMETRY_API_VERSION})
  let queue: TelemetryEvent[] = []
  let known: TelemetryConsent | undefined
  let disposed = false
  let consentPromise: Promise<TelemetryConsent> | undefined

  function consent(): Promise<TelemetryConsent> {
    consentPromise ??= intake
      .request<ConsentAnswer>({uri: '/intake/telemetry-status', tag: 'telemetry-consent'})
      .then(toConsent, () => 'denied' as const)
      .then((answer) => {
        known = answer
        if (answer !== 'granted') queue = []
        return answer
      })
    return consentPromise
  }

  async function flush(): Promise<void> {
    if ((await consent()) !== 'granted' || disposed || queue.length === 0) return
    const batch = queue
    queue = []
    try {
      const response = await postBatch(JSON.stringify({projectId, batch}), false)
      if (!response.ok) throw new Error(`Telemetry batch answered ${response.status}`)
    } catch {
      // Telemetry must never bother the user: a failed batch is put back for the next flush.
      queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS)
    }
  }

  /**
   * With fetch rather than the client: a batch is plain JSON, and the same request (keepalive) is
   * what leaves on page exit when a beacon cannot carry the token.
   */
  function postBatch(body: string, keepalive: boolean): Promise<Response> {
    const {token, withCredentials} = intake.config()
    const headers: Record<string, string> = {'Content-Type': 'application/json'}
    if (token) headers.Authorization = `Bearer ${token}`
    return fetch(intake.getUrl('/intake/batch'), {
      method: 'POST',
      body,
      headers,
      keepalive,
      credentials: withCredentials ? 'include' : 'same-origin',
    })
  }

  function sendOnExit(): void {
    if (known !== 'granted' || queue.length === 0) return
    const body = JSON.stringify({projectId, batch: queue})
    const {token} = intake.config()
    // A beacon carries cookies but no Authorization header: with a token, a keepalive fetch does the job.
    let sent = false
    if (!token && environment?.sendBeacon) sent = environment.sendBeacon(intake.getUrl('/intake/batch'), body)
    if (!sent && typeof fetch === 'function') {
      postBatch(body, true).catch(() => {})
      sent = true
    }
    if (sent) queue = []
  }

  const timer = setInterval(() => void flush(), flushIntervalMs)
  environment?.addEventListener('pagehide', sendOnExit)
  void consent()

  return {
    log(name, data) {
      if (disposed || known === 'denied' || known === 'unset') return
      if (queue.length >= MAX_QUEUED_EVENTS) queue.shift()
      queue.push({name, ...(data === undefined ? {} : {data}), createdAt: new Date().toISOString()})
    },
    consent,
    flush,
    dispose() {
      disposed = true
      queue = []
      clearInterval(timer)
      environment?.removeEventListener('pagehide', sendOnExit)
    },
  }
}
