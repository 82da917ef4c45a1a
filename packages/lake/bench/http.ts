/**
 * Plain `fetch` against the lake. Node's built-in fetch (undici) keeps connections alive and pools
 * them per origin, so these numbers carry no @sanity/client overhead.
 */
export const API = '/v2025-02-19'
export const DATASET = 'bench'

/** A running lake and the administrator token the bench authenticates with. */
export interface Endpoint {
  url: string
  token: string
}

export function authorization(endpoint: Endpoint): Record<string, string> {
  return {authorization: `Bearer ${endpoint.token}`}
}

export interface MutateResponse {
  transactionId: string
}

export async function mutate(
  endpoint: Endpoint,
  mutations: unknown[],
  transactionId?: string,
): Promise<MutateResponse> {
  const response = await fetch(`${endpoint.url}${API}/data/mutate/${DATASET}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...authorization(endpoint)},
    body: JSON.stringify(transactionId ? {mutations, transactionId} : {mutations}),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`mutate failed with ${response.status}: ${text.slice(0, 500)}`)
  return JSON.parse(text) as MutateResponse
}

/** The GET URL of a query: parameters as `$name=<json>`, raw perspective unless given, no echoed query. */
export function queryUrl(
  endpoint: Endpoint,
  query: string,
  params: Record<string, unknown>,
  perspective = 'raw',
): string {
  const search = new URLSearchParams({query, perspective, returnQuery: 'false'})
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  return `${endpoint.url}${API}/data/query/${DATASET}?${search}`
}

export async function queryGet(endpoint: Endpoint, target: string): Promise<unknown> {
  const response = await fetch(target, {headers: authorization(endpoint)})
  const text = await response.text()
  if (!response.ok) throw new Error(`query failed with ${response.status}: ${text.slice(0, 500)}`)
  return (JSON.parse(text) as {result: unknown}).result
}
