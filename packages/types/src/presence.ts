/**
 * The presence protocol spoken over the lake's WebSocket `/v{version}/socket/{dataset}`: JSON text
 * messages, one object each, with a `type`. The server stamps who (`userId`) and when (`timestamp`);
 * clients never send those.
 */

/** One segment of a path into a document: a field name, an array index, a keyed item or an index range. */
export type PresencePathSegment = string | number | {_key: string} | [number | '', number | '']

/** Where a session is in the studio: a document and a path into it. */
export interface PresenceLocation {
  /** What kind of location, such as `document`. */
  type: string
  documentId: string
  path: PresencePathSegment[]
  /** ISO 8601 time of the session's last activity at this location. */
  lastActiveAt: string
}

/** Client → server: ask every other session of the dataset to announce itself. */
export interface PresenceRollCallRequest {
  /** `presence_rollcall` is accepted as an alias. */
  type: 'rollCall' | 'presence_rollcall'
  /** The asking session (the alias also accepts `session`). */
  sessionId?: string
}

/** Client → server: announce a session's locations (also the answer to a roll call). */
export interface PresenceAnnounceRequest {
  /** `presence_announce` is accepted as an alias. */
  type: 'state' | 'presence_announce'
  sessionId: string
  locations: PresenceLocation[]
}

/** Client → server: a session ends (a tab closes, the user signs out). */
export interface PresenceDisconnectRequest {
  /** `presence_disconnect` is accepted as an alias. */
  type: 'disconnect' | 'presence_disconnect'
  sessionId: string
}

export type PresenceClientMessage =
  PresenceRollCallRequest | PresenceAnnounceRequest | PresenceDisconnectRequest

/** Server → client: another session asked for a roll call; answer with a `state` message. */
export interface PresenceRollCallEvent {
  type: 'rollCall'
  userId: string
  sessionId?: string
  timestamp: string
}

/** Server → client: a session's current locations. */
export interface PresenceStateEvent {
  type: 'state'
  userId: string
  sessionId: string
  timestamp: string
  locations: PresenceLocation[]
}

/** Server → client: a session is gone (it said so, or its socket dropped). */
export interface PresenceDisconnectEvent {
  type: 'disconnect'
  userId: string
  sessionId: string
  timestamp: string
}

/** Server → client: a message was refused; the socket stays open. */
export interface PresenceErrorEvent {
  type: 'error'
  message: string
}

export type PresenceServerMessage =
  PresenceRollCallEvent | PresenceStateEvent | PresenceDisconnectEvent | PresenceErrorEvent
