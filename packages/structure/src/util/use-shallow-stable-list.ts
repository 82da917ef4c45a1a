import {shallowEqual} from '@tessera/kit'
import {useRef} from 'react'

/**
 * The previous array while `list` holds the same items (each shallowly equal, in order), else `list`.
 * The pane's header and footer describe their items afresh on every keystroke (the edit state
 * changed); with the same array, memoised parts that draw them (tooltips, menus) skip re-rendering.
 */
export function useShallowStableList<T extends object>(list: readonly T[]): readonly T[] {
  const previous = useRef(list)
  const kept = previous.current
  if (
    kept !== list &&
    (kept.length !== list.length || list.some((item, i) => !shallowEqual(item, kept[i]!)))
  ) {
    previous.current = list
  }
  return previous.current
}
