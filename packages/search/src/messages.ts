import {useTranslationWithDefaults} from '@tessera/kit'
import {DATE_FORMAT_HINT, filterMessages} from '@tessera/store'

/**
 * The search UI's texts in English by i18n key (spec 000 §8 names the keys; the words are ours). They
 * belong to the shell's `studio` namespace, as the keys' `search.` prefix says: a locale's `studio`
 * bundle translates them, and these are the defaults where it has no text (and outside a workspace).
 */
export const SEARCH_NAMESPACE = 'studio'

export const searchMessages = {
  'search.placeholder': 'Search',
  'search.button': 'Search',
  'search.dialog': 'Search',
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
  'search.results': 'Search results',
  'search.ordering.relevance': 'Relevance',
  'search.ordering.createdAsc': 'Created: Oldest first',
  'search.ordering.createdDesc': 'Created: Newest first',
  'search.ordering.updatedAsc': 'Updated: Oldest first',
  'search.ordering.updatedDesc': 'Updated: Newest first',
  'search.filter.value': 'Value',
  'search.filter.true': 'True',
  'search.filter.false': 'False',
  'search.filter.choose': 'Choose…',
  'search.filter.asset-id': 'Asset id',
  'search.filter.asset-id-placeholder': 'image-… or file-…',
  'search.filter.date': 'Date',
  'search.filter.include-time': 'Include time',
  'search.filter.from': 'From',
  'search.filter.to': 'To',
  'search.filter.how-many': 'How many',
  'search.filter.unit': 'Unit',
  'search.filter.unit.day': 'days',
  'search.filter.unit.month': 'months',
  'search.filter.unit.year': 'years',
  'search.filter.reference-clear': 'Clear',
  'search.filter.reference-find': 'Find a document',
  'search.filter.reference-placeholder': 'Type to search',
  'search.filter.reference-hits': 'Documents',
  'search.filter.more-types': '{{types}} +{{count}} more',
  // A date editor's text that does not parse (spec/002 §5: the store's English, by its code).
  'search.filter.invalid-date': filterMessages.date,
  'search.filter.invalid-datetime': filterMessages.datetime,
  'search.filter.format-hint': `${DATE_FORMAT_HINT} {{example}}`,
} as const

export type SearchMessageKey = keyof typeof searchMessages

export type SearchText = (key: SearchMessageKey, values?: Record<string, unknown>) => string

/** The search's translate function, in the workspace's locale. */
export function useSearchText(): SearchText {
  return useTranslationWithDefaults(SEARCH_NAMESPACE, searchMessages).t as SearchText
}
