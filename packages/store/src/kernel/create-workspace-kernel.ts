import type {RequestOptions, SanityClient} from '@sanity/client'
import type {Schema} from '@tessera/types'
import {filter, pairwise, type Observable} from 'rxjs'
import {createAssetStore, type AssetStore} from '../assets/asset-store.js'
import {createWorkspaceClient} from '../client/create-workspace-client.js'
import {createConnectionStore, type ConnectionStore} from '../connection/connection-store.js'
import {createDocumentStore, type DocumentStore} from '../documents/document-store.js'
import {createGrantsStore, type GrantsStore} from '../grants/grants-store.js'
import {createHistoryStore, type HistoryStore} from '../history/history-store.js'
import {createPresenceStore, type PresenceStore} from '../presence/presence-store.js'
import type {PresenceSessionStorage} from '../presence/session-id.js'
import type {WebSocketConstructor} from '../presence/socket.js'
import {createPreviewStore, type PreviewStore} from '../previews/preview-store.js'
import {createKeyValueStore, type KeyValueStore} from '../settings/key-value-store.js'
import type {StorageLike} from '../settings/memory-storage.js'
import {createUserStore, type UserStore} from '../users/user-store.js'
import {createProjectStore, type ProjectStore} from '../project/project-store.js'

export interface WorkspaceKernelOptions {
  projectId: string
  dataset: string
  /** The lake's address, e.g. `http://127.0.0.1:3334`. */
  apiHost: string
  apiVersion?: string
  /** The signed-in user's token (token mode); without it requests send cookies (cookie mode). */
  token?: string
  /** The signed-in user's id, for grant filters that call `identity()`. */
  currentUserId?: string
  schema: Schema
  /** Local storage for settings; memory when absent. */
  storage?: StorageLike
  /** Session storage for the presence session id. */
  sessionStorage?: PresenceSessionStorage
  /** The WebSocket constructor for presence (the browser's by default). */
  WebSocket?: WebSocketConstructor
  /** Debug roles from the URL's debug fragment; they replace the acl's grants. */
  debugRoles$?: Observable<readonly string[]>
  /** Presence options from the URL's debug fragment: `fake_others`, `show_own`. */
  debugPresence?: readonly string[]
  online$?: Observable<boolean>
  /** Start presence (default true). */
  presence?: boolean
}

/**
 * Everything one workspace knows about its data, created together and disposed together. Auth is
 * not part of it: the shell signs in first (with `createAuthStore`) and then creates the kernel with
 * the token it got.
 */
export interface WorkspaceKernel {
  readonly client: SanityClient
  readonly schema: Schema
  readonly documents: DocumentStore
  readonly grants: GrantsStore
  readonly users: UserStore
  /** Absent when created with `presence: false`. */
  readonly presence: PresenceStore | undefined
  readonly history: HistoryStore
  readonly previews: PreviewStore
  readonly settings: KeyValueStore
  readonly connection: ConnectionStore
  /** Uploads (hashed, deduplicated, 4 at once), the asset library's lists, usage and delete. */
  readonly assets: AssetStore
  /** The project and its datasets (API 2021-12-15). */
  readonly project: ProjectStore
  dispose(): void
}

export function createWorkspaceKernel(options: WorkspaceKernelOptions): WorkspaceKernel {
  const {projectId, dataset, apiHost, schema} = options
  const client = createWorkspaceClient({
    projectId,
    dataset,
    apiHost,
    apiVersion: options.apiVersion,
    token: options.token,
    withCredentials: !options.token,
  })
  const users = createUserStore({client})
  const connection = createConnectionStore({
    // One request per attempt: the client's own retries (5 for a GET, 3 s in all) would hide the
    // attempts the connection state counts and stretch its backoff. `maxRetries` is not in the typed
    // request options, but the client hands request options on to its requester as they are.
    ping: () => client.request({uri: '/ping', tag: 'connection.ping', maxRetries: 0} as RequestOptions),
    online$: options.online$,
  })
  // Commits and the connection state tell each other (issue 18): a commit failing on the network puts
  // the connection in error (attempt count, next retry time), and when the ping answers again, commits
  // waiting out their backoff go at once.
  const documents = createDocumentStore({
    client,
    getSchemaType: (name) => schema.get(name),
    reconnected$: connection.connectionState$.pipe(
      pairwise(),
      // Back from an error (through 'connecting' when the network returns after being offline).
      filter(([before, now]) => before.type !== 'connected' && now.type === 'connected'),
    ),
  })
  const commitFailures = documents.commitErrors$
    .pipe(filter((error) => error.kind === 'retrying'))
    .subscribe((error) => connection.reportFailure(error.error))
  const grants = createGrantsStore({
    client,
    projectId,
    dataset,
    debugRoles$: options.debugRoles$,
    identity: options.currentUserId,
  })
  const presence =
    options.presence === false
      ? undefined
      : createPresenceStore({
          url: apiHost,
          dataset,
          token: options.token,
          WebSocket: options.WebSocket,
          sessionStorage: options.sessionStorage,
          getUsers: (ids) => users.getUsers(ids),
          currentUserId: options.currentUserId,
          debugPresence: options.debugPresence,
        })
  const history = createHistoryStore({client})
  const assets = createAssetStore({client})
  const previews = createPreviewStore({client})
  const settings = createKeyValueStore({storage: options.storage})
  const project = createProjectStore({client, projectId})

  let disposed = false
  return {
    client,
    schema,
    documents,
    grants,
    users,
    presence,
    history,
    previews,
    settings,
    connection,
    assets,
    project,
    dispose() {
      if (disposed) return
      disposed = true
      // Documents first: releasing pairs may still commit pending edits through the client.
      documents.dispose()
      commitFailures.unsubscribe()
      presence?.dispose()
      previews.dispose()
      history.dispose()
      grants.dispose()
      users.dispose()
      settings.dispose()
      connection.dispose()
    },
  }
}
