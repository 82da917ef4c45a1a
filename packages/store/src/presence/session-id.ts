import {PRESENCE_SESSION_ID_LENGTH, PRESENCE_SESSION_ID_STORAGE_KEY} from './constants.js'

/** The part of the Web Storage interface the session id needs. */
export interface PresenceSessionStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const VALID = new RegExp(`^[A-Za-z0-9]{${PRESENCE_SESSION_ID_LENGTH}}$`)

export function createPresenceSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(PRESENCE_SESSION_ID_LENGTH))
  // 256 is a multiple of 62 plus 8, so the first letters are barely more likely: fine for an id.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/**
 * This tab's presence session id: the one in session storage, or a new one stored there, so a reload
 * keeps the session (the lake lets the same user take over a session id from a new socket). Storage
 * failures (blocked storage, quota) just mean the id lives as long as the page.
 */
export function getPresenceSessionId(storage: PresenceSessionStorage | undefined): string {
  try {
    const stored = storage?.getItem(PRESENCE_SESSION_ID_STORAGE_KEY)
    if (stored && VALID.test(stored)) return stored
  } catch {
    // Unreadable storage: make a new id.
  }
  const id = createPresenceSessionId()
  try {
    storage?.setItem(PRESENCE_SESSION_ID_STORAGE_KEY, id)
  } catch {
    // Unwritable storage: the id lasts as long as this page.
  }
  return id
}
