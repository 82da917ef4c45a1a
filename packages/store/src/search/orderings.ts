/** How hits are ordered (spec 000 §3 'Ordering options'). All but relevance ignore the score. */
export interface SearchOrdering {
  id: 'relevance' | 'createdAsc' | 'createdDesc' | 'updatedAsc' | 'updatedDesc'
  title: string
  /** The sort sent with the search: one field and a direction. */
  sort: {field: '_createdAt' | '_updatedAt'; direction: 'asc' | 'desc'}
  /** Measurement label (telemetry). */
  label: string
  ignoreScore: boolean
}

export const SEARCH_ORDERINGS: readonly SearchOrdering[] = [
  {
    id: 'relevance',
    title: 'Relevance',
    sort: {field: '_updatedAt', direction: 'desc'},
    label: 'relevance',
    ignoreScore: false,
  },
  {
    id: 'createdAsc',
    title: 'Created: Oldest first',
    sort: {field: '_createdAt', direction: 'asc'},
    label: 'createdAsc',
    ignoreScore: true,
  },
  {
    id: 'createdDesc',
    title: 'Created: Newest first',
    sort: {field: '_createdAt', direction: 'desc'},
    label: 'createdDesc',
    ignoreScore: true,
  },
  {
    id: 'updatedAsc',
    title: 'Updated: Oldest first',
    sort: {field: '_updatedAt', direction: 'asc'},
    label: 'updatedAsc',
    ignoreScore: true,
  },
  {
    id: 'updatedDesc',
    title: 'Updated: Newest first',
    sort: {field: '_updatedAt', direction: 'desc'},
    label: 'updatedDesc',
    ignoreScore: true,
  },
]

export function getOrdering(id: string | undefined): SearchOrdering {
  return SEARCH_ORDERINGS.find((ordering) => ordering.id === id) ?? SEARCH_ORDERINGS[0]
}
