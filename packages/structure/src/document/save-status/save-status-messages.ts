import {interpolate} from '@tessera/kit'

/*
 * The texts of the save-status banner (issue 18). Spec 002 gives no wording for failed saves or the
 * connection beyond its states (connected, or error with attempt, offline flag and retry time), so
 * these are ours; tests and stories read them from here.
 */
export const SAVE_STATUS_MESSAGES = {
  'failed.title': 'Your changes could not be saved',
  'failed.reason': 'The server refused them ({{status}}): {{message}}',
  'failed.reason-without-status': 'The server refused them: {{message}}',
  'failed.unsaved': 'Not saved: {{fields}}',
  'failed.kept':
    'What you typed is kept here and has not been reverted. Retry once the problem is solved, or discard your changes to see the saved version.',
  'failed.retry': 'Retry',
  'failed.retrying': 'Retrying…',
  'failed.discard': 'Discard changes',
  'connection.lost.title': 'Connection lost',
  'connection.offline.title': 'You are offline',
  'saving.retrying.title': 'Saving failed, retrying',
  'attempt.failed': 'Attempt {{attempt}} failed.',
  'attempt.retry-in': 'Retrying in {{seconds}} s (at {{time}}).',
  'attempt.retry-now': 'Retrying now…',
  'retry-now': 'Retry now',
  'unsaved.kept': 'Your unsaved edits are kept and will be sent when the connection returns.',
} as const

export type SaveStatusMessageKey = keyof typeof SAVE_STATUS_MESSAGES

/** A message in English with its `{{name}}` placeholders filled in (tests and stories). */
export function saveStatusMessage(
  key: SaveStatusMessageKey,
  values: Record<string, string | number> = {},
): string {
  return interpolate(SAVE_STATUS_MESSAGES[key], values)
}
