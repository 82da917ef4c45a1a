import type {DocumentSnapshot} from './types.js'

/**
 * Whether what the user sees of a pair is saved (issue 18: save failures are shown, never swallowed).
 * - `saved`: nothing local is waiting.
 * - `saving`: edits are buffered or on their way.
 * - `retrying`: a commit failed on the network or the server (5xx, 408, 429); it is sent again at
 *   `retryAt` (the spec's connection backoff: 100 ms doubled per attempt, at most 240000 ms) or as soon
 *   as the pair's listener reconnects. Edits made meanwhile are kept and follow it.
 * - `failed`: the lake refused a commit (4xx). The refused edits, and any made since, stay in the
 *   document as shown and are not sent again until `retry()`; `discard()` drops them and shows the
 *   server's version.
 */
export type SaveState =
  | {type: 'saved'}
  | {type: 'saving'}
  | {
      type: 'retrying'
      /** Failed attempts of the commit so far. */
      attempt: number
      retryAt: Date
      statusCode: number | undefined
      message: string
    }
  | SaveFailure

export interface SaveFailure {
  type: 'failed'
  /** The document whose commit was refused (the draft, or the published one for live edit). */
  documentId: string
  statusCode: number | undefined
  /** The lake's message. */
  message: string
  /** Top-level fields whose edits are not saved, in the document's order (`[]` if only created). */
  unsavedFields: string[]
  /** Sends the held edits again (also those made since the failure). Rejects if refused again. */
  retry(): Promise<void>
  /** Drops the held edits; the document shows the server's version again. */
  discard(): void
}

export const SAVED: SaveState = {type: 'saved'}
export const SAVING: SaveState = {type: 'saving'}

const SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt'])

/** The top-level fields where `local` differs from `server` (what would be lost without saving). */
export function unsavedFields(local: DocumentSnapshot | null, server: DocumentSnapshot | null): string[] {
  const keys = [...Object.keys(local ?? {}), ...Object.keys(server ?? {})]
  const fields = [...new Set(keys)].filter((key) => !SYSTEM_FIELDS.has(key))
  return fields.filter((key) => JSON.stringify(local?.[key]) !== JSON.stringify(server?.[key]))
}

/** Whether two save states would show the same thing (the failure's functions aside). */
export function sameSaveState(a: SaveState, b: SaveState): boolean {
  if (a.type !== b.type) return false
  if (a.type === 'retrying' && b.type === 'retrying')
    return a.attempt === b.attempt && a.retryAt.getTime() === b.retryAt.getTime()
  if (a.type === 'failed' && b.type === 'failed')
    return (
      a.documentId === b.documentId &&
      a.message === b.message &&
      a.unsavedFields.join('\u0000') === b.unsavedFields.join('\u0000')
    )
  return true
}
