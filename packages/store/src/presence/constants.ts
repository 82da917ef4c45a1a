/** Sessions re-announce their locations this often, so others can tell they are still there (spec 002 §9). */
export const ANNOUNCE_INTERVAL_MS = 30_000

/** Location changes within this window are announced once (spec 002 §9). */
export const ANNOUNCE_DEBOUNCE_MS = 200

/** Length of the session id kept in session storage (spec 002 §9). */
export const PRESENCE_SESSION_ID_LENGTH = 16

/** Where the session id is kept: per browser tab, shared by the tab's workspaces. */
export const PRESENCE_SESSION_ID_STORAGE_KEY = 'tessera::presence-session-id'

/** Reconnect delays: 100 ms doubled per attempt, capped at 4 minutes (spec 002 §4, Connection). */
export const RECONNECT_INITIAL_DELAY_MS = 100
export const RECONNECT_MAX_DELAY_MS = 240_000

/** The API version in the socket path when none is given. */
export const PRESENCE_API_VERSION = '2021-06-07'

export const PRESENCE_TAG = 'tessera.presence'
