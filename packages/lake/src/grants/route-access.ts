import type {RouteContext} from '../http/router.js'
import type {DocumentAccess} from './document-access.js'
import {noDocumentGrants} from './permission-errors.js'

/** The caller's document access for a data endpoint; 403 when their roles grant nothing at all. */
export function dataAccess(ctx: RouteContext): DocumentAccess {
  const access = ctx.kernel.grants.accessFor(ctx.identity)
  if (!access.hasGrants) throw noDocumentGrants(access.roles)
  return access
}
