import {useEffect, useState} from 'react'
import {publicClient} from './lake'

export type QueryState<T> =
  {status: 'loading'} | {status: 'error'; message: string} | {status: 'done'; data: T}

/** Runs a GROQ query against the lake's published content once per query and params. */
export function useQuery<T>(query: string, params: Record<string, string> = {}): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({status: 'loading'})
  const key = JSON.stringify(params)
  useEffect(() => {
    let active = true
    setState({status: 'loading'})
    publicClient.fetch<T>(query, JSON.parse(key) as Record<string, string>).then(
      (data) => active && setState({status: 'done', data}),
      (err: Error) => active && setState({status: 'error', message: err.message}),
    )
    return () => {
      active = false
    }
  }, [query, key])
  return state
}
