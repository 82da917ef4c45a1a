import {createClient, type SanityClient} from '@sanity/client'

/** The API version the studio's own requests use unless a caller asks for another. */
export const DEFAULT_API_VERSION = '2025-02-19'

export interface WorkspaceClientOptions {
  projectId: string
  dataset: string
  /**
   * The API host, such as the embedded lake's `http://127.0.0.1:3334`. When given, requests go to this
   * host as is (no `<projectId>.` subdomain); when left out, the hosted API (`api.sanity.io`) is used.
   */
  apiHost?: string
  apiVersion?: string
  /** A bearer token; leave it out to authenticate with the session cookie (`withCredentials`). */
  token?: string
  /** Sends cookies with cross-origin requests (cookie sign-in). */
  withCredentials?: boolean
  /** Prefixes every request tag, e.g. `tessera.studio` turns `document.commit` into `tessera.studio.document.commit`. */
  requestTagPrefix?: string
}

/**
 * The `@sanity/client` of one workspace. It never uses the CDN (the studio must see its own writes)
 * and queries the raw perspective (drafts and published documents alike), as the studio needs.
 */
export function createWorkspaceClient(options: WorkspaceClientOptions): SanityClient {
  const {projectId, dataset, apiHost, apiVersion = DEFAULT_API_VERSION, token, withCredentials} = options
  return createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    perspective: 'raw',
    ...(apiHost ? {apiHost, useProjectHostname: false} : {}),
    ...(token ? {token} : {}),
    ...(withCredentials !== undefined ? {withCredentials} : {}),
    ...(options.requestTagPrefix ? {requestTagPrefix: options.requestTagPrefix} : {}),
    // A studio deliberately runs in the browser with the user's own token.
    ignoreBrowserTokenWarning: true,
  })
}

/** The same client (host, credentials, dataset) speaking another API version, e.g. `2021-06-07` for users. */
export function withApiVersion(client: SanityClient, apiVersion: string): SanityClient {
  return client.withConfig({apiVersion})
}
