import type {StorageLike} from '../settings/memory-storage.js'

/** The stored token: one entry per project, with the time it was stored. */
export interface StoredToken {
  token: string
  time: string
}

export function tokenStorageKey(projectId: string): string {
  return `__tessera_auth_token_${projectId}`
}

export interface TokenStorage {
  read(): StoredToken | null
  save(token: string): void
  clear(): void
}

/** Reads and writes a project's token. Storage failures read as "no token": signing in again fixes them. */
export function createTokenStorage(storage: StorageLike, projectId: string): TokenStorage {
  const key = tokenStorageKey(projectId)
  return {
    read() {
      try {
        const raw = storage.getItem(key)
        if (!raw) return null
        const parsed = JSON.parse(raw) as Partial<StoredToken> | null
        if (typeof parsed?.token !== 'string' || !parsed.token) return null
        return {token: parsed.token, time: typeof parsed.time === 'string' ? parsed.time : ''}
      } catch {
        return null
      }
    },
    save(token) {
      try {
        storage.setItem(key, JSON.stringify({token, time: new Date().toISOString()}))
      } catch {
        // Nothing to do: the session just will not survive a reload.
      }
    },
    clear() {
      try {
        storage.removeItem(key)
      } catch {
        // Ignored, as above.
      }
    },
  }
}
