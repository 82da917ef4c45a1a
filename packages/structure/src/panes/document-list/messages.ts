/** Every text the document list pane shows in English: the `structure` namespace's defaults under `list.`. */
export const DOCUMENT_LIST_MESSAGES = {
  'empty.type': 'No documents of this type',
  'empty.filter': 'No matching documents',
  /** `{search}` is what was typed in the search field. */
  'empty.search': 'No documents match “{{search}}”',
  'error.title': 'Could not load the documents',
  'error.retry': 'Retry',
  loading: 'Loading documents…',
  'create.label': 'Create new document',
  'create.checking': 'Checking permissions…',
  'sort.label': 'Sort',
  'search.placeholder': 'Search list',
  'search.clear': 'Clear search',
} as const
