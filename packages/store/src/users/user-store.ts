import type {SanityClient} from '@sanity/client'
import type {CurrentUser, User} from './types.js'
import {SYSTEM_USER, SYSTEM_USER_ID, toCurrentUser, toUser} from './user-shapes.js'

const USERS_API_VERSION = '2021-06-07'
/** How long lookups are collected before one request asks for all of them. */
export const USER_BATCH_WINDOW_MS = 10
/** Most ids in one request (keeps the URL short). */
export const USER_BATCH_MAX_IDS = 100

export interface UserStoreOptions {
  client: SanityClient
  batchWindowMs?: number
  maxBatchSize?: number
}

export interface UserStore {
  /** The user, or null when unknown or when the lake refuses the lookup (403). Cached per id. */
  getUser(id: string): Promise<User | null>
  /** The users found, in the order asked; unknown ids are left out. */
  getUsers(ids: readonly string[]): Promise<User[]>
  /** The signed-in user from `/users/me`, or null when nobody is signed in (401). Not cached. */
  getCurrentUser(): Promise<CurrentUser | null>
  /** Drops the cache; lookups still waiting for their batch are rejected. */
  dispose(): void
}

interface Waiting {
  resolve(user: User | null): void
  reject(error: unknown): void
}

function statusOf(error: unknown): number | undefined {
  const status = (error as {statusCode?: unknown} | null)?.statusCode
  return typeof status === 'number' ? status : undefined
}

export function createUserStore(options: UserStoreOptions): UserStore {
  const client = options.client.withConfig({apiVersion: USERS_API_VERSION})
  const windowMs = options.batchWindowMs ?? USER_BATCH_WINDOW_MS
  const maxBatch = options.maxBatchSize ?? USER_BATCH_MAX_IDS
  const cache = new Map<string, Promise<User | null>>()
  let waiting = new Map<string, Waiting>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  async function fetchBatch(ids: string[], batch: Map<string, Waiting>): Promise<void> {
    let users: Map<string, User>
    try {
      const answer = await client.request<unknown>({
        uri: `/users/${ids.map(encodeURIComponent).join(',')}`,
        withCredentials: true,
        tag: 'users.get',
      })
      const list = (Array.isArray(answer) ? answer : [answer]).map(toUser)
      users = new Map(list.filter((user): user is User => user !== null).map((user) => [user.id, user]))
    } catch (error) {
      const status = statusOf(error)
      // 403: not allowed to see these users; 404: a single unknown id. Both read as "no user".
      if (status === 403 || status === 404) {
        users = new Map()
      } else {
        for (const id of ids) {
          cache.delete(id)
          batch.get(id)?.reject(error)
        }
        return
      }
    }
    for (const id of ids) batch.get(id)?.resolve(users.get(id) ?? null)
  }

  function flush(): void {
    timer = undefined
    const batch = waiting
    waiting = new Map()
    const ids = [...batch.keys()]
    for (let start = 0; start < ids.length; start += maxBatch) {
      void fetchBatch(ids.slice(start, start + maxBatch), batch)
    }
  }

  function getUser(id: string): Promise<User | null> {
    if (id === SYSTEM_USER_ID) return Promise.resolve({...SYSTEM_USER})
    if (disposed) return Promise.reject(new Error('The user store has been disposed'))
    const cached = cache.get(id)
    if (cached) return cached
    const promise = new Promise<User | null>((resolve, reject) => waiting.set(id, {resolve, reject}))
    // Marked handled here: the caller gets the same promise and sees the rejection.
    promise.catch(() => undefined)
    cache.set(id, promise)
    timer ??= setTimeout(flush, windowMs)
    return promise
  }

  return {
    getUser,
    async getUsers(ids) {
      const users = await Promise.all(ids.map(getUser))
      return users.filter((user): user is User => user !== null)
    },
    async getCurrentUser() {
      try {
        const answer = await client.request<unknown>({
          uri: '/users/me',
          withCredentials: true,
          tag: 'users.get-current',
        })
        return toCurrentUser(answer)
      } catch (error) {
        if (statusOf(error) === 401) return null
        throw error
      }
    },
    dispose() {
      disposed = true
      if (timer) clearTimeout(timer)
      timer = undefined
      const error = new Error('The user store has been disposed')
      for (const entry of waiting.values()) entry.reject(error)
      waiting = new Map()
      cache.clear()
    },
  }
}
