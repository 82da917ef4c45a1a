import type {PaneNode} from '../builder/types.js'

/** Below this width one pane shows at a time, with a back button. */
export const NARROW_BELOW_PX = 640
export const LIST_PANE_WIDTH_PX = 320
export const DOCUMENT_PANE_MIN_WIDTH_PX = 420
export const COLLAPSED_PANE_WIDTH_PX = 44

export type PaneKind = PaneNode['type']

/** What each pane gets: full, or collapsed to a strip (leftmost first when space runs out). */
export interface PaneSizing {
  narrow: boolean
  collapsed: boolean[]
}

function minWidthOf(kind: PaneKind): number {
  return kind === 'document' ? DOCUMENT_PANE_MIN_WIDTH_PX : LIST_PANE_WIDTH_PX
}

/**
 * Fits the panes into `width`: on narrow screens only the last pane shows; otherwise panes collapse
 * from the left (never the last one, nor the one the user expanded) until the rest fits.
 */
export function sizePanes(kinds: readonly PaneKind[], width: number, expandedIndex?: number): PaneSizing {
  if (width > 0 && width < NARROW_BELOW_PX)
    return {narrow: true, collapsed: kinds.map((_, i) => i < kinds.length - 1)}
  const collapsed = kinds.map(() => false)
  let total = kinds.reduce((sum, kind) => sum + minWidthOf(kind), 0)
  for (let index = 0; index < kinds.length - 1 && width > 0 && total > width; index++) {
    if (index === expandedIndex) continue
    collapsed[index] = true
    total -= minWidthOf(kinds[index]!) - COLLAPSED_PANE_WIDTH_PX
  }
  return {narrow: false, collapsed}
}
