import {createImageUrlBuilder} from '@sanity/image-url'
import {
  DEFAULT_PREVIEW_SELECT,
  preparePreview,
  resolveFlag,
  useCurrentUser,
  useKernel,
  usePermissionMessage,
  useWorkspace,
  withMediaUrl,
  type ImageUrls,
  type PermissionMessage,
} from '@tessera/kit'
import {getDraftId, getPublishedId, searchReferences, type WorkspaceKernel} from '@tessera/store'
import type {PreviewValue, SchemaType} from '@tessera/types'
import {useMemo, type ReactNode} from 'react'
import {combineLatest, map, type Observable, of, switchMap} from 'rxjs'
import {useFormContext} from '../../builder/form-context.js'
import {observeForeignInfo, searchForeign} from './cross-dataset-services.js'
import {searchWithPreviews} from './hit-previews.js'
import {
  ReferenceServicesProvider,
  type CreateOption,
  type ReferenceInfo,
  type ReferenceServices,
} from './reference-services.js'
/** The workspace flag that turns cross-dataset references on (spec/001 §5); off by default. */
export const CROSS_DATASET_FLAG = 'crossDatasetReferences.enabled'

/** One version's type and prepared preview, live; null when missing or unreadable. */
function observeVersion(
  kernel: WorkspaceKernel,
  imageUrls: ImageUrls,
  id: string,
): Observable<{type: string; preview: PreviewValue} | null> {
  return kernel.previews.observeFields(id, []).pipe(
    map((doc) => doc?._type ?? null),
    switchMap((typeName) => {
      if (!typeName) return of(null)
      const type = kernel.schema.get(typeName)
      const select = type?.preview?.select ?? DEFAULT_PREVIEW_SELECT
      const paths = Object.values(select).map((path) => path.split('.'))
      return kernel.previews.observePaths(id, paths).pipe(
        map((value) =>
          value
            ? {
                type: typeName,
                preview: withMediaUrl(preparePreview(value, select, type?.preview?.prepare), imageUrls),
              }
            : null,
        ),
      )
    }),
  )
}

/** spec/001 §7 'Reference info lookup': availability, type and the draft and published previews. */
export function observeReferenceInfo(
  kernel: WorkspaceKernel,
  imageUrls: ImageUrls,
  anyId: string,
): Observable<ReferenceInfo> {
  const id = getPublishedId(anyId)
  return combineLatest([
    observeVersion(kernel, imageUrls, getDraftId(id)),
    observeVersion(kernel, imageUrls, id),
    kernel.previews.observeDocumentPairAvailability(id),
  ]).pipe(
    map(([draft, published, availability]): ReferenceInfo => {
      const readable = Boolean(draft || published)
      const denied =
        availability.draft.reason === 'PERMISSION_DENIED' ||
        availability.published.reason === 'PERMISSION_DENIED'
      return {
        id,
        type: draft?.type ?? published?.type,
        availability: readable
          ? {available: true, reason: 'READABLE'}
          : {available: false, reason: denied ? 'PERMISSION_DENIED' : 'NOT_FOUND'},
        draft: Boolean(draft),
        published: Boolean(published),
        preview: {draft: draft?.preview ?? null, published: published?.preview ?? null},
      }
    }),
  )
}

/**
 * The create options of target types: the workspace's templates for each type that need no
 * parameters (the type's own template first), each with the user's create permission (spec/001 §6).
 */
function observeCreateOptions(
  kernel: WorkspaceKernel,
  templates: readonly {id: string; schemaType: string; title?: string; parameters?: unknown[]}[],
  roles: readonly {name: string; title?: string}[],
  types: readonly SchemaType[],
  /** The denial in the workspace's locale. */
  permissionMessage: PermissionMessage,
): Observable<CreateOption[]> {
  const options = types.flatMap((type) => {
    const own = templates.filter(
      (template) =>
        template.schemaType === type.name && !(template.parameters && template.parameters.length > 0),
    )
    const list = own.length > 0 ? own : [{id: type.name, schemaType: type.name, title: type.title}]
    return list.map((template) => ({type, template}))
  })
  if (options.length === 0) return of([])
  return combineLatest(
    options.map(({type, template}) =>
      kernel.grants
        .checkOperationPermission('create', {
          publishedId: `new-reference-${type.name}`,
          type: type.name,
          draft: null,
          published: null,
          liveEdit: type.liveEdit === true,
        })
        .pipe(
          map((check): CreateOption => ({
            id: template.id,
            title: template.title ?? type.title ?? type.name,
            type: type.name,
            template: {id: template.id, params: {}},
            permission: check.granted
              ? {granted: true}
              : {granted: false, reason: permissionMessage('create-new-reference', {roles})},
          })),
        ),
    ),
  )
}

/** The reference services of the open workspace (see ReferenceServicesBoundary). */
export function WorkspaceReferenceServices({children}: {children: ReactNode}) {
  const kernel = useKernel()
  const workspace = useWorkspace()
  const currentUser = useCurrentUser()
  const permissionMessage = usePermissionMessage()
  const {onOpenDocument} = useFormContext()
  const services = useMemo<ReferenceServices>(() => {
    const imageUrlsFor = (dataset: string) =>
      createImageUrlBuilder({
        projectId: workspace.projectId,
        dataset,
        baseUrl: kernel.client.config().apiHost,
      })
    const imageUrls = imageUrlsFor(workspace.dataset)
    const roles = currentUser?.roles ?? []
    return {
      search: (options) =>
        searchWithPreviews(
          (withFields) => searchReferences(kernel.client, kernel.schema, withFields),
          (name) => kernel.schema.get(name),
          imageUrls,
          options,
        ),
      observeInfo: (id) => observeReferenceInfo(kernel, imageUrls, id),
      createOptions: (types) =>
        observeCreateOptions(kernel, workspace.templates ?? [], roles, types, permissionMessage),
      newDocumentId: () => crypto.randomUUID(),
      documentHref: (id, type) =>
        `${workspace.basePath.replace(/\/$/, '')}/intent/edit/id=${encodeURIComponent(id)};type=${encodeURIComponent(type)}`,
      openBeside: onOpenDocument,
      crossDatasetEnabled: resolveFlag(workspace.plugins ?? [], CROSS_DATASET_FLAG, false),
      crossDataset: {
        projectId: workspace.projectId,
        search: (dataset, targets, options) =>
          searchForeign(kernel.client, imageUrlsFor, dataset, targets, options),
        observeInfo: (dataset, targets, id) =>
          observeForeignInfo(kernel.client, imageUrlsFor, dataset, targets, id),
      },
    }
  }, [kernel, workspace, currentUser, onOpenDocument, permissionMessage])
  return <ReferenceServicesProvider value={services}>{children}</ReferenceServicesProvider>
}
