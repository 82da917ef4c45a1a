import {roleTitle} from '../auth/roles.js'
import {LakeError, notFound} from '../errors.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/**
 * Endpoints the studio calls for hosted features the lake does not have (deployed studios, upsells,
 * scheduled publishing), answered as the Content Lake answers a project without them, so the studio
 * shows nothing for them instead of logging failures.
 */
export const studioRoutes: Route[] = [
  {method: 'GET', path: '/projects/:projectId/grants', handler: projectGrants},
  {method: 'GET', path: '/projects/:projectId/user-applications', handler: userApplications},
  // After `/journey/trial` (extras-route.ts), which has content: every other journey has none.
  {method: 'GET', path: '/journey/:name', auth: 'optional', handler: ({res}) => sendJson(res, 200, null)},
  {method: 'GET', path: '/schedules/:projectId/:dataset', handler: schedules},
  {method: 'POST', path: '/schedules/:projectId/:dataset', handler: noSchedules},
  {method: 'DELETE', path: '/schedules/:projectId/:dataset/:id', handler: noSchedules},
  {method: 'POST', path: '/schedules/:projectId/:dataset/:id/publish', handler: noSchedules},
  {method: 'GET', path: '/data/ping/:dataset', auth: 'optional', handler: ping},
]

function checkProject({kernel, params}: RouteContext): void {
  if (params.projectId !== kernel.config.projectId) {
    throw notFound(
      `No project with the id "${params.projectId}": this lake serves "${kernel.config.projectId}"`,
    )
  }
}

/**
 * The caller's project-level grants by permission type, per role (the shape the studio reads to offer
 * "Invite members" and "Deploy studio"). Everyone may read the project and its members; administrators
 * may update it. Neither `invite` nor `deployStudio` is granted: the lake has no invitations and no
 * studio hosting (users are added with `tessera-lake user add` or the management pages).
 */
function projectGrants(ctx: RouteContext): void {
  checkProject(ctx)
  const {config} = ctx.kernel
  const entries = (grantNames: (role: string) => string[]) =>
    ctx.identity.roles.map((role) => ({
      id: role,
      name: role,
      title: roleTitle(config, role),
      description: null,
      isCustom: Object.hasOwn(config.roles, role),
      config: {},
      grants: grantNames(role).map((name) => ({name, params: {}})),
    }))
  sendJson(ctx.res, 200, {
    'sanity.project': entries((role) => (role === 'administrator' ? ['read', 'update'] : ['read'])),
    'sanity.project.members': entries(() => ['read']),
    'sanity.project.datasets': entries(() => ['read']),
  })
}

/** Deployed studios and applications: the lake hosts none. */
function userApplications(ctx: RouteContext): void {
  checkProject(ctx)
  sendJson(ctx.res, 200, [])
}

function schedules(ctx: RouteContext): void {
  checkProject(ctx)
  ctx.kernel.dataset(ctx.params.dataset) // 400 for an invalid name
  sendJson(ctx.res, 200, {schedules: []})
}

function noSchedules(ctx: RouteContext): void {
  checkProject(ctx)
  throw new LakeError(
    501,
    'Scheduled publishing is not available on this lake: schedule documents with a release instead',
  )
}

/** Whether the dataset's API answers (the studio measures its connection with it). */
function ping(ctx: RouteContext): void {
  ctx.kernel.dataset(ctx.params.dataset) // 400 for an invalid name
  sendJson(ctx.res, 200, {pong: true})
}
