import {useSyncExternalStore} from 'react'

/**
 * One value outside React state, for the few components that show it: setting it renders the
 * components that read it ({@link useValueStore}) and nothing above them. Held in a parent's state
 * (or in a context, whose change React looks for through the whole subtree) the same change would
 * cost the parent's render, or a walk of every component below it.
 */
export interface ValueStore<T> {
  get(): T
  /** Sets the value; readers render when it is a different one (`Object.is`). */
  set(next: T): void
  subscribe(listener: () => void): () => void
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The store's value, rendering again when it changes. */
export function useValueStore<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
