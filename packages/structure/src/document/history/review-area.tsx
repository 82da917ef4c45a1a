import {Box, Flex} from '@tessera/kit/primitives'
import type {TimelineController, TimelineState} from '@tessera/store'
import type {SanityDocument, SchemaType} from '@tessera/types'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {memo, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react'
import {useTimeline} from './use-timeline.js'

/**
 * The review panel and the revision view load when the review first opens, alongside the timeline's
 * first page of history (both start in the same render), so the code adds no wait of its own.
 */
const reviewViewsLoader = createCodeLoader(() => import('./review-views.js'))

/**
 * Whether 'Review changes' is open, outside React state: the pane's header and menu open it, the
 * review area alone follows it. Opening the panel then re-renders the area (panel, revision or form
 * slot), not the pane's header, badges, actions and save status (twice: once more when the timeline
 * controller arrives).
 */
export class ReviewToggle {
  private isOpen = false
  private readonly listeners = new Set<() => void>()

  readonly open = (): void => this.set(true)
  readonly close = (): void => this.set(false)
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  readonly getSnapshot = (): boolean => this.isOpen

  private set(open: boolean): void {
    if (open === this.isOpen) return
    this.isOpen = open
    for (const listener of this.listeners) listener()
  }
}

/**
 * How long the review panel waits for the first page of history before it shows itself with loading
 * states (spec silent). Usually the page is there sooner: the panel then appears once, with its
 * timeline and changes, and the form beside it is laid out once, not for a panel of spinners first.
 */
export const REVIEW_PANEL_DELAY_MS = 150

const hasFirstPage = (state: TimelineState) => state.chunks.length > 0 || state.error !== null

/** Whether the review panel should show for `controller`: its first page is read, or it took too long. */
function usePanelReady(controller: TimelineController | null): boolean {
  const [readyFor, setReadyFor] = useState<TimelineController | null>(null)
  useEffect(() => {
    if (!controller) return
    const ready = () => setReadyFor(controller)
    const timer = setTimeout(ready, REVIEW_PANEL_DELAY_MS)
    const subscription = controller.state$.subscribe((state) => hasFirstPage(state) && ready())
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [controller])
  return controller !== null && readyFor === controller
}

const FILL_HEIGHT = {height: '100%'}
const FORM_SLOT = {minWidth: 0, height: '100%'}

export interface ReviewAreaProps {
  toggle: ReviewToggle
  documentId: string
  schemaType: SchemaType
  locale: string
  /**
   * The published copy as the pane's edit state has it (see ReviewPanelProps): null when there is none,
   * undefined while loading or for live-edit types. Not the whole edit state, which is new with every
   * keystroke: this one stays, so typing does not render the area.
   */
  published: SanityDocument | null | undefined
  /** What the pane shows when no past revision is selected (the form): kept as is while reviewing. */
  children: ReactNode
}

/**
 * The document pane's body (spec 002 §2): the form, or the selected past revision in its place, and
 * the review panel beside it while open.
 */
export const ReviewArea = memo(function ReviewArea({
  toggle,
  documentId,
  schemaType,
  locale,
  published,
  children,
}: ReviewAreaProps) {
  const reviewing = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot)
  const timeline = useTimeline(documentId, reviewing)
  const revChunk = timeline.state?.revChunk ?? null
  const since = timeline.state?.since ?? null
  const {controller} = timeline
  const onBack = useCallback(() => controller?.setRange(since, null), [controller, since])
  const ready = usePanelReady(controller)
  const views = useLoadedCode(reviewViewsLoader, reviewing)
  return (
    <Flex style={FILL_HEIGHT}>
      <Box flex={1} style={FORM_SLOT}>
        {revChunk && controller && views ? (
          <views.RevisionView
            documentId={documentId}
            schemaType={schemaType}
            controller={controller}
            chunk={revChunk}
            locale={locale}
            onBack={onBack}
          />
        ) : (
          children
        )}
      </Box>
      {reviewing && controller && timeline.state && ready && views && (
        <views.ReviewPanel
          documentId={documentId}
          schemaType={schemaType}
          controller={controller}
          // The latest state (the pane's follows the selection only): the panel's first render has the
          // chunks that made it ready.
          state={controller.getState()}
          published={published}
          locale={locale}
          onClose={toggle.close}
        />
      )}
    </Flex>
  )
})
