import {useEffect, useRef, useState} from 'react'
import type {PaneNode} from '../builder/types.js'
import {resolvePanes, type PaneResolution} from '../panes/resolve-panes.js'
import type {PaneSegment} from '../router/pane-path.js'

/**
 * The panes for the current segments. Resolution may be async (child resolvers can return promises);
 * meanwhile the last resolution stays on screen, so moving between documents does not flash.
 */
export function usePaneResolution(
  root: PaneNode,
  segments: readonly PaneSegment[],
): PaneResolution | undefined {
  const cache = useRef(new Map<string, PaneNode | undefined>())
  const rootRef = useRef(root)
  if (rootRef.current !== root) {
    // A new structure (config change): nothing resolved under the old one applies.
    rootRef.current = root
    cache.current = new Map()
  }
  const [resolution, setResolution] = useState<PaneResolution>()
  const key = JSON.stringify(segments)
  useEffect(() => {
    let live = true
    void resolvePanes(root, JSON.parse(key) as PaneSegment[], cache.current).then((next) => {
      if (live) setResolution(next)
    })
    return () => {
      live = false
    }
  }, [root, key])
  return resolution
}
