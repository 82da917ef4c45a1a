import type {PresenceClientMessage, PresenceServerMessage} from '@tessera/types'
import {RECONNECT_INITIAL_DELAY_MS, RECONNECT_MAX_DELAY_MS} from './constants.js'
import {parsePresenceMessage} from './messages.js'

// Handlers typed as methods are compared bivariantly, so both the browser's WebSocket and the `ws`
// package (whose event objects differ) fit.
type Handler<E> = {bivariant(event: E): void}['bivariant']

/** What the store needs of a WebSocket: the browser's and the `ws` package's both qualify. */
export interface PresenceSocket {
  readonly readyState: number
  onopen: Handler<unknown> | null
  onmessage: Handler<{data: unknown}> | null
  onclose: Handler<{code: number}> | null
  onerror: Handler<unknown> | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type PresenceSocketFactory = (url: string) => PresenceSocket
export type WebSocketConstructor = new (url: string) => PresenceSocket

const OPEN = 1

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed'

export interface PresenceConnectionOptions {
  url: string
  createSocket: PresenceSocketFactory
  onOpen(): void
  onMessage(message: PresenceServerMessage): void
  onError(error: Error): void
  onStatus(status: ConnectionStatus): void
}

export interface PresenceConnection {
  /** Sends when connected; otherwise drops the message (the state is announced again on connect). */
  send(message: PresenceClientMessage): void
  close(): void
}

/** Delay before reconnect attempt `attempt` (0 for the first). */
export function presenceReconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_INITIAL_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS)
}

/** A presence socket that reconnects with backoff until closed. */
export function connectPresenceSocket(options: PresenceConnectionOptions): PresenceConnection {
  let socket: PresenceSocket | undefined
  let attempts = 0
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  function open(): void {
    options.onStatus(attempts === 0 ? 'connecting' : 'reconnecting')
    let current: PresenceSocket
    try {
      current = options.createSocket(options.url)
    } catch (err) {
      options.onError(err instanceof Error ? err : new Error(String(err)))
      scheduleReconnect()
      return
    }
    socket = current
    current.onopen = () => {
      attempts = 0
      options.onStatus('connected')
      options.onOpen()
    }
    current.onmessage = (event) => {
      let message: PresenceServerMessage
      try {
        message = parsePresenceMessage(event.data)
      } catch (err) {
        options.onError(err as Error)
        return
      }
      options.onMessage(message)
    }
    // Errors are followed by close, which reconnects; the error event itself says nothing useful.
    current.onerror = () => undefined
    current.onclose = () => {
      if (socket !== current) return
      socket = undefined
      if (!closed) scheduleReconnect()
    }
  }

  function scheduleReconnect(): void {
    options.onStatus('reconnecting')
    timer = setTimeout(open, presenceReconnectDelay(attempts))
    attempts++
  }

  open()

  return {
    send(message) {
      if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message))
    },
    close() {
      if (closed) return
      closed = true
      clearTimeout(timer)
      const current = socket
      socket = undefined
      current?.close(1000, 'Session ended')
      options.onStatus('closed')
    },
  }
}
