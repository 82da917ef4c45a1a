import {useKernel, useObservable, useSchema} from '@tessera/kit'
import type {SortOrdering} from '@tessera/types'
import {useCallback, useMemo} from 'react'
import type {DocumentListNode} from '../builder/types.js'
import {currentOrdering, documentListOrderings, orderClause} from './orderings.js'

/** The settings namespace of the structure tool, and the key a pane's picked ordering is kept under. */
export const STRUCTURE_SETTINGS_NAMESPACE = 'structure-tool'
export function orderingSettingKey(paneId: string): string {
  return `document-list.${paneId}.ordering`
}

export interface DocumentListOrderingState {
  /** The ordering menu's entries. */
  orderings: SortOrdering[]
  /** The ordering in force. */
  current: SortOrdering
  /** The arguments of `order()` for it. */
  order: string
  /** Picks an ordering by name; it is remembered for this pane (the workspace's settings store). */
  setOrdering(name: string): void
}

/**
 * A list pane's orderings and the one in force. The pick is kept in the kernel's key-value settings
 * (local storage in the browser), per pane id, so the list comes back sorted the same way.
 */
export function useDocumentListOrdering(pane: DocumentListNode): DocumentListOrderingState {
  const {settings} = useKernel()
  const schema = useSchema()
  const type = pane.schemaTypeName ? schema.get(pane.schemaTypeName) : undefined
  const namespace = useMemo(() => settings.forNamespace(STRUCTURE_SETTINGS_NAMESPACE), [settings])
  const key = orderingSettingKey(pane.id)
  const picked$ = useMemo(() => namespace.getKey<string | null>(key, null), [namespace, key])
  const picked = useObservable(picked$, null)
  const orderings = useMemo(() => documentListOrderings(pane, type), [pane, type])
  const current = useMemo(() => currentOrdering(pane, orderings, picked), [pane, orderings, picked])
  const order = useMemo(() => orderClause(current.by, type), [current, type])
  const setOrdering = useCallback((name: string) => namespace.setKey(key, name), [namespace, key])
  return {orderings, current, order, setOrdering}
}
