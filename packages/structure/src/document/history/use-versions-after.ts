import {useKernel} from '@tessera/kit'
import {fetchVersionsAfter, type Chunk, type PairVersions, type TimelineController} from '@tessera/store'
import {useEffect, useState} from 'react'

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
  useEffect(() => {
    if (!chunk || !controller) {
      setState(null)
      return
    }
    let live = true
    setState({status: 'loading'})
    const last = controller.transactionsBetween(chunk.end - 1, chunk.end)[0]
    fetchVersionsAfter(client, documentId, chunk, last).then(
      (versions) => live && setState({status: 'loaded', versions}),
      (error: unknown) =>
        live && setState({status: 'error', error: error instanceof Error ? error : new Error(String(error))}),
    )
    return () => {
      live = false
    }
  }, [client, documentId, controller, chunk])
  return state
}
