import type {Template} from '@tessera/schema'
import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import type {I18n} from '../i18n/create-i18n.js'
import type {FlatPlugin} from '../plugins/types.js'

/** The resolved workspace as the shell knows it (from the config, after plugins were reduced). */
export interface WorkspaceInfo {
  name: string
  title: string
  /** Where the workspace is mounted, e.g. `/studio/blog`. */
  basePath: string
  projectId: string
  dataset: string
  /** The workspace's initial-value templates (defaults per document type plus configured ones). */
  templates?: readonly Template[]
  /**
   * The flattened plugins (children first, the workspace last). Lists that depend on what is open,
   * such as `document.actions` and `document.badges`, are reduced from them per document.
   */
  plugins?: readonly FlatPlugin<object>[]
}

/** What `WorkspaceProvider` gives every hook below it. */
export interface WorkspaceContextValue {
  kernel: WorkspaceKernel
  i18n: I18n
  workspace: WorkspaceInfo
  currentUser: CurrentUser | null
  /**
   * `i18n.loadNamespace` with one promise per locale and namespace for the provider's life, so a suspended
   * component gets the same promise back when React retries it. A failed load is forgotten.
   */
  loadNamespace(namespace: string): Promise<void>
}
