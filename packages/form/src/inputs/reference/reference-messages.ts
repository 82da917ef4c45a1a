// Every text the reference input shows, in one place (spec/001 §2, §4, §6, §8; spec/002 §6). The
// exact ones come from the spec; the others are ours where the spec names a state but not its words.
import {interpolate} from '@tessera/kit'

export {INVALID_REFERENCE_FILTER, REFERENCE_SEARCH_FAILED, SELECTION_NOT_IN_RESULTS} from '@tessera/store'

/**
 * The reference input's texts in English as `form` namespace keys (`reference.*`); `{{name}}` marks a
 * value. `useReferenceMessages()` gives them translated, in the shape of REFERENCE_MESSAGES.
 */
export const REFERENCE_TEXTS = {
  'reference.search-placeholder': 'Type to search',
  'reference.search-label': 'Search for a document to reference',
  'reference.searching': 'Searching…',
  'reference.no-results': 'No documents match "{{text}}"',
  'reference.no-results-empty': 'No documents found',
  'reference.more-results': 'Showing the first {{limit}} results. Type more to narrow the search.',
  'reference.already-in-list': 'Already in the list',
  'reference.menu-label': 'Open reference menu',
  'reference.clear': 'Clear',
  'reference.replace': 'Replace',
  'reference.open-beside': 'Open in pane beside',
  'reference.open-in-new-tab': 'Open in new tab',
  'reference.cancel-replace': 'Cancel',
  'reference.create-new': 'Create new',
  'reference.create-new-of': 'Create new {{type}}',
  'reference.status-published': 'Published',
  'reference.status-draft': 'Draft',
  'reference.status-edited': 'Edited',
  'reference.unavailable-title': 'Document unavailable',
  'reference.not-found-description': 'The referenced document does not exist.',
  'reference.not-found-tooltip': 'Document id: {{id}}',
  'reference.permission-denied-description':
    'You do not have permission to read the referenced document (missing read permissions).',
  'reference.permission-denied-tooltip': 'You may not read the document with id {{id}}',
  'reference.weak-missing-title': 'The referenced document no longer exists',
  'reference.weak-missing-description':
    'It may have been deleted (document id: {{id}}). Clear the reference or pick another document.',
  'reference.info-failed-title': 'Failed to load referenced document',
  'reference.retry': 'Retry',
  'reference.strength-mismatch-title': 'Reference strength mismatch',
  'reference.strength-mismatch-should-be-strong':
    'This reference is weak, but the schema says it should be strong: the referenced document can be deleted while this document points to it.',
  'reference.strength-mismatch-should-be-weak':
    'This reference is strong, but the schema says it should be weak: the referenced document cannot be deleted while this document points to it.',
  'reference.make-strong': 'Make the reference strong',
  'reference.make-weak': 'Make the reference weak',
  'reference.pending-strengthen':
    'The referenced document is not published yet. The reference will be made strong when both are published.',
  'reference.published-now-title': 'The referenced document is published',
  'reference.published-now-description': 'Finish the reference so it matches the schema.',
  'reference.finish-reference': 'Finish reference',
  'reference.invalid-type': 'invalid type',
  'reference.invalid-type-tooltip': 'Allowed types: {{types}}',
  'reference.invalid-search-result-type': 'invalid search result type: {{type}}',
  'reference.cross-dataset-disabled-title': 'Cross-dataset references are not enabled',
  'reference.cross-dataset-disabled-description':
    'This field points to a document in another dataset, but the cross-dataset reference feature is not enabled for this studio. The value is kept; you can clear it.',
} as const

/** Translates one of REFERENCE_TEXTS' keys (the form's `t`, or the English one). */
type ReferenceText = (key: keyof typeof REFERENCE_TEXTS, values?: Record<string, unknown>) => string

/** Every text the reference input shows, through `t`: plain texts, and functions of their values. */
export function referenceMessages(t: ReferenceText) {
  return {
    searchPlaceholder: t('reference.search-placeholder'),
    searchLabel: t('reference.search-label'),
    searching: t('reference.searching'),
    noResults: (text: string) =>
      text.trim() ? t('reference.no-results', {text: text.trim()}) : t('reference.no-results-empty'),
    /** Shown under the list when the cap was reached (spec/001 §9: 100 hits). */
    moreResults: (limit: number) => t('reference.more-results', {limit}),
    alreadyInList: t('reference.already-in-list'),

    menuLabel: t('reference.menu-label'),
    clear: t('reference.clear'),
    replace: t('reference.replace'),
    openBeside: t('reference.open-beside'),
    openInNewTab: t('reference.open-in-new-tab'),
    cancelReplace: t('reference.cancel-replace'),

    createNew: t('reference.create-new'),
    createNewOf: (typeTitle: string) => t('reference.create-new-of', {type: typeTitle}),

    statusPublished: t('reference.status-published'),
    statusDraft: t('reference.status-draft'),
    statusEdited: t('reference.status-edited'),

    // Availability (spec/001 §6, §8).
    unavailableTitle: t('reference.unavailable-title'),
    notFoundDescription: t('reference.not-found-description'),
    notFoundTooltip: (id: string) => t('reference.not-found-tooltip', {id}),
    permissionDeniedDescription: t('reference.permission-denied-description'),
    permissionDeniedTooltip: (id: string) => t('reference.permission-denied-tooltip', {id}),
    /** A weak reference whose target is gone (deleted), with nothing pending to strengthen it. */
    weakMissingTitle: t('reference.weak-missing-title'),
    weakMissingDescription: (id: string) => t('reference.weak-missing-description', {id}),
    infoFailedTitle: t('reference.info-failed-title'),
    retry: t('reference.retry'),

    // Strength (spec/001 §4, §8).
    strengthMismatchTitle: t('reference.strength-mismatch-title'),
    strengthMismatchShouldBeStrong: t('reference.strength-mismatch-should-be-strong'),
    strengthMismatchShouldBeWeak: t('reference.strength-mismatch-should-be-weak'),
    makeStrong: t('reference.make-strong'),
    makeWeak: t('reference.make-weak'),
    pendingStrengthen: t('reference.pending-strengthen'),
    publishedNowTitle: t('reference.published-now-title'),
    publishedNowDescription: t('reference.published-now-description'),
    finishReference: t('reference.finish-reference'),

    // Types (spec/001 §8).
    invalidType: t('reference.invalid-type'),
    invalidTypeTooltip: (allowed: string[]) =>
      t('reference.invalid-type-tooltip', {types: allowed.join(', ')}),
    invalidSearchResultType: (type: string) => t('reference.invalid-search-result-type', {type}),

    // Cross-dataset references (spec/001 §2, §6).
    crossDatasetDisabledTitle: t('reference.cross-dataset-disabled-title'),
    crossDatasetDisabledDescription: t('reference.cross-dataset-disabled-description'),
  }
}

export type ReferenceMessages = ReturnType<typeof referenceMessages>

/** The texts in English (tests, stories); the input shows them through `useReferenceMessages()`. */
export const REFERENCE_MESSAGES: ReferenceMessages = referenceMessages((key, values) =>
  interpolate(REFERENCE_TEXTS[key], values),
)
