import {
  BehaviorSubject,
  Observable,
  ReplaySubject,
  defer,
  from,
  of,
  shareReplay,
  switchMap,
  takeUntil,
} from 'rxjs'
import {browserLocalStorage, createMemoryStorage, type StorageLike} from '../settings/memory-storage.js'
import type {CurrentUser} from '../users/types.js'
import {AUTH_API_VERSION, createAuthApi} from './auth-api.js'
import {createAuthBroadcast} from './broadcast.js'
import {CorsOriginError, INVALID_PROJECT_ID, NetworkError, unknownNetworkError} from './errors.js'
import {createLoginUrl} from './login-url.js'
import {extractSessionId} from './session-id.js'
import {createTokenStorage} from './token-storage.js'
import type {AuthProvider, AuthState, BroadcastChannelLike, LocationLike, LoginMethod} from './types.js'

export interface AuthStoreOptions {
  projectId: string
  /** The lake's address, e.g. `http://127.0.0.1:3334`. */
  apiHost: string
  /** Where the token is kept: local storage by default, memory where there is none. */
  storage?: StorageLike
  /** Default 'dual'. */
  loginMethod?: LoginMethod
  /** Tells other tabs about sign-in and sign-out; a BroadcastChannel by default, null for none. */
  broadcast?: BroadcastChannelLike | null
  /** Where a `#sid=` arrives after sign-in; window.location by default, null for none. */
  location?: LocationLike | null
  fetch?: typeof fetch
  apiVersion?: string
}

export interface AuthStore {
  /** Who is signed in; checked again after sign-in or sign-out here or in another tab. */
  state$: Observable<AuthState>
  /**
   * Exchanges a `#sid=` in the location hash for a token, stores it and strips the sid from the hash.
   * True when a token was stored. state$ calls it once before its first check.
   */
  handleCallbackUrl(): Promise<boolean>
  /** The stored token (token and dual modes). */
  getToken(): string | null
  getProviders(): Promise<AuthProvider[]>
  loginUrl(provider: Pick<AuthProvider, 'url'>, options: {origin: string; basePath?: string}): string
  /** Ends the session on the lake, forgets the token and tells other tabs. */
  logout(): Promise<void>
  getFeatures(): Promise<string[]>
  dispose(): void
}

const SIGNED_OUT: AuthState = {authenticated: false, currentUser: null, token: null}

function browserLocation(): LocationLike | null {
  const {location, history} = globalThis as {location?: Location; history?: History}
  if (!location || !history) return null
  return {
    get hash() {
      return location.hash
    },
    replaceHash(hash) {
      history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`)
    },
  }
}

export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const {projectId} = options
  if (!projectId || typeof projectId !== 'string') throw new Error(INVALID_PROJECT_ID)
  const loginMethod = options.loginMethod ?? 'dual'
  const useToken = loginMethod !== 'cookie'
  const useCookie = loginMethod !== 'token'
  const tokens = createTokenStorage(
    options.storage ?? browserLocalStorage() ?? createMemoryStorage(),
    projectId,
  )
  const location = options.location === undefined ? browserLocation() : options.location
  const api = createAuthApi({
    apiHost: options.apiHost,
    apiVersion: options.apiVersion ?? AUTH_API_VERSION,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
  })
  const refresh$ = new BehaviorSubject<void>(undefined)
  // A replaying subject, so streams subscribed after dispose() end at once too.
  const disposed$ = new ReplaySubject<void>(1)
  const broadcast = createAuthBroadcast(projectId, options.broadcast, () => refresh$.next())
  let callbackHandled: Promise<boolean> | undefined

  function getToken(): string | null {
    return useToken ? (tokens.read()?.token ?? null) : null
  }

  async function handleCallbackUrl(): Promise<boolean> {
    if (!useToken || !location) return false
    const found = extractSessionId(location.hash)
    if (!found) return false
    // Stripped first: a sid works once, so a reload must not try it again.
    location.replaceHash(found.remainingHash)
    const token = await api.exchangeSessionId(found.sid)
    if (!token) return false
    tokens.save(token)
    broadcast.post('login')
    return true
  }

  /** Why a network error happened: a CORS refusal when a ping without credentials gets through. */
  async function explainNetworkError(error: NetworkError): Promise<Error> {
    if (await api.ping()) {
      const origin = (globalThis as {location?: Location}).location?.origin
      return new CorsOriginError(projectId, origin)
    }
    if (!error.message) return new Error(unknownNetworkError(new URL(options.apiHost).host))
    return error.cause instanceof Error ? error.cause : error
  }

  async function currentUser(token: string | null): Promise<CurrentUser | null> {
    let answer: CurrentUser | 'unauthorized' | null
    try {
      answer = await api.currentUser(token, useCookie)
    } catch (error) {
      throw error instanceof NetworkError ? await explainNetworkError(error) : error
    }
    if (answer !== 'unauthorized') return answer
    // The token (or cookie) is no longer valid: forget it, nobody is signed in.
    if (!token) return null
    tokens.clear()
    // In dual mode a valid session cookie may still stand behind the dead token.
    return useCookie ? currentUser(null) : null
  }

  async function resolveState(): Promise<AuthState> {
    const token = getToken()
    if (!useCookie && !token) return SIGNED_OUT
    const user = await currentUser(token)
    if (!user) return SIGNED_OUT
    return {authenticated: true, currentUser: user, token: getToken()}
  }

  /**
   * The callback's outcome before the first check. Without a sid in the hash it is known at once, and
   * then the check's request goes out synchronously, in the render that subscribes, instead of after
   * that render's task (a promise's continuation waits for it; issue 23: time to editable).
   */
  function callbackOutcome(): Observable<boolean> {
    if (callbackHandled) return from(callbackHandled)
    if (!useToken || !location || !extractSessionId(location.hash)) {
      callbackHandled = Promise.resolve(false)
      return of(false)
    }
    return from((callbackHandled = handleCallbackUrl()))
  }

  const state$ = defer(callbackOutcome).pipe(
    switchMap(() => refresh$),
    switchMap(() => from(resolveState())),
    takeUntil(disposed$),
    shareReplay({bufferSize: 1, refCount: true}),
  )

  return {
    state$,
    handleCallbackUrl,
    getToken,
    getProviders: () => api.providers(),
    loginUrl: (provider, urlOptions) => createLoginUrl(provider, {...urlOptions, projectId, loginMethod}),
    async logout() {
      try {
        await api.logout(getToken(), useCookie)
      } finally {
        tokens.clear()
        broadcast.post('logout')
        refresh$.next()
      }
    },
    getFeatures: () => api.features(getToken(), useCookie),
    dispose() {
      disposed$.next()
      disposed$.complete()
      broadcast.close()
    },
  }
}
