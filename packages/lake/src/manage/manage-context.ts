import {createHash, randomBytes} from 'node:crypto'
import {lakeBaseUrl, postedFromOwnPage} from '../auth/login-request.js'
import {rawCredentials} from '../auth/session-cookie.js'
import {SIGN_IN_PATH} from '../auth/sign-in-handlers.js'
import type {RouteContext} from '../http/router.js'
import {html, renderManagePage, type ManagePageOptions} from './manage-page.js'

export const ADMINISTRATOR_ROLE = 'administrator'

/** A per-session token for the pages' forms: a form posted from elsewhere does not carry it. */
export function csrfToken(ctx: RouteContext): string {
  const credential = rawCredentials(ctx.req)
  return createHash('sha256').update(`tessera-manage\u0000${credential}`).digest('hex').slice(0, 32)
}

export function sendManagePage(
  ctx: RouteContext,
  status: number,
  options: Omit<ManagePageOptions, 'nonce' | 'projectId' | 'projectName'>,
): void {
  const nonce = randomBytes(16).toString('base64')
  const {config} = ctx.kernel
  const page = renderManagePage({
    ...options,
    nonce,
    projectId: config.projectId,
    projectName: config.projectName ?? config.projectId,
  })
  ctx.res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(page),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  })
  ctx.res.end(page)
}

/**
 * Lets administrators of this project through. Others get the sign-in page (anonymous, returning
 * here), a 403 page (signed in without the administrator role) or a 404 page (another project).
 * Returns false when it answered the request itself.
 */
export function admitAdministrator(ctx: RouteContext): boolean {
  const {kernel, params, identity, req, res} = ctx
  if (params.projectId !== kernel.config.projectId) {
    sendManagePage(ctx, 404, {
      title: 'Project not found',
      body: html`<p>This lake has no project "${params.projectId}".</p>`,
    })
    return false
  }
  if (identity.kind === 'anonymous') {
    const base = lakeBaseUrl(kernel, req)
    const signIn = new URL(`${base}/v1${SIGN_IN_PATH}`)
    signIn.searchParams.set('origin', `${base}${req.url ?? '/'}`)
    signIn.searchParams.set('projectId', kernel.config.projectId)
    signIn.searchParams.set('type', 'cookie')
    res.writeHead(303, {Location: signIn.href, 'Cache-Control': 'no-store'})
    res.end()
    return false
  }
  if (!identity.roles.includes(ADMINISTRATOR_ROLE)) {
    sendManagePage(ctx, 403, {
      title: 'Administrators only',
      body: html`<p>
        Managing the project needs the administrator role. Ask an administrator of
        "${kernel.config.projectId}" to give it to you.
      </p>`,
    })
    return false
  }
  return true
}

/** Whether a posted form came from one of these pages (same origin and the session's token). */
export function isTrustedForm(ctx: RouteContext, form: URLSearchParams): boolean {
  if (!postedFromOwnPage(ctx.kernel, ctx.req)) return false
  return form.get('csrf') === csrfToken(ctx)
}
