import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {createClient, type SanityClient} from '@sanity/client'
import type {Lake, LakeOptions} from '@tessera/lake'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID} from '@tessera/lake/testing'

export const PROJECT_ID = TEST_PROJECT_ID
export const DATASET = TEST_DATASET

export interface StartedLake {
  lake: Lake
  url: string
  adminToken: string
  /** A robot token with these roles. */
  robotToken(roles: string[]): string
  /** A user (editor unless roles say otherwise) and a session token for them. */
  user(name: string, roles?: string[]): Promise<{id: string; token: string}>
  /** An unmodified @sanity/client for the lake (or `url`), as an administrator unless `token` says. */
  client(options?: {token?: string | null; url?: string}): SanityClient
  stop(): Promise<void>
}

/** A real lake (`@tessera/lake/testing`) with an unmodified @sanity/client for it. */
export async function startLake(config: LakeOptions['config'] = {}): Promise<StartedLake> {
  const test = await startTestLake({config})
  const {url, adminToken} = test
  return {
    lake: test.lake,
    url,
    adminToken,
    robotToken: test.robotToken,
    async user(name, roles) {
      const {id, token} = await test.user(name, roles)
      return {id, token}
    },
    client: ({token, url: base = url} = {}) =>
      createClient({
        projectId: PROJECT_ID,
        dataset: DATASET,
        apiHost: base,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: '2025-02-19',
        perspective: 'raw',
        token: token === null ? undefined : (token ?? adminToken),
        maxRetries: 0,
      }),
    stop: test.stop,
  }
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  /** The whole request target as sent (path and query), to check URL lengths. */
  target: string
}

/**
 * A server in front of the lake's handler that records each request, to count what a store sends.
 * `answer` may reply instead of the lake (to stand in for a hosted lake's answers ours never gives).
 */
export async function recordingProxy(
  lake: Lake,
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<{url: string; requests: RecordedRequest[]; close(): Promise<void>}> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy')
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      target: req.url ?? '',
    })
    if (answer?.(req, res)) return
    void lake.handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** Resolves when `predicate` holds, polling; fails after `timeout` ms with `message`. */
export async function waitFor(predicate: () => boolean, message: string, timeout = 10_000): Promise<void> {
  const started = Date.now()
  while (!predicate()) {
    if (Date.now() - started > timeout) throw new Error(`Timed out waiting for: ${message}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
