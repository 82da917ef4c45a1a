import {
  createAvailabilityChecker,
  CROSS_DATASET_SEARCH_API_VERSION,
  getDraftId,
  getPublishedId,
  searchReferences,
  type ReferenceSearchOptions,
} from '@tessera/store'
import type {SanityClient} from '@sanity/client'
import {preparePreview, previewPlanOf, withMediaUrl, type ImageUrls} from '@tessera/kit'
import type {SchemaType} from '@tessera/types'
import {combineLatest, defer, map, type Observable} from 'rxjs'
import {searchWithPreviews} from './hit-previews.js'
import type {ReferenceHit, ReferenceInfo} from './reference-services.js'

/** Request tag of a cross-dataset target's info (the search has the spec's own). */
const CROSS_DATASET_INFO_TAG = 'preview.cross-dataset-reference'

/** The reference's `to` types as a schema: another dataset's types are known only through it. */
function targetLookup(targets: readonly SchemaType[]) {
  return {get: (name: string) => targets.find((target) => target.name === name)}
}

/**
 * spec/001 §7 'Cross-dataset reference search': the store's search in `dataset` of the same lake
 * (API 2023-11-13, tag 'search.cross-dataset-reference'), by the targets' `preview.select` paths,
 * previews made from the fields it brings.
 */
export function searchForeign(
  client: SanityClient,
  imageUrlsFor: (dataset: string) => ImageUrls,
  dataset: string,
  targets: readonly SchemaType[],
  options: ReferenceSearchOptions,
): Observable<ReferenceHit[]> {
  const lookup = targetLookup(targets)
  return searchWithPreviews(
    (withFields) => searchReferences(client, lookup, {...withFields, dataset}),
    lookup.get,
    imageUrlsFor(dataset),
    options,
  )
}

/**
 * A target's info read from the other dataset: its versions' previews (by the `to` type's
 * `preview.select`) and its availability there (missing, or not readable for this user). Read once
 * per subscription; 'Retry' reads again.
 */
export function observeForeignInfo(
  client: SanityClient,
  imageUrlsFor: (dataset: string) => ImageUrls,
  dataset: string,
  targets: readonly SchemaType[],
  anyId: string,
): Observable<ReferenceInfo> {
  const foreign = client.withConfig({dataset, apiVersion: CROSS_DATASET_SEARCH_API_VERSION})
  const lookup = targetLookup(targets)
  const id = getPublishedId(anyId)
  const available = createAvailabilityChecker(foreign)
  const versions$ = defer(() =>
    foreign.observable.fetch<Record<string, unknown>[]>(
      '*[_id in $ids]',
      {ids: [id, getDraftId(id)]},
      {perspective: 'raw', tag: CROSS_DATASET_INFO_TAG},
    ),
  )
  return combineLatest([versions$, available(id), available(getDraftId(id))]).pipe(
    map(([versions, published, draft]): ReferenceInfo => {
      const find = (versionId: string) => versions.find((version) => version._id === versionId)
      const preview = (version: Record<string, unknown> | undefined) => {
        if (!version) return null
        const plan = previewPlanOf(lookup.get(String(version._type)))
        return withMediaUrl(preparePreview(version, plan.select, plan.prepare), imageUrlsFor(dataset))
      }
      const draftVersion = find(getDraftId(id))
      const publishedVersion = find(id)
      const readable = Boolean(draftVersion || publishedVersion)
      const denied = published.reason === 'PERMISSION_DENIED' || draft.reason === 'PERMISSION_DENIED'
      const type = (draftVersion ?? publishedVersion)?._type
      return {
        id,
        type: typeof type === 'string' ? type : undefined,
        availability: readable
          ? {available: true, reason: 'READABLE'}
          : {available: false, reason: denied ? 'PERMISSION_DENIED' : 'NOT_FOUND'},
        draft: Boolean(draftVersion),
        published: Boolean(publishedVersion),
        preview: {draft: preview(draftVersion), published: preview(publishedVersion)},
      }
    }),
  )
}
