import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {createClient, type ClientConfig, type SanityClient} from '@sanity/client'
import {createLake, type Lake, type LakeOptions, type TlsOption} from '../../src/index.js'
import {databaseForDir} from './test-storage.js'

export interface TestLake {
  lake: Lake
  url: string
  dir: string
  /** The lake's PostgreSQL database (PostgreSQL test run only). */
  database: string | undefined
  /** An unmodified @sanity/client pointed at the lake. */
  client: SanityClient
  clientFor(options?: {
    apiVersion?: string
    dataset?: string
    perspective?: 'raw' | 'published' | 'drafts'
  }): SanityClient
  stop(): Promise<void>
}

export const PROJECT_ID = 'tessera'
export const DATASET = 'test'

// Test-only bookkeeping: which administrator token belongs to which lake, so clients and raw requests
// authenticate without every test passing tokens around.
const tokensByUrl = new Map<string, string>()
const tokensByLake = new WeakMap<Lake, string>()

/** Makes requests to `url` (another server in front of a lake, say) carry `token`. */
export function registerToken(url: string, token: string): void {
  tokensByUrl.set(url, token)
}

export function tokenForUrl(url: string): string | undefined {
  return tokensByUrl.get(url)
}

export function tokenOf(lake: Lake): string | undefined {
  return tokensByLake.get(lake)
}

/** Creates an administrator token in a lake directory (for lakes run as a separate process). */
export function createAdminToken(lake: Lake): string {
  const {token} = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'tests'})
  tokensByLake.set(lake, token)
  return token
}

/**
 * An unmodified @sanity/client for the lake at `url` (test project and dataset, API version
 * 2025-02-19), authenticated as an administrator unless `token` is given (null: no credentials).
 */
export function lakeClient(
  url: string,
  config: Omit<Partial<ClientConfig>, 'token'> & {token?: string | null} = {},
): SanityClient {
  const {token, ...rest} = config
  return createClient({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: token === null ? undefined : (token ?? tokensByUrl.get(url)),
    ...rest,
  })
}

/**
 * Starts a lake on a fresh temporary directory and a free port; in the PostgreSQL test run, on the
 * directory's database too (unless `database` says which; null: SQLite whatever the run).
 */
export async function startLake(
  options: Omit<Partial<LakeOptions>, 'database'> & {tls?: TlsOption; database?: string | null} = {},
): Promise<TestLake> {
  const {tls, ...lakeOptions} = options
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'tessera-lake-'))
  const database = options.database === null ? undefined : (options.database ?? (await databaseForDir(dir)))
  const lake = createLake({...lakeOptions, dir, database})
  const {url} = await lake.listen(0, '127.0.0.1', {tls})
  registerToken(url, createAdminToken(lake))
  const clientFor: TestLake['clientFor'] = (config = {}) =>
    lakeClient(url, {perspective: 'raw', ...config, dataset: config.dataset ?? DATASET})
  return {
    lake,
    url,
    dir,
    database,
    client: clientFor(),
    clientFor,
    async stop() {
      await lake.close()
      if (!options.dir) rmSync(dir, {recursive: true, force: true})
    },
  }
}

/** Raw HTTP against the lake, for what the client does not expose (status codes, error bodies). */
export async function request(
  url: string,
  path: string,
  init: {
    method?: string
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
    /** Defaults to the lake's administrator token; null sends no credentials. */
    token?: string | null
  } = {},
): Promise<{status: number; body: unknown; text: string; headers: Headers}> {
  const token = init.token === null ? undefined : (init.token ?? tokensByUrl.get(url))
  const response = await fetch(url + path, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(token ? {authorization: `Bearer ${token}`} : {}),
      ...init.headers,
    },
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (NDJSON or plain text): the caller reads `text`.
  }
  return {status: response.status, body, text, headers: response.headers}
}
