import {useCallback, useSyncExternalStore} from 'react'
import type {FormNode} from '../state/types.js'
import {useFormContext} from './form-context.js'

/**
 * Newer nodes for fields the form has not rendered again (issue 23). When a keystroke changes nothing
 * but a field's value, the document form keeps its rendered tree and hands the field its new node
 * here; the field (`useLiveNode`) renders alone. A node stands in only for the very node it replaces,
 * so once the form renders a newer state the fields take their props again.
 */
export interface LiveNodes {
  /** The node to show for `node`: its replacement, if one was published for it. */
  nodeFor<N extends FormNode>(node: N): N
  /** Calls `listener` when the replacement of the node with this id changes. */
  subscribe(id: string, listener: () => void): () => void
  /** The replacements now: each `from` (a rendered node) shows as `to`; earlier ones not listed end. */
  publish(changes: readonly {from: FormNode; to: FormNode}[]): void
}

export function createLiveNodes(): LiveNodes {
  const replacements = new Map<string, {from: FormNode; to: FormNode}>()
  const listeners = new Map<string, Set<() => void>>()
  const notify = (id: string) => {
    for (const listener of listeners.get(id) ?? []) listener()
  }
  return {
    nodeFor<N extends FormNode>(node: N): N {
      const replacement = replacements.get(node.id)
      return replacement && replacement.from === node ? (replacement.to as N) : node
    },
    subscribe(id, listener) {
      let set = listeners.get(id)
      if (!set) listeners.set(id, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(id)
      }
    },
    publish(changes) {
      const changed: string[] = []
      const ids = new Set(changes.map((change) => change.from.id))
      for (const id of replacements.keys()) {
        if (ids.has(id)) continue
        replacements.delete(id)
        changed.push(id)
      }
      for (const change of changes) {
        const before = replacements.get(change.from.id)
        if (before && before.from === change.from && before.to === change.to) continue
        replacements.set(change.from.id, change)
        changed.push(change.from.id)
      }
      for (const id of changed) notify(id)
    },
  }
}

/** The newest node for a field: `node` as rendered, or the one published for it since (`LiveNodes`). */
export function useLiveNode<N extends FormNode>(node: N): N {
  const {liveNodes} = useFormContext()
  const id = node.id
  const subscribe = useCallback(
    (listener: () => void) => (liveNodes ? liveNodes.subscribe(id, listener) : () => undefined),
    [liveNodes, id],
  )
  return useSyncExternalStore(subscribe, () => (liveNodes ? liveNodes.nodeFor(node) : node))
}
