import {startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react'
import type {ObjectFormNode} from '../state/types.js'
import {type LeafChange, leafChangesOf} from './leaf-changes.js'

/**
 * How long the form keeps its rendered tree once typing stops, before it renders the newest state as a
 * whole (the nodes above the typed fields then hold their new values too: field actions read them).
 */
export const HOLD_AFTER_TYPING_MS = 400

export interface HeldFormState {
  /** The state to render as a tree: the newest, or the one rendered before while only fields' values changed. */
  shown: ObjectFormNode | null
  /** The fields whose new nodes go to them alone (`LiveNodes`); undefined when the tree renders the newest state. */
  changes: LeafChange[] | undefined
  /** Renders the newest state now (a pointer goes down in the form: a menu may read values next). */
  release: () => void
}

/**
 * The form state a document form renders (issue 23). While the only difference from the rendered state
 * is the values of some fields (`leafChangesOf`: a keystroke, or someone else typing), the rendered tree
 * stays and those fields take their nodes on their own, so React renders the fields and not the path
 * down to them. The tree catches up once typing pauses, or at once when anything else changes.
 */
export function useHeldFormState(state: ObjectFormNode | null): HeldFormState {
  // The state the tree last rendered (committed): what the fields' replacements are relative to.
  const rendered = useRef(state)
  // The newest state asked to render as a whole, whatever changed in it.
  const [released, setReleased] = useState<ObjectFormNode | null>(null)
  const base = rendered.current
  const changes = useMemo(
    () => (state && base && state !== base && state !== released ? leafChangesOf(base, state) : undefined),
    [state, base, released],
  )
  const shown = changes ? base : state
  useLayoutEffect(() => {
    rendered.current = shown
  })
  const latest = useRef(state)
  latest.current = state
  useEffect(() => {
    if (!changes) return
    const timer = setTimeout(() => startTransition(() => setReleased(latest.current)), HOLD_AFTER_TYPING_MS)
    return () => clearTimeout(timer)
  }, [changes])
  const release = useCallback(() => {
    if (latest.current !== rendered.current) setReleased(latest.current)
  }, [])
  return {shown, changes, release}
}
