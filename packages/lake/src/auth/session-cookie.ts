import type {IncomingMessage} from 'node:http'

/** The HttpOnly cookie that carries a session token in cookie mode, over plain http. */
export const SESSION_COOKIE = 'tessera_session'
/**
 * Its name over https. Browsers accept a `__Host-` cookie only when it is Secure, has `Path=/` and no
 * Domain, so a sibling subdomain or a plain-http page cannot plant one beside it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

/** Session tokens (and the robot tokens people may paste) are `tk` and base64url. */
const TOKEN_VALUE = /^[A-Za-z0-9_-]{1,200}$/

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

/**
 * Over https the cookie is `SameSite=None; Secure`, as the Content Lake's: a studio served from another
 * site (its own host, the lake behind a TLS proxy on another) sends it with its API calls. That is
 * safe here because a cookie counts only from origins allowed credentials (resolve-identity.ts), and
 * browsers name the origin on every cross-site call that could change something. Over plain http
 * browsers refuse `SameSite=None` without `Secure`, so it stays `Lax`.
 */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const name = sessionCookieName(secure)
  const sameSite = secure ? 'SameSite=None' : 'SameSite=Lax'
  return `${name}=${token}; HttpOnly; ${sameSite}; Path=/; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', 0, secure)
}

export type CookieCredential =
  {kind: 'none'} | {kind: 'token'; token: string} | {kind: 'invalid'; message: string}

/**
 * The session cookie of a request, by the name for its scheme. Several of them (one planted by a
 * sibling site for the parent domain, say) or a malformed value are invalid credentials: guessing which
 * one is meant could sign the caller in as someone else.
 */
export function readSessionCookie(req: IncomingMessage, secure: boolean): CookieCredential {
  const header = req.headers.cookie
  if (!header) return {kind: 'none'}
  const name = sessionCookieName(secure)
  const values: string[] = []
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at >= 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim())
  }
  if (values.length === 0) return {kind: 'none'}
  if (values.length > 1) {
    return {
      kind: 'invalid',
      message: `Several ${name} cookies were sent: clear this site's cookies and sign in again`,
    }
  }
  if (!TOKEN_VALUE.test(values[0])) {
    return {kind: 'invalid', message: `Malformed ${name} cookie: sign out and sign in again`}
  }
  return {kind: 'token', token: values[0]}
}

/**
 * Every session cookie value and the Authorization header as they came, for deriving per-session
 * values (the management pages' form token) without resolving the credentials.
 */
export function rawCredentials(req: Pick<IncomingMessage, 'headers'>): string {
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${SESSION_COOKIE}=`) || part.startsWith(`${SECURE_SESSION_COOKIE}=`))
  return [req.headers.authorization ?? '', ...cookies].join('\n')
}
