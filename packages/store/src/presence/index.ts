export {createPresenceStore, type PresenceStore, type PresenceStoreOptions} from './presence-store.js'
export {
  connectPresenceSocket,
  presenceReconnectDelay,
  type ConnectionStatus,
  type PresenceSocket,
  type PresenceSocketFactory,
  type WebSocketConstructor,
} from './socket.js'
export {parsePresenceMessage} from './messages.js'
export {createPresenceSessionId, getPresenceSessionId, type PresenceSessionStorage} from './session-id.js'
export {documentPresence, globalPresence} from './presence-views.js'
export {debugPresenceSessions, FAKE_PRESENCE_USERS, type DebugPresenceOption} from './debug-presence.js'
export {
  ANNOUNCE_DEBOUNCE_MS,
  ANNOUNCE_INTERVAL_MS,
  PRESENCE_SESSION_ID_LENGTH,
  PRESENCE_SESSION_ID_STORAGE_KEY,
} from './constants.js'
export type {
  DocumentPresence,
  GetUsers,
  GlobalPresence,
  LocationInput,
  PresenceUser,
  SessionPresence,
} from './types.js'
