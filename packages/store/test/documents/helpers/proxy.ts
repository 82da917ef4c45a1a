import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type {AddressInfo} from 'node:net'

export interface RecordedRequest {
  method: string
  /** The path without the query string, e.g. `/v2025-02-19/data/mutate/test`. */
  path: string
  tag: string | null
  body: string
  /** When the proxy received it (ms since epoch). */
  at: number
  /** When it was passed on to the lake (after `requestLatency`); unset for answered failures. */
  forwardedAt?: number
  /** The status the lake answered with, once known. */
  status?: number
}

export interface FailureInjection {
  status: number
  body?: unknown
}

/**
 * A pass-through HTTP proxy in front of the lake, standing in for the network between studio and lake:
 * it records requests, can answer some with a failure (a flaky network or overloaded server cannot
 * be produced otherwise), and can drop listen events (a lost or late event).
 */
export interface LakeProxy {
  url: string
  requests: RecordedRequest[]
  /** Requests whose path contains `fragment`. */
  requestsTo(fragment: string): RecordedRequest[]
  /** Called for every request; return a failure to answer with it instead of forwarding. */
  failWith?: (request: RecordedRequest) => FailureInjection | undefined
  /**
   * Called for every server-sent event block of a listen stream: true drops it, a number delays it by
   * that many ms (later blocks are not held back), false or undefined passes it on.
   */
  filterEvent?: (block: string) => boolean | number | undefined
  /** Network latency of a request on its way to the lake, in ms (requests in flight may overtake each other). */
  requestLatency?: (request: RecordedRequest) => number
  /** Latency of a response (not a listen stream) on its way back, in ms; the whole response is held. */
  responseLatency?: (request: RecordedRequest) => number
  /**
   * Latency of each server-sent event block, in ms. Unlike a `filterEvent` delay, the blocks of one
   * stream keep their order (a block waits for the ones before it), as on one connection.
   */
  eventLatency?: (block: string) => number
  /**
   * True for a request whose response is lost: it reaches the lake, which acts on it, but the client's
   * connection is cut before the answer arrives (a network drop at the worst moment).
   */
  loseResponse?: (request: RecordedRequest) => boolean
  /** Sent first on every listen stream as `retry:`: how long the client waits before reconnecting after a drop. */
  listenRetryMs?: number
  /** Ends every open listen stream, as a dropped connection would. */
  disconnectListeners(): void
  close(): Promise<void>
}

export async function startProxy(target: string): Promise<LakeProxy> {
  const targetUrl = new URL(target)
  const proxy: LakeProxy = {
    url: '',
    requests: [],
    requestsTo: (fragment) => proxy.requests.filter((item) => item.path.includes(fragment)),
    disconnectListeners: () => {
      for (const response of listeners) response.destroy()
      listeners.clear()
    },
    close: () =>
      new Promise((resolve) => {
        proxy.disconnectListeners()
        server.close(() => resolve())
      }),
  }
  const listeners = new Set<ServerResponse>()
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://proxy')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      tag: url.searchParams.get('tag'),
      body: body.toString('utf8'),
      at: Date.now(),
    }
    proxy.requests.push(recorded)
    const failure = proxy.failWith?.(recorded)
    if (failure) {
      res.writeHead(failure.status, {'content-type': 'application/json'})
      res.end(
        JSON.stringify(
          failure.body ?? {error: 'Injected', message: 'Injected failure', statusCode: failure.status},
        ),
      )
      return
    }
    const requestLatency = proxy.requestLatency?.(recorded) ?? 0
    if (requestLatency > 0) await sleep(requestLatency)
    if (res.destroyed) return
    recorded.forwardedAt = Date.now()
    const listen = url.pathname.includes('/data/listen/')
    const upstream = httpRequest(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        method: req.method,
        path: req.url,
        headers: {...req.headers, host: targetUrl.host},
      },
      (upstreamRes) => {
        recorded.status = upstreamRes.statusCode
        if (!listen && proxy.loseResponse?.(recorded)) {
          upstreamRes.resume()
          upstreamRes.on('end', () => res.destroy())
          return
        }
        if (!listen) {
          const responseLatency = proxy.responseLatency?.(recorded) ?? 0
          if (responseLatency <= 0) {
            res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
            upstreamRes.pipe(res)
            return
          }
          readBody(upstreamRes).then(
            (responseBody) =>
              setTimeout(() => {
                if (res.destroyed) return
                res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
                res.end(responseBody)
              }, responseLatency),
            () => res.destroy(),
          )
          return
        }
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
        if (proxy.listenRetryMs !== undefined) res.write(`retry: ${proxy.listenRetryMs}\n\n`)
        listeners.add(res)
        res.on('close', () => listeners.delete(res))
        const inOrder = new OrderedWriter(res)
        let pending = ''
        upstreamRes.setEncoding('utf8')
        upstreamRes.on('data', (chunk: string) => {
          pending += chunk
          let end: number
          while ((end = pending.indexOf('\n\n')) !== -1) {
            const block = pending.slice(0, end + 2)
            pending = pending.slice(end + 2)
            const verdict = proxy.filterEvent?.(block)
            if (typeof verdict === 'number') setTimeout(() => res.writable && res.write(block), verdict)
            else if (!verdict) inOrder.write(block, proxy.eventLatency?.(block) ?? 0)
          }
        })
        upstreamRes.on('end', () => inOrder.end(pending))
      },
    )
    upstream.on('error', () => res.destroy())
    req.on('close', () => upstream.destroy())
    // The client went away (a closed listener): the lake's side of the connection goes too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    upstream.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}

/**
 * Writes blocks of one stream after their latency, in the order they were given: a block is never
 * written before the ones before it, as on one connection.
 */
class OrderedWriter {
  private readonly queue: {block: string; at: number}[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private ending: string | undefined

  constructor(private readonly res: ServerResponse) {}

  write(block: string, latencyMs: number): void {
    const last = this.queue.at(-1)?.at ?? 0
    this.queue.push({block, at: Math.max(last, Date.now() + latencyMs)})
    this.drain()
  }

  end(rest: string): void {
    this.ending = rest
    this.drain()
  }

  private drain(): void {
    if (this.timer !== undefined) return
    while (this.queue.length > 0 && this.queue[0]!.at <= Date.now()) {
      const {block} = this.queue.shift()!
      if (this.res.writable) this.res.write(block)
    }
    if (this.queue.length > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined
        this.drain()
      }, this.queue[0]!.at - Date.now())
      return
    }
    if (this.ending !== undefined) this.res.end(this.ending)
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
