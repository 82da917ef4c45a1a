import type {PresenceLocation, PresenceServerMessage, PresenceStateEvent} from '@tessera/types'
import {PresenceMessageError, parsePresenceMessage, type PresenceRequest} from './presence-messages.js'
import type {RelayMessage, RelayedSession} from './presence-relay.js'

/** One open presence socket, as the hub sees it: who is on it, which dataset, and how to reach it. */
export interface PresenceConnection {
  readonly userId: string
  readonly dataset: string
  /** Whether this socket's user may see that someone is at this document (may they read it). */
  canSee(documentId: string): boolean
  send(message: PresenceServerMessage): void
}

interface SessionState {
  /** The local socket that announced it; undefined for a session of another lake process. */
  owner: PresenceConnection | undefined
  /** The lake process the session is on, when it is not this one. */
  origin: string | undefined
  /** When this process last heard of it (a session of another process not said again is swept). */
  heardAt: number
  userId: string
  sessionId: string
  timestamp: string
  locations: PresenceLocation[]
}

interface Room {
  connections: Set<PresenceConnection>
  /** The last announced state of every session in the dataset, so a roll call can be answered at once. */
  sessions: Map<string, SessionState>
}

export interface PresenceHubOptions {
  maxLocations: number
  /** Most session ids one socket may announce (a tab has one; a few more allow for reconnects). */
  maxSessionsPerConnection: number
  /** Other lake processes on the same database, told of every local change (absent on one process). */
  relay?: {readonly origin: string; publish(message: RelayMessage): void}
}

/**
 * Presence state and fan-out, independent of the transport. A session id belongs to the socket that
 * announced it; when that socket goes, every session it announced is broadcast as disconnected.
 * Messages go to the dataset's other sockets only, never back to the sender. With a relay (several
 * lake processes on one database) this process's own changes are published to the others, and
 * theirs arrive through the `applyRemote*` methods into the same rooms (remote-presence.ts).
 */
export class PresenceHub {
  private readonly rooms = new Map<string, Room>()

  constructor(private readonly options: PresenceHubOptions) {}

  join(connection: PresenceConnection): void {
    this.room(connection.dataset).connections.add(connection)
  }

  /** The socket is gone (closed, dropped or shut down): its sessions are disconnected. */
  leave(connection: PresenceConnection): void {
    const room = this.rooms.get(connection.dataset)
    if (!room) return
    room.connections.delete(connection)
    for (const session of [...room.sessions.values()]) {
      if (session.owner === connection) this.disconnect(room, session)
    }
    this.forgetIfEmpty(connection.dataset, room)
  }

  /** Handles one text message; a refused message is answered with an `error` message. */
  receive(connection: PresenceConnection, text: string): void {
    try {
      this.handle(connection, parsePresenceMessage(text, this.options.maxLocations))
    } catch (err) {
      if (!(err instanceof PresenceMessageError)) throw err
      connection.send({type: 'error', message: err.message})
    }
  }

  /** Handles one parsed request, whatever protocol it came in. Throws PresenceMessageError. */
  handle(connection: PresenceConnection, request: PresenceRequest): void {
    const room = this.room(connection.dataset)
    if (request.kind === 'rollCall') this.rollCall(room, connection, request.sessionId)
    else if (request.kind === 'state') this.announce(room, connection, request.sessionId, request.locations)
    else {
      const session = room.sessions.get(request.sessionId)
      if (session?.owner === connection) this.disconnect(room, session)
    }
  }

  /** How many sockets are connected to a dataset (for tests and diagnostics). */
  connectionCount(dataset: string): number {
    return this.rooms.get(dataset)?.connections.size ?? 0
  }

  /**
   * A session of another lake process announced: it takes the session id over (a user reconnecting
   * through another process) and this process's sockets hear of it. A replay of a state already
   * known only marks it heard.
   */
  applyRemoteState(origin: string, dataset: string, remote: RelayedSession, replay = false): void {
    const room = this.room(dataset)
    const existing = room.sessions.get(remote.sessionId)
    if (replay && existing?.origin === origin && existing.timestamp === remote.timestamp) {
      existing.heardAt = Date.now()
      return
    }
    const session: SessionState = {...remote, owner: undefined, origin, heardAt: Date.now()}
    room.sessions.set(remote.sessionId, session)
    for (const connection of room.connections) connection.send(stateEvent(session, connection))
  }

  /** A session of another process ended (ignored when the session has since moved elsewhere). */
  applyRemoteDisconnect(origin: string, dataset: string, sessionId: string, timestamp: string): void {
    const room = this.rooms.get(dataset)
    const session = room?.sessions.get(sessionId)
    if (room && session?.origin === origin) {
      this.disconnect(room, session, timestamp)
      this.forgetIfEmpty(dataset, room)
    }
  }

  /** Someone on another process asked everyone to announce. */
  applyRemoteRollCall(dataset: string, call: {userId: string; sessionId?: string; timestamp: string}): void {
    const room = this.rooms.get(dataset)
    if (room) this.broadcast(room, undefined, {type: 'rollCall', ...call})
  }

  /** Ends the sessions of other processes that `drop` picks (their process is gone, or went unconfirmed). */
  dropRemote(drop: (session: {origin: string; heardAt: number}) => boolean): void {
    for (const [dataset, room] of [...this.rooms]) {
      for (const session of [...room.sessions.values()]) {
        if (session.origin !== undefined && drop({origin: session.origin, heardAt: session.heardAt})) {
          this.disconnect(room, session)
        }
      }
      this.forgetIfEmpty(dataset, room)
    }
  }

  /** This process's own sessions, to say again to a process that (re)joined. */
  localSessions(): {dataset: string; session: RelayedSession}[] {
    return [...this.rooms].flatMap(([dataset, room]) =>
      [...room.sessions.values()]
        .filter((session) => session.origin === undefined)
        .map((session) => ({dataset, session: relayed(session)})),
    )
  }

  private forgetIfEmpty(dataset: string, room: Room): void {
    if (room.connections.size === 0 && room.sessions.size === 0) this.rooms.delete(dataset)
  }

  private room(dataset: string): Room {
    let room = this.rooms.get(dataset)
    if (!room) {
      room = {connections: new Set(), sessions: new Map()}
      this.rooms.set(dataset, room)
    }
    return room
  }

  /**
   * The asker gets every other session's last state at once, and the other sockets are asked to
   * announce afresh (their answers reach the asker like any announcement).
   */
  private rollCall(room: Room, connection: PresenceConnection, sessionId: string | undefined): void {
    for (const session of room.sessions.values()) {
      if (session.owner !== connection) connection.send(stateEvent(session, connection))
    }
    const timestamp = new Date().toISOString()
    const call = {userId: connection.userId, ...(sessionId === undefined ? {} : {sessionId}), timestamp}
    this.broadcast(room, connection, {type: 'rollCall', ...call})
    const relay = this.options.relay
    relay?.publish({kind: 'rollCall', origin: relay.origin, dataset: connection.dataset, ...call})
  }

  private announce(
    room: Room,
    connection: PresenceConnection,
    sessionId: string,
    locations: PresenceLocation[],
  ): void {
    const existing = room.sessions.get(sessionId)
    if (existing && existing.owner !== connection && existing.userId !== connection.userId) {
      throw new PresenceMessageError(`Session "${sessionId}" belongs to another user`)
    }
    // The same user taking a session over from another socket is a reconnect: the old socket keeps
    // no claim on it, so its eventual drop does not disconnect the session.
    if (!existing || existing.owner !== connection) {
      const owned = [...room.sessions.values()].filter((session) => session.owner === connection).length
      if (owned >= this.options.maxSessionsPerConnection) {
        throw new PresenceMessageError(
          `Too many sessions on one connection: at most ${this.options.maxSessionsPerConnection}`,
        )
      }
    }
    const session: SessionState = {
      owner: connection,
      origin: undefined,
      heardAt: Date.now(),
      userId: connection.userId,
      sessionId,
      timestamp: new Date().toISOString(),
      locations,
    }
    room.sessions.set(sessionId, session)
    for (const other of room.connections) {
      if (other !== connection) other.send(stateEvent(session, other))
    }
    this.options.relay?.publish({
      kind: 'state',
      origin: this.options.relay.origin,
      dataset: connection.dataset,
      session: relayed(session),
    })
  }

  private disconnect(room: Room, session: SessionState, timestamp = new Date().toISOString()): void {
    room.sessions.delete(session.sessionId)
    const {userId, sessionId} = session
    this.broadcast(room, session.owner, {type: 'disconnect', userId, sessionId, timestamp})
    const relay = this.options.relay
    // Only this process's own sessions are announced: another process's are its to end.
    if (relay && session.owner) {
      const dataset = session.owner.dataset
      relay.publish({kind: 'disconnect', origin: relay.origin, dataset, userId, sessionId, timestamp})
    }
  }

  private broadcast(
    room: Room,
    sender: PresenceConnection | undefined,
    message: PresenceServerMessage,
  ): void {
    for (const connection of room.connections) {
      if (connection !== sender) connection.send(message)
    }
  }
}

function relayed({userId, sessionId, timestamp, locations}: SessionState): RelayedSession {
  return {userId, sessionId, timestamp, locations}
}

/**
 * A session's state as one receiver may see it: locations in documents the receiver cannot read are
 * left out, so presence never tells anyone that a document id exists or who is working on it.
 */
function stateEvent(session: SessionState, receiver: PresenceConnection): PresenceStateEvent {
  return {
    type: 'state',
    userId: session.userId,
    sessionId: session.sessionId,
    timestamp: session.timestamp,
    locations: session.locations.filter((location) => receiver.canSee(location.documentId)),
  }
}
