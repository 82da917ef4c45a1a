import {isIdentifier} from './field-paths.js'
import {searchFilter} from './search.js'

/**
 * The queries of a document list. Pages and the count use the drafts perspective: each draft stands
 * in for its published document under the published id (`_originalId` names the draft), so a pair
 * is one row and sorts by what the editor last wrote. Whether the published version exists too is
 * asked separately, in the raw perspective, for the rows that came from a draft.
 */

/** Rows fetched per request. A 53 px row makes ~20 rows a screen, so a page covers a few screens. */
export const DOCUMENT_LIST_PAGE_SIZE = 100

export const DOCUMENT_LIST_TAG = 'structure.document-list'

/** Fields every row fetches, whatever its preview needs. */
const ROW_SYSTEM_FIELDS = ['_id', '_type', '_originalId', '_createdAt', '_updatedAt'] as const

export interface DocumentListQueryOptions {
  /** The pane's filter: what goes inside `*[...]`. */
  filter: string
  /** The arguments of `order()` (see `orderClause`). */
  order: string
  /** Top-level fields to fetch for the previews. */
  fields: readonly string[]
  /**
   * When the list is searched: the paths the search looks in (`searchFieldsFor`). The count and the
   * pages then keep only the documents matching the patterns in `$__documentListSearch`.
   */
  searchFields?: readonly string[]
}

export interface DocumentListQueries {
  count: string
  /** The page query for rows [from, to). */
  page(from: number, to: number): string
  /**
   * The listen query: every document the pane's filter selects, drafts and published alike. A search
   * does not narrow it: any change refetches, and the refetch applies the search.
   */
  listen: string
}

export function documentListQueries({
  filter,
  order,
  fields,
  searchFields,
}: DocumentListQueryOptions): DocumentListQueries {
  const projection = [...new Set([...ROW_SYSTEM_FIELDS, ...fields.filter(isIdentifier)])].join(', ')
  const selected = searchFields?.length ? searchFilter(filter, searchFields) : filter
  return {
    count: `count(*[${selected}])`,
    // `order() [m...n]` on the filter directly is the shape the lake answers without evaluating
    // anything but the page (packages/lake/src/query/slices.ts).
    page: (from, to) => `*[${selected}] | order(${order}) [${from}...${to}] {${projection}}`,
    listen: `*[${filter}]`,
  }
}

/** Which of the given ids exist (raw perspective): the published versions of drafted rows. */
export const EXISTING_IDS_QUERY = '*[_id in $ids]._id'
