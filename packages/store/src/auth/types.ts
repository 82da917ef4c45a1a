import type {CurrentUser} from '../users/types.js'

/** How the studio signs in: a token in storage, the lake's session cookie, or both (the default). */
export type LoginMethod = 'token' | 'cookie' | 'dual'

export interface AuthState {
  authenticated: boolean
  currentUser: CurrentUser | null
  /** The token requests should carry; null with cookie sign-in or when signed out. */
  token: string | null
}

/** A sign-in provider as `/auth/providers` lists it. */
export interface AuthProvider {
  name: string
  title: string
  url: string
  logo?: string
}

/** The part of BroadcastChannel the auth store uses (injectable for tests and other runtimes). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: {data: unknown}) => void): void
  removeEventListener(type: 'message', listener: (event: {data: unknown}) => void): void
  close?(): void
}

/** The part of window.location the auth store uses: the hash, and a way to replace it without a reload. */
export interface LocationLike {
  readonly hash: string
  replaceHash(hash: string): void
}
