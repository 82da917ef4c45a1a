import type {ServerResponse} from 'node:http'

/** A server-sent-events response: named events with JSON data, comments for keep-alive. */
export class SseStream {
  private readonly res: ServerResponse
  closed = false

  constructor(res: ServerResponse) {
    this.res = res
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // HTTP/2 has no connection header (streams share one connection anyway).
      ...(res.req.httpVersionMajor >= 2 ? {} : {connection: 'keep-alive'}),
      // Proxies such as nginx would otherwise hold events back.
      'x-accel-buffering': 'no',
    })
    res.flushHeaders()
    res.on('close', () => {
      this.closed = true
    })
  }

  send(event: string, data: unknown, id?: string): void {
    if (this.closed) return
    const idLine = id ? `id: ${id}\n` : ''
    this.res.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  comment(text: string): void {
    if (!this.closed) this.res.write(`: ${text}\n\n`)
  }

  end(): void {
    if (this.closed) return
    this.closed = true
    this.res.end()
  }
}
