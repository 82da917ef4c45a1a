import {previewFromFields, previewPlanOf, withMediaUrl, type ImageUrls} from '@tessera/kit'
import type {ReferenceSearchHit, ReferenceSearchOptions} from '@tessera/store'
import type {SchemaType} from '@tessera/types'
import {map, type Observable} from 'rxjs'
import type {ReferenceHit} from './reference-services.js'

/**
 * The store's search, each hit with its preview prepared from the fields the search brought along
 * (one request for the list instead of a preview subscription per hit; issue 15's 300 ms budget).
 * The plan and the preparation are the kit's (previewPlanOf), shared with the global search.
 */
export function searchWithPreviews(
  search: (options: ReferenceSearchOptions) => Observable<ReferenceSearchHit[]>,
  typeOf: (name: string) => SchemaType | undefined,
  imageUrls: ImageUrls,
  options: ReferenceSearchOptions,
): Observable<ReferenceHit[]> {
  const plans = new Map(options.types.map((name) => [name, previewPlanOf(typeOf(name))]))
  const fields = [...plans.values()].flatMap((plan) => plan.fields ?? [])
  return search({...options, fields}).pipe(
    map((hits) =>
      hits.map((hit): ReferenceHit => {
        const plan = plans.get(hit.type)
        const preview = plan && previewFromFields(hit.document, plan)
        return preview ? {...hit, preview: withMediaUrl(preview, imageUrls)} : hit
      }),
    ),
  )
}
