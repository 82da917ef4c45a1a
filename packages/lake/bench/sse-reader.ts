import {request} from 'node:http'

export interface SseEvent {
  event: string
  data: string
}

export interface SseConnection {
  /** Resolves once the stream's `welcome` event arrived. */
  welcomed: Promise<void>
  close(): void
}

/** `http`: node:http, the lightest client; `fetch`: Node's fetch (undici) with a streaming body. */
export type SseTransport = 'http' | 'fetch'

/**
 * A minimal server-sent-events reader: enough to timestamp events without the @sanity/client and
 * eventsource layers in the way. All listeners share the load generator's thread, so every
 * microsecond a reader spends per event delays the next listener's timestamp; node:http costs
 * noticeably less per event than fetch's web streams, hence the default.
 */
export function openSse(
  transport: SseTransport,
  target: string,
  headers: Record<string, string>,
  onEvent: (event: SseEvent) => void,
): SseConnection {
  let welcome: () => void = () => {}
  let fail: (err: unknown) => void = () => {}
  const welcomed = new Promise<void>((resolve, reject) => {
    welcome = resolve
    fail = reject
  })
  let buffer = ''
  const receive = (text: string) => {
    buffer += text
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = parseBlock(buffer.slice(0, end))
      buffer = buffer.slice(end + 2)
      if (!event) continue
      if (event.event === 'welcome') welcome()
      onEvent(event)
    }
  }
  const allHeaders = {accept: 'text/event-stream', ...headers}
  let closed = false
  const onError = (err: unknown) => {
    if (!closed) fail(err)
  }
  const close =
    transport === 'http'
      ? readWithHttp(target, allHeaders, receive, onError)
      : readWithFetch(target, allHeaders, receive, onError)
  return {
    welcomed,
    close() {
      closed = true
      close()
    },
  }
}

function readWithHttp(
  target: string,
  headers: Record<string, string>,
  receive: (text: string) => void,
  onError: (err: unknown) => void,
): () => void {
  const req = request(target, {headers}, (res) => {
    if (res.statusCode !== 200) onError(new Error(`listen failed with ${res.statusCode}`))
    res.setEncoding('utf8')
    res.on('data', receive)
  })
  req.on('error', onError)
  req.end()
  return () => req.destroy()
}

function readWithFetch(
  target: string,
  headers: Record<string, string>,
  receive: (text: string) => void,
  onError: (err: unknown) => void,
): () => void {
  const controller = new AbortController()
  const read = async () => {
    const response = await fetch(target, {headers, signal: controller.signal})
    if (!response.ok || !response.body) throw new Error(`listen failed with ${response.status}`)
    const decoder = new TextDecoder()
    for await (const chunk of response.body) receive(decoder.decode(chunk, {stream: true}))
  }
  read().catch(onError)
  return () => controller.abort()
}

function parseBlock(block: string): SseEvent | undefined {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }
  return data.length > 0 ? {event, data: data.join('\n')} : undefined
}
