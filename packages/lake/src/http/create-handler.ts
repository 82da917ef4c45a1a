import type {IncomingMessage, ServerResponse} from 'node:http'
import {resolveIdentity} from '../auth/resolve-identity.js'
import {applyCors} from '../cors/apply-cors.js'
import {LakeError} from '../errors.js'
import type {LakeKernel} from '../kernel.js'
import {checkHost} from './host-check.js'
import {networkPolicy} from './network-policy.js'
import {sendJson} from './respond.js'
import {matchRoute, splitVersion, type Route} from './router.js'

/**
 * The request handler: the Host check, CORS, routing (versioned API paths and unversioned asset
 * paths), the caller's identity, and the JSON error shape for every failure.
 */
export function createRequestHandler(kernel: LakeKernel, routes: Route[]) {
  const versioned = routes.filter((route) => route.versioned !== false)
  const unversioned = routes.filter((route) => route.versioned === false)
  // A bad publicUrl, allowedHosts or trustedProxies entry stops the lake at start.
  networkPolicy(kernel)

  return async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const wrongHost = checkHost(kernel, req)
      if (wrongHost) throw wrongHost
      if (applyCors(kernel, req, res)) return
      const url = new URL(req.url ?? '/', 'http://lake.local')
      const method = req.method ?? 'GET'
      const {apiVersion, path} = splitVersion(url.pathname)
      const found =
        apiVersion === undefined
          ? matchRoute(unversioned, method, url.pathname)
          : matchRoute(versioned, method, path)
      if (!found.match) {
        if (apiVersion === undefined && matchRoute(versioned, method, url.pathname).match) {
          throw new LakeError(
            404,
            `No endpoint at ${url.pathname}: paths start with an API version such as /v2025-02-19`,
          )
        }
        if (found.methodMismatch) throw new LakeError(405, `${method} is not allowed on ${url.pathname}`)
        throw new LakeError(404, `No endpoint at ${method} ${url.pathname}`)
      }
      const {route, params} = found.match
      await route.handler({
        kernel,
        req,
        res,
        params,
        query: url.searchParams,
        apiVersion: apiVersion ?? '1',
        identity: resolveIdentity(kernel, req, route.auth ?? 'required'),
      })
    } catch (err) {
      sendError(res, err)
    }
  }
}

function sendError(res: ServerResponse, err: unknown): void {
  const error = err instanceof LakeError ? err : new LakeError(500, 'Internal server error')
  if (!(err instanceof LakeError)) console.error('lake: unexpected error', err)
  if (res.headersSent) {
    res.end()
    return
  }
  sendJson(res, error.statusCode, error.toBody())
}
