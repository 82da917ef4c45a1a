import {expect} from 'vitest'
import {DATASET, request} from '../helpers/start-lake.js'
import {expectWithin, timed} from './timed.js'

export {expectWithin}

export const QUERY_PATH = `/v2025-02-19/data/query/${DATASET}`

export interface TimedResponse {
  status: number
  body: unknown
  ms: number
  /** CPU time of the test's process (which runs the lake) during the request. */
  cpuMs: number
}

/** POSTs a query (raw HTTP, so status and body are the lake's own) and times the round trip. */
export async function postQuery(
  url: string,
  token: string,
  query: string,
  params: Record<string, unknown> = {},
): Promise<TimedResponse> {
  const {value, ms, cpuMs} = await timed(() => request(url, QUERY_PATH, {body: {query, params}, token}))
  return {status: value.status, body: value.body, ms, cpuMs}
}

/**
 * The lake answers a simple query, correctly, spending under a second of CPU on it (the test's process
 * runs the lake: an evaluation still going on behind the answer, or a heap thrashing after it, would
 * show there), and within 10 s of wall clock. Wall clock alone measured the machine: on a loaded
 * 2-core CI machine, with the suite's other files beside it, this trivial query once took 1.6 s.
 */
export async function expectResponsive(url: string, token: string): Promise<void> {
  const response = await postQuery(url, token, 'count(*[_id == $id])', {id: 'nothing-has-this-id'})
  expect(response.status).toBe(200)
  expect((response.body as {result: unknown}).result).toBe(0)
  expectWithin(response, 1000)
}

/** The typed error detail of a lake error body. */
export function errorDetail(body: unknown): {type: string; description: string; [key: string]: unknown} {
  return (body as {error: {type: string; description: string}}).error
}
