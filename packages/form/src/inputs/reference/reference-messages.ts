// Every text the reference input shows, in one place (spec/001 §2, §4, §6, §8; spec/002 §6). The
// exact ones come from the spec; the others are ours where the spec names a state but not its words.
export {INVALID_REFERENCE_FILTER, REFERENCE_SEARCH_FAILED, SELECTION_NOT_IN_RESULTS} from '@tessera/store'

export const REFERENCE_MESSAGES = {
  searchPlaceholder: 'Type to search',
  searchLabel: 'Search for a document to reference',
  searching: 'Searching…',
  noResults: (text: string) => (text.trim() ? `No documents match "${text.trim()}"` : 'No documents found'),
  /** Shown under the list when the cap was reached (spec/001 §9: 100 hits). */
  moreResults: (limit: number) => `Showing the first ${limit} results. Type more to narrow the search.`,
  alreadyInList: 'Already in the list',

  menuLabel: 'Open reference menu',
  clear: 'Clear',
  replace: 'Replace',
  openBeside: 'Open in pane beside',
  openInNewTab: 'Open in new tab',
  cancelReplace: 'Cancel',

  createNew: 'Create new',
  createNewOf: (typeTitle: string) => `Create new ${typeTitle}`,

  statusPublished: 'Published',
  statusDraft: 'Draft',
  statusEdited: 'Edited',

  // Availability (spec/001 §6, §8).
  unavailableTitle: 'Document unavailable',
  notFoundDescription: 'The referenced document does not exist.',
  notFoundTooltip: (id: string) => `Document id: ${id}`,
  permissionDeniedDescription:
    'You do not have permission to read the referenced document (missing read permissions).',
  permissionDeniedTooltip: (id: string) => `You may not read the document with id ${id}`,
  /** A weak reference whose target is gone (deleted), with nothing pending to strengthen it. */
  weakMissingTitle: 'The referenced document no longer exists',
  weakMissingDescription: (id: string) =>
    `It may have been deleted (document id: ${id}). Clear the reference or pick another document.`,
  infoFailedTitle: 'Failed to load referenced document',
  retry: 'Retry',

  // Strength (spec/001 §4, §8).
  strengthMismatchTitle: 'Reference strength mismatch',
  strengthMismatchShouldBeStrong:
    'This reference is weak, but the schema says it should be strong: the referenced document can be deleted while this document points to it.',
  strengthMismatchShouldBeWeak:
    'This reference is strong, but the schema says it should be weak: the referenced document cannot be deleted while this document points to it.',
  makeStrong: 'Make the reference strong',
  makeWeak: 'Make the reference weak',
  pendingStrengthen:
    'The referenced document is not published yet. The reference will be made strong when both are published.',
  publishedNowTitle: 'The referenced document is published',
  publishedNowDescription: 'Finish the reference so it matches the schema.',
  finishReference: 'Finish reference',

  // Types (spec/001 §8).
  invalidType: 'invalid type',
  invalidTypeTooltip: (allowed: string[]) => `Allowed types: ${allowed.join(', ')}`,
  invalidSearchResultType: (type: string) => `invalid search result type: ${type}`,

  // Cross-dataset references (spec/001 §2, §6).
  crossDatasetDisabledTitle: 'Cross-dataset references are not enabled',
  crossDatasetDisabledDescription:
    'This field points to a document in another dataset, but the cross-dataset reference feature is not enabled for this studio. The value is kept; you can clear it.',
} as const
