import {badRequest} from '../errors.js'
import {extrasStoreOf} from '../extras/extras-store.js'
import {helpResponse} from '../extras/help.js'
import {readBody} from '../http/body.js'
import {sendJson} from '../http/respond.js'
import type {Route, RouteContext} from '../http/router.js'

/**
 * Studio extras: the help menu, the free-trial journey and telemetry. Nothing here ever calls out:
 * help and trial content come from the lake's config, telemetry stays in the lake's database.
 */
export const extrasRoutes: Route[] = [
  {method: 'GET', path: '/help', handler: help, auth: 'optional'},
  {method: 'GET', path: '/journey/trial', handler: trial, auth: 'optional'},
  {method: 'POST', path: '/journey/trial/:id', handler: dismissTrial, auth: 'optional'},
  {method: 'GET', path: '/intake/telemetry-status', handler: telemetryStatus},
  // Beacons sent as a page closes may go without credentials: accepted, and dropped (see below).
  {method: 'POST', path: '/intake/batch', handler: telemetryBatch, auth: 'optional'},
]

const DIALOG_ID = /^[A-Za-z0-9_.:-]{1,200}$/

/** The studio sends `m` (its version) and `locale`; the answer does not depend on them. */
function help({kernel, res}: RouteContext): void {
  sendJson(res, 200, helpResponse(kernel.config.help))
}

/** The configured trial content, without an on-load dialog this caller has already dismissed. */
function trial({kernel, identity, res}: RouteContext): void {
  const configured = kernel.config.trial
  if (!configured) return sendJson(res, 200, {})
  const {showOnLoad, ...rest} = configured
  const dismissed =
    showOnLoad && extrasStoreOf(kernel.sql).isTrialDialogDismissed(identity.id, String(showOnLoad.id))
  sendJson(res, 200, showOnLoad && !dismissed ? {...rest, showOnLoad} : rest)
}

function dismissTrial({kernel, identity, params, res}: RouteContext): void {
  if (!DIALOG_ID.test(params.id)) {
    throw badRequest('Invalid trial dialog id: use up to 200 letters, digits, ".", ":", "_" or "-"')
  }
  extrasStoreOf(kernel.sql).dismissTrialDialog(identity.id, params.id)
  res.writeHead(204).end()
}

function telemetryStatus({kernel, res}: RouteContext): void {
  sendJson(res, 200, {status: kernel.config.telemetry.consent})
}

/**
 * Stored locally, and only with consent and from a known caller: without consent the studio should
 * send nothing, and whatever arrives anyway (or without credentials) is dropped. Beacons on page exit come as text/plain, so the content type is not checked.
 */
async function telemetryBatch({kernel, identity, req, res}: RouteContext): Promise<void> {
  const raw = await readBody(req, kernel.limits.telemetryMaxBatchBytes)
  let body: unknown
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    throw badRequest('Telemetry batch is not valid JSON', 'invalidJsonError')
  }
  const {projectId, batch} = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >
  if (!Array.isArray(batch)) throw badRequest('Expected a JSON object {projectId, batch: [...]}')
  if (projectId !== undefined && (typeof projectId !== 'string' || projectId.length > 100)) {
    throw badRequest('"projectId" must be a string')
  }
  if (kernel.config.telemetry.consent === 'granted' && identity.kind !== 'anonymous') {
    extrasStoreOf(kernel.sql).storeTelemetryBatch({
      projectId: projectId ?? kernel.config.projectId,
      userId: identity.id,
      events: batch,
    })
  }
  res.writeHead(204).end()
}
