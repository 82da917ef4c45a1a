import {existsSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {createClient, type SanityClient} from '@sanity/client'
import {CliError} from '../errors.js'

export const API_VERSION = '2025-02-19'

export interface LakeConnectionOptions {
  /** A running lake or any Content Lake API (`https://…`); else the lake in `dir` is opened here. */
  url?: string
  token?: string
  /** The project id on `url` (a Tessera lake's is `local`). */
  project: string
  dir: string
  dataset: string
  /** Whether `dir` must already hold a lake (export) or may be new (import). */
  mustExist: boolean
}

export interface LakeConnection {
  client: SanityClient
  /** Where the data goes or comes from, for messages. */
  where: string
  close(): Promise<void>
}

/**
 * A client for the dataset: against `--url` with `--token`, or against the lake directory opened in
 * this process (on a free local port, with an administrator token revoked at the end). The lake must
 * not be running on that directory then: a running lake would not see the imported documents.
 */
export async function connectLake(options: LakeConnectionOptions): Promise<LakeConnection> {
  if (options.url) {
    if (!options.token) throw new CliError('--url needs a token: --token or TESSERA_TOKEN')
    return {
      client: clientFor(options.url, options.project, options.dataset, options.token),
      where: `${options.url} (project ${options.project})`,
      close: async () => {},
    }
  }
  const dir = resolve(options.dir)
  if (options.mustExist && !existsSync(join(dir, 'lake.db'))) {
    throw new CliError(`No lake in ${dir} (no lake.db there): check --dir, or give --url and --token`)
  }
  const {createLake} = await import('@tessera/lake')
  const lake = createLake({dir})
  const {url} = await lake.listen(0, '127.0.0.1')
  const created = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'tessera dataset'})
  return {
    client: clientFor(url, lake.kernel.config.projectId, options.dataset, created.token),
    where: dir,
    async close() {
      lake.kernel.tokens.revoke(created.id)
      await lake.close()
    },
  }
}

function clientFor(url: string, projectId: string, dataset: string, token: string): SanityClient {
  return createClient({
    projectId,
    dataset,
    apiHost: url,
    apiVersion: API_VERSION,
    useProjectHostname: false,
    useCdn: false,
    token,
    perspective: 'raw',
  })
}
