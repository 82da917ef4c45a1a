import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {SanityClient} from '@sanity/client'
import type {Lake} from '../../src/index.js'
import {lakeClient, registerToken, tokenOf} from './start-lake.js'

/**
 * A client with no perspective configured, so the lake picks its default for the API version
 * (`startLake().clientFor` always sets one).
 */
export function clientWithoutPerspective(url: string, apiVersion: string): SanityClient {
  return lakeClient(url, {apiVersion})
}

/** A client for a lake at `url` that never retries, so a request to a killed lake fails at once. */
export function clientAt(url: string): SanityClient {
  return lakeClient(url, {perspective: 'raw', maxRetries: 0})
}

/**
 * Mounts the lake's handler in a server that records each request's method and path, to see how the
 * client talks to the lake (GET or POST for queries).
 */
export async function recordingServer(
  lake: Lake,
): Promise<{url: string; requests: {method: string; path: string}[]; close(): Promise<void>}> {
  const requests: {method: string; path: string}[] = []
  const server = createServer((req, res) => {
    requests.push({method: req.method ?? '', path: (req.url ?? '').split('?')[0]})
    void lake.handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const token = tokenOf(lake)
  if (token) registerToken(url, token)
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
