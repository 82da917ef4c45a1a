import type {Route, RouteContext} from '../http/router.js'
import {changeApi, showApi} from '../manage/api-page.js'
import {admitAdministrator, sendManagePage} from '../manage/manage-context.js'
import {html} from '../manage/manage-page.js'
import {changeMembers, showMembers} from '../manage/members-page.js'

/**
 * The project management pages the studio links to (spec 000 §7): overview, members, API settings.
 * Plain HTML on the lake's origin, unversioned, for administrators signed in with the session cookie.
 */
export const manageRoutes: Route[] = [
  {method: 'GET', path: '/manage/project/:projectId', auth: 'optional', versioned: false, handler: overview},
  {
    method: 'GET',
    path: '/manage/project/:projectId/members',
    auth: 'optional',
    versioned: false,
    handler: showMembers,
  },
  {
    method: 'POST',
    path: '/manage/project/:projectId/members',
    auth: 'optional',
    versioned: false,
    handler: changeMembers,
  },
  {
    method: 'GET',
    path: '/manage/project/:projectId/api',
    auth: 'optional',
    versioned: false,
    handler: showApi,
  },
  {
    method: 'POST',
    path: '/manage/project/:projectId/api',
    auth: 'optional',
    versioned: false,
    handler: changeApi,
  },
]

function overview(ctx: RouteContext): void {
  if (!admitAdministrator(ctx)) return
  const {config, users} = ctx.kernel
  const datasets = config.datasets
  const body = html`<p>Project id <code>${config.projectId}</code> · ${users.list().length} members</p>
    <p>Datasets: ${datasets.length > 0 ? datasets.join(', ') : 'created on first write'}</p>
    <p>Manage who can sign in under Members, and which sites may call the API under API.</p>`
  sendManagePage(ctx, 200, {title: 'Project settings', tab: 'overview', body})
}
