import type {LakeKernel} from '../kernel.js'
import {FailureLimiter, SIGN_IN_LIMITS} from './failure-limiter.js'
import {createSidStore, type SidStore} from './sid-store.js'
import type {LakeUser} from './user-store.js'

interface SignInState {
  sids: SidStore
  limiter: FailureLimiter
}

// Per-lake state kept beside the kernel rather than in it: only the sign-in routes use it.
const states = new WeakMap<LakeKernel, SignInState>()

export function signInState(kernel: LakeKernel): SignInState {
  let state = states.get(kernel)
  if (!state) {
    state = {sids: createSidStore(kernel.db), limiter: new FailureLimiter(SIGN_IN_LIMITS)}
    states.set(kernel, state)
  }
  return state
}

export type SignInOutcome =
  {kind: 'ok'; user: LakeUser} | {kind: 'invalid'} | {kind: 'limited'; retryAfterSeconds: number}

const MAX_EMAIL_LENGTH = 320
const MAX_PASSWORD_LENGTH = 1024

/**
 * Checks an email and password, within the failure limit per email and per client address. The
 * outcome does not say whether the email exists: unknown emails cost the same scrypt run.
 */
export async function checkSignIn(
  kernel: LakeKernel,
  attempt: {email: string; password: string; address: string},
): Promise<SignInOutcome> {
  const {limiter} = signInState(kernel)
  const email = attempt.email.trim().toLowerCase()
  const emailKey = `email:${email}`
  const keys = [emailKey, `address:${attempt.address}`]
  const retryAfterSeconds = limiter.retryAfterSeconds(keys)
  if (retryAfterSeconds > 0) return {kind: 'limited', retryAfterSeconds}

  const pending = limiter.begin(keys)
  const plausible = email.length <= MAX_EMAIL_LENGTH && attempt.password.length <= MAX_PASSWORD_LENGTH
  const user = await kernel.users.verifyPassword(plausible ? email : '', plausible ? attempt.password : '')
  if (!user || !plausible) return {kind: 'invalid'}
  pending.succeeded()
  limiter.clear(emailKey)
  return {kind: 'ok', user}
}

/** A session token for a user who just signed in, valid for the configured lifetime. */
export function startSession(kernel: LakeKernel, userId: string): {token: string; maxAgeSeconds: number} {
  const maxAgeSeconds = Math.round(kernel.config.sessionLifetimeDays * 24 * 60 * 60)
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000).toISOString()
  return {token: kernel.tokens.createSessionToken(userId, expiresAt).token, maxAgeSeconds}
}
