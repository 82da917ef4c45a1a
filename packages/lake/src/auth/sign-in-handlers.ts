import {randomBytes} from 'node:crypto'
import type {RouteContext} from '../http/router.js'
import {readBody} from '../http/body.js'
import {clientAddress, isHttps} from '../http/network-policy.js'
import {parseLoginRequest, postedFromOwnPage, type LoginRequest} from './login-request.js'
import {sessionCookie} from './session-cookie.js'
import {checkSignIn, signInState, startSession} from './sign-in.js'
import {renderSignInPage, type SignInPageOptions} from './sign-in-page.js'

/** The sign-in page's path after the version prefix; `/auth/providers` links to it under `/v1`. */
export const SIGN_IN_PATH = '/auth/login/tessera'
export const INVALID_CREDENTIALS = 'Invalid email or password'
const FORM_BODY_LIMIT = 16 * 1024

/** GET: the form. The query (origin, projectId, type, withSid) stays in the form's target. */
export function showSignInPage(ctx: RouteContext): void {
  const login = parseLoginRequest(ctx.kernel, ctx.req, ctx.query)
  if (typeof login === 'string') return sendPage(ctx, 400, {error: login})
  sendPage(ctx, 200, {form: {action: ownPath(ctx), email: ''}}, login)
}

/**
 * POST: checks the password. On success it hands the sign-in back the way the query asked: a
 * one-time sid in the redirect's fragment, an HttpOnly session cookie, or both.
 */
export async function submitSignIn(ctx: RouteContext): Promise<void> {
  const {kernel, req, res} = ctx
  // Refusing posts from other sites keeps them from signing a visitor in to an account of theirs
  // (login cross-site request forgery).
  if (!postedFromOwnPage(kernel, req)) {
    return sendPage(ctx, 403, {error: 'Sign in from the sign-in page of this lake.'})
  }
  const login = parseLoginRequest(kernel, ctx.req, ctx.query)
  if (typeof login === 'string') return sendPage(ctx, 400, {error: login})
  const form = new URLSearchParams((await readBody(req, FORM_BODY_LIMIT)).toString('utf8'))
  const email = form.get('email') ?? ''
  const outcome = await checkSignIn(kernel, {
    email,
    password: form.get('password') ?? '',
    address: clientAddress(kernel, req),
  })
  const formState = {action: ownPath(ctx), email}

  if (outcome.kind === 'limited') {
    res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
    const error = `Too many failed sign-in attempts. Try again in ${waitText(outcome.retryAfterSeconds)}.`
    return sendPage(ctx, 429, {error, form: formState}, login)
  }
  if (outcome.kind === 'invalid') {
    return sendPage(ctx, 401, {error: INVALID_CREDENTIALS, form: formState}, login)
  }

  if (login.cookie) {
    const {token, maxAgeSeconds} = startSession(kernel, outcome.user.id)
    res.setHeader('Set-Cookie', sessionCookie(token, maxAgeSeconds, isHttps(kernel, req)))
  }
  if (!login.origin) {
    const notice = {
      heading: 'Signed in',
      text: `You are signed in as ${outcome.user.name}. You can close this page.`,
    }
    return sendPage(ctx, 200, {notice}, login)
  }
  const target = new URL(login.origin)
  if (login.sid) target.hash = `sid=${signInState(kernel).sids.create(outcome.user.id)}`
  else target.hash = ''
  res.writeHead(303, {Location: target.href, 'Cache-Control': 'no-store'})
  res.end()
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

function sendPage(
  ctx: RouteContext,
  status: number,
  options: Omit<SignInPageOptions, 'nonce' | 'projectName'>,
  login?: LoginRequest,
): void {
  const nonce = randomBytes(16).toString('base64')
  const returnTo = options.form && login?.origin ? login.origin.host : undefined
  const html = renderSignInPage({...options, nonce, projectName: projectName(ctx), returnTo})
  // The form posts to this page; the redirect that follows goes to the origin, which form-action
  // must allow as well.
  const formAction = ["'self'", login?.origin?.origin].filter(Boolean).join(' ')
  ctx.res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Not no-referrer: with it, browsers send `Origin: null` on the form post, which postedFromOwnPage refuses.
    'Referrer-Policy': 'same-origin',
  })
  ctx.res.end(html)
}

function projectName(ctx: RouteContext): string {
  return ctx.kernel.config.projectName ?? ctx.kernel.config.projectId
}

/** The page's own path and query, the form's target. */
function ownPath(ctx: RouteContext): string {
  const url = new URL(ctx.req.url ?? '/', 'http://lake.local')
  return url.pathname + url.search
}
