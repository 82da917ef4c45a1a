import type {SanityClient} from '@sanity/client'
import {defer, type Observable, shareReplay} from 'rxjs'

/** The API version of the project calls (spec 002 §7: GET /projects/{id} and its datasets, 2021-12-15). */
export const PROJECT_API_VERSION = '2021-12-15'

export interface ProjectMember {
  id: string
  role: string
  roles?: {name: string; title?: string}[]
  isRobot?: boolean
  isCurrentUser?: boolean
}

export interface ProjectInfo {
  id: string
  displayName: string
  studioHost?: string | null
  organizationId?: string | null
  members?: ProjectMember[]
  features?: string[]
}

export interface ProjectDataset {
  name: string
  aclMode?: string
  datasetProfile?: string
  addonFor?: string | null
}

export interface ProjectStore {
  /** `GET /projects/{projectId}` (with credentials), asked once and kept. */
  get(): Observable<ProjectInfo>
  /** `GET /projects/{projectId}/datasets` (with credentials), asked once and kept. */
  getDatasets(): Observable<ProjectDataset[]>
}

/**
 * The project's own description and its datasets, at their API version (2021-12-15) whatever version
 * the workspace's client speaks. Each is fetched on first use and shared; a failure is asked again by
 * the next subscriber.
 */
export function createProjectStore(options: {client: SanityClient; projectId: string}): ProjectStore {
  const client = options.client.withConfig({apiVersion: PROJECT_API_VERSION})
  const base = `/projects/${encodeURIComponent(options.projectId)}`
  const cached = <T>(uri: string, tag: string): Observable<T> =>
    defer(() => client.observable.request<T>({uri, withCredentials: true, tag})).pipe(
      shareReplay({bufferSize: 1, refCount: false}),
    )
  const project$ = cached<ProjectInfo>(base, 'project.get')
  const datasets$ = cached<ProjectDataset[]>(`${base}/datasets`, 'project.datasets')
  return {get: () => project$, getDatasets: () => datasets$}
}
