import type {ConnectionState, SaveState} from '@tessera/store'

/** What the save-status banner shows, from the pair's save state and the workspace's connection. */
export type SaveStatusView =
  | {kind: 'none'}
  /** The lake refused a commit: the edits are held in the form, not sent until retried. */
  | {kind: 'failed'; statusCode: number | undefined; message: string; unsavedFields: string[]}
  /** The lake cannot be reached (or the browser is offline): the connection's attempt and retry time. */
  | {kind: 'connection'; offline: boolean; attempt: number; retryAt: Date | null; unsaved: boolean}
  /** The connection is up but a commit failed (a server error, say) and waits for its next attempt. */
  | {kind: 'retrying'; attempt: number; retryAt: Date; message: string}

const NONE: SaveStatusView = {kind: 'none'}

/** A refused save first (it needs the user), then the connection, then a commit being retried. */
export function saveStatusView(save: SaveState | null, connection: ConnectionState): SaveStatusView {
  if (save?.type === 'failed')
    return {
      kind: 'failed',
      statusCode: save.statusCode,
      message: save.message,
      unsavedFields: save.unsavedFields,
    }
  const unsaved = save?.type === 'saving' || save?.type === 'retrying'
  // Offline with nothing unsaved: the form's own read-only note says it all.
  if (connection.type === 'error' && connection.offline && !unsaved) return NONE
  if (connection.type === 'error')
    return {
      kind: 'connection',
      offline: connection.offline,
      attempt: connection.attempt,
      retryAt: connection.retryAt,
      unsaved,
    }
  if (save?.type === 'retrying')
    return {kind: 'retrying', attempt: save.attempt, retryAt: save.retryAt, message: save.message}
  return NONE
}
