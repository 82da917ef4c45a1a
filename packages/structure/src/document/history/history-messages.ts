import type {ChunkType} from '@tessera/store'

/**
 * The texts of the history and review screens. Spec 002 §8 fixes 'Unable to load revision',
 * 'Document unavailable', 'Can not display this diff', 'Could not find child' and 'Unknown change
 * type'; the others are ours, in the studio's wording.
 */
export const HISTORY_MESSAGES = {
  'menu.review-changes': 'Review changes',
  'panel.title': 'Review changes',
  'panel.close': 'Close review changes',
  'timeline.title': 'History',
  'timeline.loading': 'Loading history…',
  'timeline.load-more': 'Loading older changes…',
  'timeline.error': 'Unable to load history',
  'timeline.compare-from': 'Compare from here',
  'timeline.latest': 'Current version',
  'revision.banner': 'You are viewing a read-only revision from {time}.',
  'revision.back': 'Back to the current version',
  'revision.restore': 'Restore',
  'revision.restore-title': 'Restore this revision?',
  'revision.restore-description':
    'The document gets the content of this revision as a new change. Nothing is lost: the current version stays in its history.',
  'revision.restore-confirm': 'Restore',
  'revision.restore-cancel': 'Cancel',
  'revision.restore-denied': 'You do not have permission to restore this document',
  'revision.restored': 'Restored the revision from {time}',
  'revision.restore-failed': 'Unable to restore',
  'revision.loading': 'Loading revision…',
  'revision.load-failed': 'Unable to load revision',
  'revision.invalid': 'This revision is not in the document\u2019s history.',
  'document.unavailable': 'Document unavailable',
  'document.unreadable': 'You do not have permission to read this document.',
  'document.unavailable-description': 'You do not have permission to see this document\u2019s history.',
  'changes.title': 'Changes',
  'changes.since': 'Changes since {time}',
  'changes.loading': 'Loading changes…',
  'changes.empty-title': 'There are no changes',
  'changes.empty-description':
    'Edit the document or select an older version in the timeline to see a list of changes appear in this panel.',
  'changes.revert': 'Revert change',
  'changes.revert-all': 'Revert all changes',
  'changes.revert-confirm-one': 'Are you sure you want to revert this change?',
  'changes.revert-confirm-all': 'Are you sure you want to revert all {count} changes?',
  'changes.revert-confirm': 'Revert',
  'changes.revert-cancel': 'Cancel',
  'changes.by': 'Changed by {names}',
  'changes.incorrect-type': 'Incorrect type: expected {expected}, got {actual}',
  'changes.diff-crashed': 'This change could not be shown',
  'changes.cannot-display': 'Can not display this diff',
  'changes.formatting-changed': 'Formatting changed: {before} → {after}',
  'changes.no-marks': 'none',
  'changes.could-not-find-child': 'Could not find child',
  'changes.unknown-change-type': 'Unknown change type',
  'changes.image.error-loading-image': 'Error loading image',
  'changes.image.deleted': 'Image deleted',
  'changes.file.deleted': 'File deleted',
  'changes.moved': 'Moved',
  'changes.changed': 'Changed',
  'changes.added': 'Added',
  'changes.removed': 'Removed',
  'changes.empty-value': '(empty)',
} as const

/** Titles of the timeline's chunk types (spec 002 §4). */
export const CHUNK_TITLES: Record<ChunkType, string> = {
  initial: 'Created',
  create: 'Created',
  editDraft: 'Edited',
  editLive: 'Live edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  discardDraft: 'Discarded changes',
  delete: 'Deleted',
}

/** Fills `{name}` placeholders. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
