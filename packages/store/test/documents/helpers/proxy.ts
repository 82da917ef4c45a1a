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
    const upstream = httpRequest(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        method: req.method,
        path: req.url,
        headers: {...req.headers, host: targetUrl.host},
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
        if (!url.pathname.includes('/data/listen/')) {
          upstreamRes.pipe(res)
          return
        }
        listeners.add(res)
        res.on('close', () => listeners.delete(res))
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
            else if (!verdict) res.write(block)
          }
        })
        upstreamRes.on('end', () => res.end(pending))
      },
    )
    upstream.on('error', () => res.destroy())
    req.on('close', () => upstream.destroy())
    upstream.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
