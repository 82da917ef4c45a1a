export {
  createWorkspaceClient,
  withApiVersion,
  DEFAULT_API_VERSION,
  type WorkspaceClientOptions,
} from './create-workspace-client.js'
export {
  expectWelcomeFirst,
  listenQuery,
  LISTEN_QUERY_REFETCH_DELAY_MS,
  LISTEN_QUERY_THROTTLE_MS,
  LISTENER_NOT_ESTABLISHED,
  LISTENER_UNEXPECTED_FIRST_EVENT,
  type ListenQueryOptions,
} from './listen-query.js'
export {WITHOUT_RESULT} from './listen-options.js'
