import {useKernel} from '@tessera/kit'
import {
  fetchVersionsAfter,
  knownVersionsAfter,
  type Chunk,
  type PairVersions,
  type TimelineController,
} from '@tessera/store'
import type {SanityDocument} from '@tessera/types'
import {useEffect, useMemo, useRef, useState} from 'react'

export type VersionsState =
  {status: 'loading'} | {status: 'loaded'; versions: PairVersions} | {status: 'error'; error: Error}

/** Both versions of the pair right after `chunk` (null: nothing to load). */
export function useVersionsAfter(
  documentId: string,
  controller: TimelineController | null,
  chunk: Chunk | null,
  /** The pair now (the document store's edit state): versions not written since need no request. */
  pairNow?: {draft: SanityDocument | null; published: SanityDocument | null} | null,
): VersionsState | null {
  const {client} = useKernel()
  const [state, setState] = useState<{key: string; state: VersionsState} | null>(null)
  // A new page of history makes new chunk objects for the same chunks: key the read by what names the
  // chunk (its id and range), so it is not read again.
  const key = chunk ? `${chunk.id}@${chunk.start}-${chunk.end}` : null
  const latest = useRef(chunk)
  latest.current = chunk
  // Read when a chunk is asked for, not a reason to ask again: the pair changes with every edit.
  const now = useRef(pairNow)
  now.current = pairNow
  // Versions known without a request are there in this render (no effect, no second render): the
  // usual 'since the last published version' needs none.
  const known = useMemo((): VersionsState | null => {
    const current = latest.current
    if (!key || !current || !controller) return null
    const last = controller.transactionsBetween(current.end - 1, current.end)[0]
    const versions = knownVersionsAfter(current, last, now.current ?? undefined)
    return versions ? {status: 'loaded', versions} : null
  }, [controller, key])
  useEffect(() => {
    const current = latest.current
    if (!key || !current || !controller || known) return
    let live = true
    const last = controller.transactionsBetween(current.end - 1, current.end)[0]
    fetchVersionsAfter(client, documentId, current, last, now.current ?? undefined).then(
      (versions) => live && setState({key, state: {status: 'loaded', versions}}),
      (error: unknown) =>
        live &&
        setState({
          key,
          state: {status: 'error', error: error instanceof Error ? error : new Error(String(error))},
        }),
    )
    return () => {
      live = false
    }
  }, [client, documentId, controller, key, known])
  if (!key || !controller) return null
  if (known) return known
  return state?.key === key ? state.state : LOADING
}

const LOADING: VersionsState = {status: 'loading'}
