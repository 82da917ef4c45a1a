export {
  createWorkspaceClient,
  withApiVersion,
  DEFAULT_API_VERSION,
  type WorkspaceClientOptions,
} from './create-workspace-client.js'
