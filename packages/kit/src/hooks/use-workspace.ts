import type {CurrentUser, DocumentStore, WorkspaceKernel} from '@tessera/store'
import type {Schema} from '@tessera/types'
import type {I18n} from '../i18n/create-i18n.js'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import type {WorkspaceInfo} from '../workspace/types.js'

/** The resolved workspace: name, title, basePath, projectId, dataset. */
export function useWorkspace(): WorkspaceInfo {
  return useWorkspaceContext('useWorkspace').workspace
}

/** Every store of the workspace (`createWorkspaceKernel`). */
export function useKernel(): WorkspaceKernel {
  return useWorkspaceContext('useKernel').kernel
}

/** The workspace's API client. */
export function useClient(): WorkspaceKernel['client'] {
  return useWorkspaceContext('useClient').kernel.client
}

/** The workspace's compiled schema. */
export function useSchema(): Schema {
  return useWorkspaceContext('useSchema').kernel.schema
}

export function useDocumentStore(): DocumentStore {
  return useWorkspaceContext('useDocumentStore').kernel.documents
}

/** The signed-in user given to the provider, or null. */
export function useCurrentUser(): CurrentUser | null {
  return useWorkspaceContext('useCurrentUser').currentUser
}

/** The workspace's i18n (locales, `changeLocale`, `t`). */
export function useI18n(): I18n {
  return useWorkspaceContext('useI18n').i18n
}
