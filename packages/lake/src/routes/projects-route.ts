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

/**
 * The project's datasets, each a `content` dataset (the lake has no add-on datasets, such as the
 * comments one a hosted project may have). `?datasetProfile=` and `?addonFor=` filter them, as the
 * studio asks for a dataset's comments add-on: none here, so comments stay off.
 */
function datasets(ctx: RouteContext): void {
  checkProject(ctx)
  const profile = ctx.query.get('datasetProfile')
  const addonFor = ctx.query.get('addonFor')
  const all = datasetNames(ctx.kernel).map((name) => ({
    name,
    aclMode: 'private',
    createdAt: null,
    createdByUserId: null,
    addonFor: null as string | null,
    datasetProfile: 'content',
    features: [],
    tags: [],
  }))
  sendJson(
    ctx.res,
    200,
    all.filter(
      (dataset) =>
        (profile === null || dataset.datasetProfile === profile) &&
        (addonFor === null || dataset.addonFor === addonFor),
    ),
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
