import {toCurrentUser} from '../users/user-shapes.js'
import type {CurrentUser} from '../users/types.js'
import {AuthRequestError, NetworkError} from './errors.js'
import type {AuthProvider} from './types.js'

/** The API version of the auth calls (spec/002 §7). */
export const AUTH_API_VERSION = '2021-06-07'
const PING_TIMEOUT_MS = 15_000

export interface AuthApiOptions {
  apiHost: string
  apiVersion: string
  fetch: typeof fetch
}

interface CallOptions {
  method?: 'GET' | 'POST'
  query?: Record<string, string>
  /** Send the session cookie (`credentials: 'include'`). */
  credentials?: boolean
  token?: string | null
  signal?: AbortSignal
}

/** The lake's auth endpoints over fetch: fetch lets the store choose credentials per call, as the browser does. */
export function createAuthApi(options: AuthApiOptions) {
  const base = `${options.apiHost.replace(/\/+$/, '')}/v${options.apiVersion.replace(/^v/, '')}`

  async function call(path: string, init: CallOptions = {}): Promise<Response> {
    const url = new URL(base + path)
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value)
    try {
      return await options.fetch(url, {
        method: init.method ?? 'GET',
        credentials: init.credentials ? 'include' : 'omit',
        headers: {
          Accept: 'application/json',
          ...(init.token ? {Authorization: `Bearer ${init.token}`} : {}),
        },
        signal: init.signal,
      })
    } catch (error) {
      throw new NetworkError(error)
    }
  }

  async function json<T>(response: Response): Promise<T> {
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON: the text is the message.
    }
    if (!response.ok) {
      const message = (body as {message?: unknown} | null)?.message
      throw new AuthRequestError(
        response.status,
        typeof message === 'string' ? message : `HTTP ${response.status} ${response.statusText}`,
      )
    }
    return body as T
  }

  return {
    /** The signed-in user; `unauthorized` for a 401. */
    async currentUser(
      token: string | null,
      credentials: boolean,
    ): Promise<CurrentUser | 'unauthorized' | null> {
      const response = await call('/users/me', {token, credentials})
      if (response.status === 401) {
        await response.body?.cancel()
        return 'unauthorized'
      }
      return toCurrentUser(await json<unknown>(response))
    },
    /** Whether the lake answers a ping sent without credentials. */
    async ping(): Promise<boolean> {
      try {
        const response = await call('/ping', {signal: AbortSignal.timeout(PING_TIMEOUT_MS)})
        await response.body?.cancel()
        return response.ok
      } catch {
        return false
      }
    },
    /** The token for a sid; null when the lake does not know it (used, expired or unknown: 401). */
    async exchangeSessionId(sid: string): Promise<string | null> {
      const response = await call('/auth/fetch', {query: {sid}})
      if (response.status === 401) {
        await response.body?.cancel()
        return null
      }
      const {token} = await json<{token?: unknown}>(response)
      if (typeof token !== 'string')
        throw new AuthRequestError(response.status, 'The sid exchange returned no token')
      return token
    },
    async providers(): Promise<AuthProvider[]> {
      const answer = await json<{providers?: AuthProvider[]}>(await call('/auth/providers'))
      return Array.isArray(answer.providers) ? answer.providers : []
    },
    async logout(token: string | null, credentials: boolean): Promise<void> {
      await json<unknown>(await call('/auth/logout', {method: 'POST', token, credentials}))
    },
    /** Feature names; a failure reads as none (spec/002 §7). */
    async features(token: string | null, credentials: boolean): Promise<string[]> {
      try {
        const answer = await json<unknown>(await call('/features', {token, credentials}))
        return Array.isArray(answer) ? answer.filter((name): name is string => typeof name === 'string') : []
      } catch {
        return []
      }
    },
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
