import {useKernel} from '@tessera/kit'
import {useEffect, useState} from 'react'

/**
 * For a document the lake did not return: 'denied' when the draft or the published version exists but
 * the user may not read it (spec/002 §3 availability: PERMISSION_DENIED), 'missing' when neither
 * exists; undefined while checking or when `check` is false.
 */
export function useDocumentUnreadable(documentId: string, check: boolean): 'denied' | 'missing' | undefined {
  const {previews} = useKernel()
  const [state, setState] = useState<'denied' | 'missing' | undefined>(undefined)
  useEffect(() => {
    setState(undefined)
    if (!check) return
    let live = true
    const id = documentId.replace(/^drafts\./, '')
    previews.checkAvailability([id, `drafts.${id}`]).then(
      (results) =>
        live &&
        setState(results.some((result) => result.reason === 'PERMISSION_DENIED') ? 'denied' : 'missing'),
      () => live && setState('missing'),
    )
    return () => {
      live = false
    }
  }, [previews, documentId, check])
  return state
}
