import {useKernel, useObservable} from '@tessera/kit'
import {LAST_PUBLISHED, type TimelineController, type TimelineState} from '@tessera/store'
import {useLayoutEffect, useState} from 'react'

/**
 * A timeline controller for the pair of `documentId` while `active` (the review panel is open), and its
 * state. The controller follows the pair live; it is made in an effect, so it is disposed exactly when
 * the panel closes or the document changes (also under StrictMode's double effects).
 */
export function useTimeline(
  documentId: string,
  active: boolean,
): {controller: TimelineController | null; state: TimelineState | null} {
  const {history} = useKernel()
  const [controller, setController] = useState<TimelineController | null>(null)
  // A layout effect: the history requests start before the pane paints, not a frame later.
  useLayoutEffect(() => {
    if (!active) return
    const created = history.getTimelineController(documentId)
    // The review opens on what changed since the last published version, up to now.
    created.setRange(LAST_PUBLISHED, null)
    setController(created)
    return () => {
      created.dispose()
      setController((current) => (current === created ? null : current))
    }
  }, [history, documentId, active])
  const state = useObservable(controller?.state$, null)
  return {controller: active ? controller : null, state: active && controller ? state : null}
}
