import {useKernel, useObservable} from '@tessera/kit'
import {LAST_PUBLISHED, type TimelineController, type TimelineState} from '@tessera/store'
import {useLayoutEffect, useMemo, useState} from 'react'
import {distinctUntilChanged} from 'rxjs'

/** The parts of the state the document pane acts on: which revision is shown, and from when. */
const sameSelection = (a: TimelineState, b: TimelineState) =>
  a.since === b.since &&
  a.rev === b.rev &&
  a.selectionState === b.selectionState &&
  a.revChunk?.id === b.revChunk?.id &&
  a.revChunk?.end === b.revChunk?.end

/**
 * A timeline controller for the pair of `documentId` while `active` (the review panel is open), and its
 * state as the pane needs it: updated when the selection changes, not with every page of history or
 * live edit (those would re-render the whole pane; the review panel follows every update itself,
 * from `controller.state$`). The controller follows the pair live; it is made in an effect, so it is disposed exactly when
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
  const selection$ = useMemo(() => controller?.state$.pipe(distinctUntilChanged(sameSelection)), [controller])
  const state = useObservable(selection$, null)
  return {controller: active ? controller : null, state: active && controller ? state : null}
}
