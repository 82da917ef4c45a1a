import type {PresenceLocation} from '@tessera/types'

/** A session as other processes learn of it. */
export interface RelayedSession {
  userId: string
  sessionId: string
  timestamp: string
  locations: PresenceLocation[]
}

/**
 * What lake processes sharing a database tell each other about presence. `origin` is the sending
 * process (a random id per start). Messages from one origin arrive in the order it sent them.
 */
export type RelayMessage =
  /** A session of the origin announced (`replay`: said again for a process that (re)joined). */
  | {kind: 'state'; origin: string; dataset: string; session: RelayedSession; replay?: true}
  | {
      kind: 'disconnect'
      origin: string
      dataset: string
      userId: string
      sessionId: string
      timestamp: string
    }
  | {kind: 'rollCall'; origin: string; dataset: string; userId: string; sessionId?: string; timestamp: string}
  /** The origin (re)joined and asks for every session again (from one process only with `only`). */
  | {kind: 'hello'; origin: string; only?: string}
  /** The origin lives; one that falls silent is taken for gone and its sessions disconnected. */
  | {kind: 'alive'; origin: string}

/** The transport between processes (PostgreSQL LISTEN/NOTIFY: postgres-presence-relay.ts). */
export interface PresenceRelay {
  readonly origin: string
  publish(message: RelayMessage): void
  /**
   * Starts receiving. `connected` runs once the relay listens, and again after a reconnect (messages
   * sent meanwhile were lost, so the hub asks everyone again). Resolves once the first attempt to
   * listen has ended, listening or not (messages published before then are dropped).
   */
  start(handlers: {message(message: RelayMessage): void; connected(): void}): Promise<void>
  /** Sends what is queued, then stops. */
  stop(): Promise<void>
}
