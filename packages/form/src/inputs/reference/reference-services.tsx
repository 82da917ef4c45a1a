import type {ReferenceSearchHit, ReferenceSearchOptions} from '@tessera/store'
import type {PreviewValue, SchemaType} from '@tessera/types'
import {createContext, useContext, type ReactNode} from 'react'
import type {Observable} from 'rxjs'
import {WorkspaceReferenceServices} from './workspace-reference-services.js'

export type AvailabilityReason = 'READABLE' | 'PERMISSION_DENIED' | 'NOT_FOUND'

/** spec/001 §3 'Reference info result': what the input knows about a target, live. */
export interface ReferenceInfo {
  id: string
  /** The target's type; absent when it cannot be read. */
  type?: string
  availability: {available: boolean; reason: AvailabilityReason}
  /** Which versions exist (readable ones). */
  draft: boolean
  published: boolean
  preview: {draft: PreviewValue | null; published: PreviewValue | null}
}

/** spec/001 §3 'Create option': a type (and template) a new target can be made from. */
export interface CreateOption {
  id: string
  title: string
  type: string
  template: {id: string; params: Record<string, unknown>}
  permission: {granted: boolean; reason?: string}
}

/** A search hit, with its preview when the search could bring it (else it is previewed live). */
export type ReferenceHit = ReferenceSearchHit & {preview?: PreviewValue}

/** A document to open beside the form (a target, or one just created from a template). */
export interface OpenTarget {
  id: string
  type: string
  template?: {id: string; params: Record<string, unknown>}
}

/**
 * What the reference input needs from the workspace: the store's search, live target info, create
 * options with the user's permission, and where targets open. The studio gives the workspace's;
 * stories and tests give their own.
 */
export interface ReferenceServices {
  search(options: ReferenceSearchOptions): Observable<ReferenceHit[]>
  observeInfo(id: string): Observable<ReferenceInfo>
  /** The create options for these target types, live with the permission check. */
  createOptions(types: readonly SchemaType[]): Observable<CreateOption[]>
  newDocumentId(): string
  /**
   * The edit-intent link of a target (spec/001 §2), opened in a new tab; for a cross-dataset target
   * the schema's `studioUrl` (none when it gives none).
   */
  documentHref(id: string, type: string): string | undefined
  /** Opens a document in a pane beside this form; absent outside the structure tool. */
  openBeside?(target: OpenTarget): void
  /** The cross-dataset reference feature (spec/001 §5); off unless the studio turns it on. */
  crossDatasetEnabled: boolean
  /**
   * Cross-dataset references (spec/001 §7): the search in another dataset of the same lake, and a
   * target's info read from there. `targets` are the reference's `to` types (known only by their
   * `preview.select`). Absent where no other dataset can be reached.
   */
  crossDataset?: {
    /** The project the other dataset belongs to (this lake's), stored as `_projectId`. */
    projectId: string
    search(
      dataset: string,
      targets: readonly SchemaType[],
      options: ReferenceSearchOptions,
    ): Observable<ReferenceHit[]>
    observeInfo(dataset: string, targets: readonly SchemaType[], id: string): Observable<ReferenceInfo>
  }
}

const ReferenceServicesContext = createContext<ReferenceServices | null>(null)

export const ReferenceServicesProvider = ReferenceServicesContext.Provider

export function useReferenceServices(): ReferenceServices {
  const services = useContext(ReferenceServicesContext)
  if (!services) throw new Error('useReferenceServices() needs <ReferenceServicesBoundary> above it')
  return services
}

/** Provides the workspace's services unless a provider (a story, a test) is above already. */
export function ReferenceServicesBoundary({children}: {children: ReactNode}) {
  const given = useContext(ReferenceServicesContext)
  if (given) return children
  return <WorkspaceReferenceServices>{children}</WorkspaceReferenceServices>
}
