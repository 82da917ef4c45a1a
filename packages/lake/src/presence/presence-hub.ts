import type {PresenceLocation, PresenceServerMessage, PresenceStateEvent} from '@tessera/types'
import {PresenceMessageError, parsePresenceMessage, type PresenceRequest} from './presence-messages.js'

/** One open presence socket, as the hub sees it: who is on it, which dataset, and how to reach it. */
export interface PresenceConnection {
  readonly userId: string
  readonly dataset: string
  /** Whether this socket's user may see that someone is at this document (may they read it). */
  canSee(documentId: string): boolean
  send(message: PresenceServerMessage): void
}

interface SessionState {
  owner: PresenceConnection
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
}

/**
 * Presence state and fan-out, independent of the transport. A session id belongs to the socket that
 * announced it; when that socket goes, every session it announced is broadcast as disconnected.
 * Messages go to the dataset's other sockets only, never back to the sender.
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
    if (room.connections.size === 0 && room.sessions.size === 0) this.rooms.delete(connection.dataset)
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
    this.broadcast(room, connection, {
      type: 'rollCall',
      userId: connection.userId,
      ...(sessionId === undefined ? {} : {sessionId}),
      timestamp,
    })
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
      userId: connection.userId,
      sessionId,
      timestamp: new Date().toISOString(),
      locations,
    }
    room.sessions.set(sessionId, session)
    for (const other of room.connections) {
      if (other !== connection) other.send(stateEvent(session, other))
    }
  }

  private disconnect(room: Room, session: SessionState): void {
    room.sessions.delete(session.sessionId)
    this.broadcast(room, session.owner, {
      type: 'disconnect',
      userId: session.userId,
      sessionId: session.sessionId,
      timestamp: new Date().toISOString(),
    })
  }

  private broadcast(room: Room, sender: PresenceConnection, message: PresenceServerMessage): void {
    for (const connection of room.connections) {
      if (connection !== sender) connection.send(message)
    }
  }
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
