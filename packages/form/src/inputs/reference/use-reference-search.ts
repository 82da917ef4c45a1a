import {useStudioToast} from '@tessera/kit'
import {REFERENCE_SEARCH_LIMIT} from '@tessera/store'
import {useEffect, useRef, useState} from 'react'
import {REFERENCE_SEARCH_FAILED} from './reference-messages.js'
import {useReferenceServices, type ReferenceHit} from './reference-services.js'
import type {ResolvedFilter} from './reference-value.js'

/** Typing settles this long before a search runs (the studio's search debounce, spec/000 §9). */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 300
/** The loading indicator appears only after this long, so quick searches do not flicker (spec/001 §9). */
export const LOADING_INDICATOR_DELAY_MS = 750

export type ReferenceSearchState =
  | {status: 'idle'; hits: ReferenceHit[]}
  | {status: 'loading'; hits: ReferenceHit[]; showIndicator: boolean}
  | {status: 'done'; hits: ReferenceHit[]; text: string}
  | {status: 'error'; hits: []; message: string}

export interface ReferenceSearchRequest {
  types: readonly string[]
  text: string
  /** Resolves the field's filter at search time (a filter function sees the document as it is now). */
  resolveFilter: () => Promise<ResolvedFilter>
  /** Whether searching is on (the box is shown). */
  active: boolean
}

/**
 * A debounced search through the store (the form builds no GROQ): the newest request wins, results
 * are cut to 100, and a failure empties them and shows the spec's toast.
 */
export function useReferenceSearch({
  types,
  text,
  resolveFilter,
  active,
}: ReferenceSearchRequest): ReferenceSearchState {
  const services = useReferenceServices()
  // A new object every render: read through a ref so it does not restart the search.
  const toast = useStudioToast()
  const toastRef = useRef(toast)
  const [state, setState] = useState<ReferenceSearchState>({status: 'idle', hits: []})
  toastRef.current = toast
  const resolveRef = useRef(resolveFilter)
  resolveRef.current = resolveFilter
  const typesKey = types.join(',')

  useEffect(() => {
    if (!active) {
      setState({status: 'idle', hits: []})
      return undefined
    }
    let live = true
    let unsubscribe: (() => void) | undefined
    setState((before) => ({status: 'loading', hits: before.hits, showIndicator: false}))
    const indicator = setTimeout(() => {
      if (live)
        setState((before) => (before.status === 'loading' ? {...before, showIndicator: true} : before))
    }, LOADING_INDICATOR_DELAY_MS)
    const timer = setTimeout(() => {
      resolveRef
        .current()
        .then((filter) => {
          if (!live) return
          const subscription = services
            .search({types: typesKey.split(','), text, ...filter, limit: REFERENCE_SEARCH_LIMIT})
            .subscribe({
              next: (hits) => live && setState({status: 'done', hits, text}),
              error: (error: unknown) => {
                if (!live) return
                const message = error instanceof Error ? error.message : String(error)
                setState({status: 'error', hits: [], message})
                toastRef.current.push({status: 'error', title: REFERENCE_SEARCH_FAILED, description: message})
              },
            })
          unsubscribe = () => subscription.unsubscribe()
        })
        .catch((error: unknown) => {
          if (!live) return
          const message = error instanceof Error ? error.message : String(error)
          setState({status: 'error', hits: [], message})
          toastRef.current.push({status: 'error', title: REFERENCE_SEARCH_FAILED, description: message})
        })
    }, REFERENCE_SEARCH_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
      clearTimeout(indicator)
      unsubscribe?.()
    }
  }, [services, typesKey, text, active])
  return state
}
