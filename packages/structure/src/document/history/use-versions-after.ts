import {useKernel} from '@tessera/kit'
import {fetchVersionsAfter, type Chunk, type PairVersions, type TimelineController} from '@tessera/store'
import {useEffect, useRef, useState} from 'react'

export type VersionsState =
  {status: 'loading'} | {status: 'loaded'; versions: PairVersions} | {status: 'error'; error: Error}

/** Both versions of the pair right after `chunk` (null: nothing to load). */
export function useVersionsAfter(
  documentId: string,
  controller: TimelineController | null,
  chunk: Chunk | null,
): VersionsState | null {
  const {client} = useKernel()
  const [state, setState] = useState<VersionsState | null>(null)
  // A new page of history makes new chunk objects for the same chunks: key the read by what names the
  // chunk (its id and range), so it is not read again.
  const key = chunk ? `${chunk.id}@${chunk.start}-${chunk.end}` : null
  const latest = useRef(chunk)
  latest.current = chunk
  useEffect(() => {
    const current = latest.current
    if (!key || !current || !controller) {
      setState(null)
      return
    }
    let live = true
    setState({status: 'loading'})
    const last = controller.transactionsBetween(current.end - 1, current.end)[0]
    fetchVersionsAfter(client, documentId, current, last).then(
      (versions) => live && setState({status: 'loaded', versions}),
      (error: unknown) =>
        live && setState({status: 'error', error: error instanceof Error ? error : new Error(String(error))}),
    )
    return () => {
      live = false
    }
  }, [client, documentId, controller, key])
  return state
}
