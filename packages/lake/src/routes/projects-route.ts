import {datasetNames, projectInfo} from '../auth/project-info.js'
import {notFound} from '../errors.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/** How deep the (partial) search index goes into documents; the hosted default. */
const MAX_FIELD_DEPTH = 20

export const projectsRoutes: Route[] = [
  {method: 'GET', path: '/projects/:projectId', handler: project},
  {method: 'GET', path: '/projects/:projectId/datasets', handler: datasets},
  {method: 'GET', path: '/projects/:projectId/datasets/:dataset/index-settings', handler: indexSettings},
]

function project(ctx: RouteContext): void {
  checkProject(ctx)
  sendJson(ctx.res, 200, projectInfo(ctx.kernel, ctx.identity))
}

function datasets(ctx: RouteContext): void {
  checkProject(ctx)
  sendJson(
    ctx.res,
    200,
    datasetNames(ctx.kernel).map((name) => ({
      name,
      aclMode: 'private',
      createdAt: null,
      createdByUserId: null,
      addonFor: null,
      datasetProfile: 'content',
      features: [],
      tags: [],
    })),
  )
}

function indexSettings(ctx: RouteContext): void {
  checkProject(ctx)
  ctx.kernel.dataset(ctx.params.dataset) // 400 for an invalid name
  sendJson(ctx.res, 200, {partialIndexSettings: {maxFieldDepth: MAX_FIELD_DEPTH}})
}

function checkProject({kernel, params}: RouteContext): void {
  if (params.projectId !== kernel.config.projectId) {
    throw notFound(
      `No project with the id "${params.projectId}": this lake serves "${kernel.config.projectId}"`,
    )
  }
}
