export {createAuthStore} from './auth-store.js'
export type {AuthStore, AuthStoreOptions} from './auth-store.js'
export {AUTH_API_VERSION} from './auth-api.js'
export {
  AuthRequestError,
  CorsOriginError,
  INVALID_PROJECT_ID,
  NetworkError,
  unknownNetworkError,
} from './errors.js'
export {createLoginUrl, providerDisplayName} from './login-url.js'
export type {LoginUrlOptions} from './login-url.js'
export {MIN_SESSION_ID_LENGTH, extractSessionId} from './session-id.js'
export {tokenStorageKey} from './token-storage.js'
export type {StoredToken} from './token-storage.js'
export type {AuthProvider, AuthState, BroadcastChannelLike, LocationLike, LoginMethod} from './types.js'
