import type {ConnectionState, SaveState} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {latestAfterPaint} from './latest-after-paint.js'
import {useObservable} from './use-observable.js'

/**
 * Whether the edits of the pair of `id` and `type` are saved, on their way, being retried after a
 * network failure, or refused and held (with `retry` and `discard`); null until the store's first
 * emission. Holds the pair open while mounted. Changes arrive after the frame that made them has
 * painted (`latestAfterPaint`): the first keystroke after a save turns it to 'saving', and rendering
 * the save status inside that key's event put it on the keystroke's path (issue 23).
 */
export function useSaveState(id: string, type: string): SaveState | null {
  const {documents} = useWorkspaceContext('useSaveState').kernel
  const saveState$ = useMemo(
    () => documents.saveState(id, type).pipe(latestAfterPaint()),
    [documents, id, type],
  )
  return useObservable(saveState$, null)
}

const CONNECTING: ConnectionState = {type: 'connecting'}

/** The workspace's connection to the lake: connecting, connected, or error with attempt and retry time. */
export function useConnectionState(): ConnectionState {
  const {connection} = useWorkspaceContext('useConnectionState').kernel
  return useObservable(connection.connectionState$, CONNECTING)
}
