/**
 * Who is calling, resolved once per request from a bearer token or the session cookie. Route handlers
 * read it from `ctx.identity`; grants follow from its roles.
 */
export interface Identity {
  /** The user's id, the robot token's id, or `anonymous`. */
  id: string
  kind: 'user' | 'robot' | 'anonymous'
  roles: string[]
  /** The id of the token that authenticated this request (absent for anonymous callers). */
  tokenId?: string
}

export const ANONYMOUS_ID = 'anonymous'

export function anonymousIdentity(role: string | null): Identity {
  return {id: ANONYMOUS_ID, kind: 'anonymous', roles: role ? [role] : []}
}
