import type {LakeKernel} from '../kernel.js'
import {FailureLimiter} from './failure-limiter.js'
import {createSidStore, type SidStore} from './sid-store.js'
import type {LakeUser} from './user-store.js'

interface SignInState {
  sids: SidStore
  limiter: FailureLimiter
}

/** Failures count for an hour, or twice the longest delay if that is longer. */
const MIN_FAILURE_WINDOW_MS = 60 * 60 * 1000

// Per-lake state kept beside the kernel rather than in it: only the sign-in routes use it.
const states = new WeakMap<LakeKernel, SignInState>()

export function signInState(kernel: LakeKernel): SignInState {
  let state = states.get(kernel)
  if (!state) {
    const windowMs = Math.max(MIN_FAILURE_WINDOW_MS, 2 * kernel.limits.signInMaxDelaySeconds * 1000)
    state = {sids: createSidStore(kernel.sql), limiter: new FailureLimiter({windowMs})}
    states.set(kernel, state)
  }
  return state
}

export type SignInOutcome =
  {kind: 'ok'; user: LakeUser} | {kind: 'invalid'} | {kind: 'limited'; retryAfterSeconds: number}

const MAX_EMAIL_LENGTH = 320
const MAX_PASSWORD_LENGTH = 1024

/**
 * Checks an email and password, with progressive delays per account and client address, and per
 * address over all accounts. Keying the account's delay by address means nobody can lock someone else
 * out from elsewhere; behind a proxy the address is the client's only when the proxy is trusted. The
 * outcome does not say whether the email exists: unknown emails cost the same scrypt run.
 */
export async function checkSignIn(
  kernel: LakeKernel,
  attempt: {email: string; password: string; address: string},
): Promise<SignInOutcome> {
  const {limiter} = signInState(kernel)
  const {limits} = kernel
  const email = attempt.email.trim().toLowerCase()
  const maxDelayMs = limits.signInMaxDelaySeconds * 1000
  const accountKey = `account:${attempt.address}\u0000${email}`
  const addressKey = `address:${attempt.address}`
  const waitMs = limiter.waitMs([
    {key: accountKey, rule: {freeFailures: limits.signInFreeFailures, maxDelayMs}},
    {key: addressKey, rule: {freeFailures: limits.signInFreeFailuresPerAddress, maxDelayMs}},
  ])
  if (waitMs > 0) return {kind: 'limited', retryAfterSeconds: Math.ceil(waitMs / 1000)}

  const pending = limiter.begin([accountKey, addressKey])
  const plausible = email.length <= MAX_EMAIL_LENGTH && attempt.password.length <= MAX_PASSWORD_LENGTH
  const user = await kernel.users.verifyPassword(plausible ? email : '', plausible ? attempt.password : '')
  if (!user || !plausible) return {kind: 'invalid'}
  pending.succeeded()
  limiter.clear(accountKey)
  return {kind: 'ok', user}
}

/**
 * A session token for a user who just signed in, valid for the configured lifetime. Expired sessions
 * are deleted, and the user's oldest beyond `maxSessionsPerUser`, so session rows stay bounded.
 */
export function startSession(kernel: LakeKernel, userId: string): {token: string; maxAgeSeconds: number} {
  const maxAgeSeconds = Math.round(kernel.config.sessionLifetimeDays * 24 * 60 * 60)
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000).toISOString()
  const {token} = kernel.tokens.createSessionToken(userId, expiresAt)
  kernel.tokens.pruneSessions(userId, kernel.limits.maxSessionsPerUser)
  return {token, maxAgeSeconds}
}
