import {useEffect, useState} from 'react'
import type {Observable} from 'rxjs'

/** The latest value of an observable (or `initial` while there is none, or when it is absent). */
export function useObservableValue<T>(observable: Observable<T> | undefined, initial: T): T {
  const [state, setState] = useState<{source?: Observable<T>; value: T}>({value: initial})
  useEffect(() => {
    if (!observable) return undefined
    const subscription = observable.subscribe((value) => setState({source: observable, value}))
    return () => subscription.unsubscribe()
  }, [observable])
  return state.source === observable && observable ? state.value : initial
}
