import {isEqual} from 'lodash-es'
import {useCallback, useSyncExternalStore} from 'react'
import type {BlockStatus} from './collect-status.js'

/**
 * The blocks' markers and presence for the editor's block renderers, outside React context: a block
 * re-renders only when its own status changes, not on every keystroke elsewhere in the field.
 */
export interface BlockStatusStore {
  set(statuses: Map<string, BlockStatus>): void
  get(blockKey: string): BlockStatus | undefined
  subscribe(listener: () => void): () => void
}

export function createBlockStatusStore(): BlockStatusStore {
  let current = new Map<string, BlockStatus>()
  const listeners = new Set<() => void>()
  return {
    set(statuses) {
      // A block whose status reads as before keeps its object, so only blocks whose status changed
      // re-render (the statuses are collected anew on every change of the field).
      for (const [key, status] of statuses) {
        const before = current.get(key)
        if (before && before !== status && isEqual(before, status)) statuses.set(key, before)
      }
      current = statuses
      for (const listener of listeners) listener()
    },
    get: (blockKey) => current.get(blockKey),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export function useBlockStatus(store: BlockStatusStore, blockKey: string): BlockStatus | undefined {
  const get = useCallback(() => store.get(blockKey), [store, blockKey])
  return useSyncExternalStore(store.subscribe, get, get)
}
