import type {IncomingMessage, ServerResponse} from 'node:http'
import type {LakeKernel} from '../kernel.js'
import {LakeError} from '../errors.js'
import {applyCors} from './cors.js'
import {sendJson} from './respond.js'
import {matchRoute, splitVersion, type Route} from './router.js'

/** The request handler: CORS, version prefix, routing, and the JSON error shape for every failure. */
export function createRequestHandler(kernel: LakeKernel, routes: Route[]) {
  return async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (applyCors(req, res)) return
      const url = new URL(req.url ?? '/', 'http://lake.local')
      const {apiVersion, path} = splitVersion(url.pathname)
      const {match, methodMismatch} = matchRoute(routes, req.method ?? 'GET', path)
      if (!match || apiVersion === undefined) {
        const status = match || methodMismatch ? 405 : 404
        if (match && apiVersion === undefined) {
          throw new LakeError(
            404,
            `No endpoint at ${url.pathname}: paths start with an API version such as /v2025-02-19`,
          )
        }
        throw new LakeError(
          status,
          status === 405
            ? `${req.method} is not allowed on ${url.pathname}`
            : `No endpoint at ${req.method} ${url.pathname}`,
        )
      }
      await match.route.handler({
        kernel,
        req,
        res,
        params: match.params,
        query: url.searchParams,
        apiVersion,
        identity: {id: 'anonymous'},
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
