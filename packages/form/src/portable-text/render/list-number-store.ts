import {useCallback, useSyncExternalStore} from 'react'
import type {ListNumbers} from './list-numbers.js'

/**
 * The numbered items' markers for the editor's block renderers, outside React context and per block:
 * a keystroke recomputes the numbers, but only a block whose marker changed is told (and re-renders).
 */
export interface ListNumberStore {
  set(numbers: ListNumbers): void
  get(blockKey: string): string | undefined
  subscribe(blockKey: string, listener: () => void): () => void
}

export function createListNumberStore(initial: ListNumbers = new Map()): ListNumberStore {
  let current = initial
  const listeners = new Map<string, Set<() => void>>()
  const notify = (blockKey: string) => listeners.get(blockKey)?.forEach((listener) => listener())
  return {
    set(numbers) {
      if (numbers === current) return
      const previous = current
      current = numbers
      for (const [key, marker] of numbers) if (previous.get(key) !== marker) notify(key)
      for (const key of previous.keys()) if (!numbers.has(key)) notify(key)
    },
    get: (blockKey) => current.get(blockKey),
    subscribe(blockKey, listener) {
      let forKey = listeners.get(blockKey)
      if (!forKey) listeners.set(blockKey, (forKey = new Set()))
      forKey.add(listener)
      return () => {
        forKey.delete(listener)
        if (forKey.size === 0 && listeners.get(blockKey) === forKey) listeners.delete(blockKey)
      }
    },
  }
}

/** The marker of a numbered item ('3.'), or undefined for any other block. */
export function useListNumber(store: ListNumberStore, blockKey: string): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(blockKey, listener),
    [store, blockKey],
  )
  const get = useCallback(() => store.get(blockKey), [store, blockKey])
  return useSyncExternalStore(subscribe, get, get)
}
