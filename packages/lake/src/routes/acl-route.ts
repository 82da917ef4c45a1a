import {notFound} from '../errors.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/**
 * `GET /projects/:projectId/datasets/:dataset/acl`: the caller's grants, `[{filter, permissions}]`, which
 * the studio's grants store evaluates to decide what to offer. A caller whose roles grant nothing gets
 * an empty list (the studio then reports "No document grants").
 */
function handleAcl(ctx: RouteContext): void {
  const {kernel, params} = ctx
  if (params.projectId !== kernel.config.projectId) {
    throw notFound(
      `No project with the id "${params.projectId}": this lake serves "${kernel.config.projectId}"`,
    )
  }
  kernel.dataset(params.dataset) // 400 for an invalid name
  const {grants} = kernel.grants.accessFor(ctx.identity)
  sendJson(ctx.res, 200, grants)
}

export const aclRoutes: Route[] = [
  {method: 'GET', path: '/projects/:projectId/datasets/:dataset/acl', handler: handleAcl},
]
