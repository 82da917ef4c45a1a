import type {EditState} from '@tessera/store'
import {useMemo} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {latestAfterPaint} from './latest-after-paint.js'
import {useObservable} from './use-observable.js'

/**
 * The latest `EditState` of the pair of `id` (published or draft id) and `type`, live. Holds the pair
 * open while mounted. The first render has the pair's state when the pair is open already (an edit
 * intent opens its document with the kernel, issue 23: one render of the form on the way to editable,
 * not a render with nothing and another); otherwise null until the store's first emission. Changes
 * arrive after the frame that made them has painted, the latest once per frame (`latestAfterPaint`): a
 * keystroke paints first. Read the store itself for the value of this instant.
 */
export function useEditState(id: string, type: string): EditState | null {
  const {documents} = useWorkspaceContext('useEditState').kernel
  const current = useMemo(() => documents.currentEditState(id, type), [documents, id, type])
  const editState$ = useMemo(
    () => documents.editState(id, type, current).pipe(latestAfterPaint()),
    [documents, id, type, current],
  )
  return useObservable(editState$, current ?? null)
}
