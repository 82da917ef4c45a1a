// The search UI's texts by i18n key (spec 000 §8 names the keys; the words are ours).

export const searchMessages = {
  'search.placeholder': 'Search',
  'search.button': 'Search',
  'search.clear': 'Clear search',
  'search.close': 'Close search',
  'search.filters-toggle': 'Filters',
  'search.no-results-title': 'No results found',
  'search.no-results-help-description': 'Try other words, or change the document types and filters.',
  'search.error.unspecified-error-title': 'Something went wrong while searching',
  'search.error.unspecified-error-help-description':
    'Try again in a moment. If it keeps happening, check your connection.',
  'search.error.display-filter-title': 'This filter cannot be displayed',
  'search.error.display-filter-description': 'The field it filters may no longer be in the schema.',
  'search.instructions':
    'Find documents by their title or any text in them. Narrow the search with document types and filters.',
  'search.recent-searches': 'Recent searches',
  'search.recent-clear': 'Clear recent searches',
  'search.recent-remove': 'Remove this search',
  'search.filter-add': 'Add filter',
  'search.filter-remove': 'Remove filter',
  'search.filter-clear': 'Clear filters',
  'search.filter-search-placeholder': 'Filter fields',
  'search.filter-no-matches': 'no matches',
  'search.type-picker': 'Document types',
  'search.type-all': 'All types',
  'search.type-search-placeholder': 'Filter types',
  'search.type-clear': 'Clear types',
  'search.ordering': 'Sort',
  'search.load-more': 'Load more',
  'search.operator': 'Operator',
} as const

export type SearchMessageKey = keyof typeof searchMessages

export function t(key: SearchMessageKey): string {
  return searchMessages[key]
}
