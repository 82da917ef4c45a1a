/**
 * Every text of the document actions and badges in English, one key each: the `structure` namespace's
 * defaults under `actions.` (see ../i18n/structure-strings.ts). `{{name}}` marks a value.
 * Permission denials are not here: they are the shell's `permission.*` texts (kit's
 * `usePermissionMessage`, the store's `permissionMessage` English word for word; spec/002 §6).
 */
export const ACTION_MESSAGES = {
  // Shared disabled reasons
  'action.loading': 'Loading document…',
  'action.checking-permissions': 'Checking permissions…',
  'action.syncing': 'Waiting for the latest changes to arrive…',
  'action.busy': 'Wait until the current action has finished',

  // Publish
  'publish.label': 'Publish',
  'publish.running-label': 'Publishing…',
  'publish.published-label': 'Published',
  'publish.live-edit': 'Live edit is enabled for this content type: changes are published as they are made',
  'publish.already-published': 'There are no unpublished changes',
  'publish.no-changes': 'There is nothing to publish yet: this document has no content',
  'publish.validation-errors':
    'There are validation errors that need to be fixed before this document can be published',
  'publish.success': 'The document was published',
  'publish.failure': 'The document could not be published',

  // Unpublish
  'unpublish.label': 'Unpublish',
  'unpublish.running-label': 'Unpublishing…',
  'unpublish.live-edit': 'Live edit is enabled for this content type: it cannot be unpublished',
  'unpublish.not-published': 'This document is not published',
  'unpublish.confirm-title': 'Unpublish this document?',
  'unpublish.confirm-message':
    'It will no longer be published: readers and other published documents lose access to it. Its content is kept as a draft.',
  'unpublish.confirm-message-with-draft':
    'It will no longer be published: readers and other published documents lose access to it. The published version is removed; your unpublished changes are kept as the draft.',
  'unpublish.confirm': 'Unpublish now',
  'unpublish.success': 'The document was unpublished',
  'unpublish.failure': 'The document could not be unpublished',

  // Discard changes
  'discard.label': 'Discard changes',
  'discard.running-label': 'Discarding changes…',
  'discard.live-edit': 'Live edit is enabled for this content type: there is no draft to discard',
  'discard.no-changes': 'There are no unpublished changes to discard',
  'discard.not-published': 'This document has never been published: delete it instead',
  'discard.confirm-title': 'Discard changes?',
  'discard.confirm-message':
    'Every change made since the document was last published will be lost, and the published version shown again. This cannot be undone.',
  'discard.confirm': 'Discard changes',
  'discard.success': 'The unpublished changes were discarded',
  'discard.failure': 'The changes could not be discarded',

  // Duplicate
  'duplicate.label': 'Duplicate',
  'duplicate.running-label': 'Duplicating…',
  'duplicate.nothing': 'There is nothing to duplicate yet: this document has not been saved',
  'duplicate.success': 'The document was duplicated',
  'duplicate.failure': 'The document could not be duplicated',

  // Delete
  'delete.label': 'Delete',
  'delete.running-label': 'Deleting…',
  'delete.nothing': 'There is nothing to delete yet: this document has not been saved',
  'delete.confirm-title': 'Delete this document?',
  'delete.confirm-message-both': 'This deletes the published document and its draft. This cannot be undone.',
  'delete.confirm-message-published': 'This deletes the published document. This cannot be undone.',
  'delete.confirm-message-draft': 'This deletes the draft. This cannot be undone.',
  'delete.confirm': 'Delete now',
  'delete.references-one':
    'Another document refers to this one. The document cannot be deleted while that reference remains, unless it is a weak reference.',
  'delete.references-other':
    '{{count}} other documents refer to this one. The document cannot be deleted while those references remain, unless they are weak references.',
  'delete.references-many':
    'More than {{limit}} other documents refer to this one. The document cannot be deleted while those references remain, unless they are weak references.',
  'delete.references-unknown': 'Could not check whether other documents refer to this one.',
  'delete.success': 'The document was deleted',
  'delete.failure': 'The document could not be deleted',
  'delete.failure-referenced':
    'Other documents still refer to this one. Remove those references (or make them weak) and try again.',

  // The footer and its dialog
  'footer.more-actions': 'More document actions',
  'footer.loading': 'Loading…',
  'footer.cancel': 'Cancel',
  'footer.checking': 'Checking…',
  'footer.failure': '{{label}} failed',
  'footer.disabled-now': 'This action cannot run now',

  // Badges
  'badge.live': 'Live',
  'badge.live-title':
    'Live edit is enabled for this content type: every change is published as it is made, without a draft',
} as const

export type ActionMessageKey = keyof typeof ACTION_MESSAGES
