import {expect} from 'vitest'
import {DATASET, request} from '../helpers/start-lake.js'

export const QUERY_PATH = `/v2025-02-19/data/query/${DATASET}`

export interface TimedResponse {
  status: number
  body: unknown
  ms: number
}

/** POSTs a query (raw HTTP, so status and body are the lake's own) and times the round trip. */
export async function postQuery(
  url: string,
  token: string,
  query: string,
  params: Record<string, unknown> = {},
): Promise<TimedResponse> {
  const started = performance.now()
  const {status, body} = await request(url, QUERY_PATH, {body: {query, params}, token})
  return {status, body, ms: performance.now() - started}
}

/** The lake answers a simple query, correctly, within a second. */
export async function expectResponsive(url: string, token: string): Promise<void> {
  const {status, body, ms} = await postQuery(url, token, 'count(*[_id == $id])', {id: 'nothing-has-this-id'})
  expect(status).toBe(200)
  expect((body as {result: unknown}).result).toBe(0)
  expect(ms).toBeLessThan(1000)
}

/** The typed error detail of a lake error body. */
export function errorDetail(body: unknown): {type: string; description: string; [key: string]: unknown} {
  return (body as {error: {type: string; description: string}}).error
}
