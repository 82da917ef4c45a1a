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
 * from `controller.state$`). The controller follows the pair live; it is made in an effect (its code
 * loads on first use), so it is disposed exactly when the panel closes or the document changes (also
 * under StrictMode's double effects), or as soon as it arrives if either happened while it loaded.
 */
export function useTimeline(
  documentId: string,
  active: boolean,
): {controller: TimelineController | null; state: TimelineState | null} {
  const {history} = useKernel()
  const [controller, setController] = useState<TimelineController | null>(null)
  const [failed, setFailed] = useState<{error: unknown}>()
  if (failed) throw failed.error
  // A layout effect: the history requests start before the pane paints, not a frame later.
  useLayoutEffect(() => {
    if (!active) return
    let created: TimelineController | undefined
    let cancelled = false
    history.loadTimelineController(documentId).then(
      (controller) => {
        if (cancelled) return controller.dispose()
        created = controller
        // The review opens on what changed since the last published version, up to now.
        controller.setRange(LAST_PUBLISHED, null)
        setController(controller)
      },
      // A failed load (the code, offline) goes to the pane's error boundary, as useLoadedCode's do.
      (error: unknown) => cancelled || setFailed({error}),
    )
    return () => {
      cancelled = true
      if (!created) return
      const disposed = created
      disposed.dispose()
      setController((current) => (current === disposed ? null : current))
    }
  }, [history, documentId, active])
  const selection$ = useMemo(() => controller?.state$.pipe(distinctUntilChanged(sameSelection)), [controller])
  const state = useObservable(selection$, null)
  return {controller: active ? controller : null, state: active && controller ? state : null}
}
