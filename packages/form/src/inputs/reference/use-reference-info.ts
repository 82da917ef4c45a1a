import {useEffect, useState} from 'react'
import {useReferenceServices, type ReferenceInfo} from './reference-services.js'

export type ReferenceInfoState =
  {status: 'loading'} | {status: 'loaded'; info: ReferenceInfo} | {status: 'error'; message: string}

/**
 * The live info of a reference's target (spec/001 §4 'Reference metadata loading': loading, result,
 * error with retry). `retry` subscribes again.
 */
export function useReferenceInfo(id: string | undefined): {state: ReferenceInfoState; retry(): void} {
  const services = useReferenceServices()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{id?: string; attempt: number; value: ReferenceInfoState}>({
    attempt: 0,
    value: {status: 'loading'},
  })
  useEffect(() => {
    if (!id) return undefined
    const subscription = services.observeInfo(id).subscribe({
      next: (info) => setState({id, attempt, value: {status: 'loaded', info}}),
      error: (error: unknown) =>
        setState({
          id,
          attempt,
          value: {status: 'error', message: error instanceof Error ? error.message : String(error)},
        }),
    })
    return () => subscription.unsubscribe()
  }, [services, id, attempt])
  const current = state.id === id && state.attempt === attempt ? state.value : {status: 'loading' as const}
  return {state: current, retry: () => setAttempt((n) => n + 1)}
}
