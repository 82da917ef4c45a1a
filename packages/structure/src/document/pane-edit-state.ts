import {createValueStore, shallowEqual, useValueStore, type ValueStore} from '@tessera/kit'
import type {EditState} from '@tessera/store'
import type {SanityDocument} from '@tessera/types'
import {createContext, useContext, useLayoutEffect, useRef, useState} from 'react'

/**
 * The document pane's (deferred) edit state, for the parts of the pane that show the document's
 * content: its title, status line and badges, its actions, its validation. The pane's frame reads
 * {@link PaneShape} instead, which stays the same object while someone types, so a keystroke renders
 * those parts and not the pane around them. A store rather than the context's value: a new context
 * value has React look for its readers through the whole form below the pane, with every keystroke.
 */
const PaneEditStateContext = createContext<ValueStore<EditState | null> | null>(null)

export const PaneEditStateProvider = PaneEditStateContext.Provider

/** A store holding `editState`, set after each render that brings a new one. */
export function usePaneEditStateStore(editState: EditState | null): ValueStore<EditState | null> {
  const [store] = useState(() => createValueStore(editState))
  // After the commit: the parts reading it render then, in one small render of their own.
  useLayoutEffect(() => store.set(editState), [store, editState])
  return store
}

const NO_STORE = createValueStore<EditState | null>(null)

export function usePaneEditState(): EditState | null {
  return useValueStore(useContext(PaneEditStateContext) ?? NO_STORE)
}

/** What the pane's frame needs of the edit state: none of it changes with a keystroke. */
export interface PaneShape {
  ready: boolean
  /** The published id. */
  id: string
  liveEdit: boolean
  /** Undefined until the pair is ready. */
  exists: boolean | undefined
  /** The published copy the review area compares with (undefined for a live-edit document). */
  published: SanityDocument | null | undefined
}

/** The document's value: the draft, else the published copy (undefined when neither exists). */
export function documentValueOf(editState: EditState | null): Record<string, unknown> | undefined {
  return (editState?.draft ?? editState?.published ?? undefined) as Record<string, unknown> | undefined
}

/** {@link PaneShape} of an edit state, the same object while its fields stay (null without one). */
export function usePaneShape(editState: EditState | null): PaneShape | null {
  const previous = useRef<PaneShape | null>(null)
  if (!editState) return (previous.current = null)
  const next: PaneShape = {
    ready: editState.ready,
    id: editState.id,
    liveEdit: editState.liveEdit,
    exists: editState.ready ? Boolean(editState.draft || editState.published) : undefined,
    published: editState.liveEdit ? undefined : (editState.published as SanityDocument | null),
  }
  if (previous.current && shallowEqual(previous.current, next)) return previous.current
  return (previous.current = next)
}
