import {Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import type {ResolvedPane} from '../panes/resolve-panes.js'
import {DeferredPaneContent} from './deferred-pane-content.js'
import {PaneLayoutContext, type PaneLayoutValue} from '../panes/pane.js'
import {
  COLLAPSED_PANE_WIDTH_PX,
  LIST_PANE_WIDTH_PX,
  DOCUMENT_PANE_MIN_WIDTH_PX,
  sizePanes,
  type PaneKind,
  type PaneSizing,
} from './pane-widths.js'
import {useStructureText} from '../i18n/structure-strings.js'

export interface PaneLayoutProps {
  panes: readonly ResolvedPane[]
  renderPane(pane: ResolvedPane, index: number): ReactNode
  /** Closes the panes after `index` (the back button on narrow screens). */
  onBack(index: number): void
  /** A note after the last pane (e.g. 'Item not found'). */
  trailing?: ReactNode
}

/**
 * The layout's width, for `sizePanes`. A ResizeObserver reports it after the browser's own layout
 * (its first report comes before the first paint), and the layout renders again only when the new
 * width changes what `sizing` makes of it: the first report of a wide window used to re-render every
 * pane and the document's whole form during the boot, and reading the width in a layout effect forced
 * a layout of the page (issue 23: time to editable). Until the first report the width is 0, which
 * `sizePanes` lays out as wide.
 */
function usePaneSizing(
  kinds: readonly PaneKind[],
  expanded: number | undefined,
): [React.RefObject<HTMLDivElement | null>, PaneSizing] {
  const ref = useRef<HTMLDivElement>(null)
  // The latest reported width, kept for the renders that other changes (panes opening) cause.
  const width = useRef(0)
  const [, setRenderedWidth] = useState(0)
  const sizing = sizePanes(kinds, width.current, expanded)
  // What a reported width is compared with: the sizing of the latest render and its inputs.
  const latest = useRef({kinds, expanded, sizing})
  latest.current = {kinds, expanded, sizing}
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver((entries) => {
      width.current = entries[0]?.contentRect.width ?? 0
      const current = latest.current
      if (!sameSizing(sizePanes(current.kinds, width.current, current.expanded), current.sizing))
        setRenderedWidth(width.current)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, sizing]
}

function sameSizing(a: PaneSizing, b: PaneSizing): boolean {
  return (
    a.narrow === b.narrow &&
    a.collapsed.length === b.collapsed.length &&
    a.collapsed.every((value, index) => value === b.collapsed[index])
  )
}

/**
 * The panes side by side on wide screens (lists at a fixed width, the document taking the rest,
 * the leftmost collapsing to strips when space runs out) and one at a time on narrow ones.
 */
export function PaneLayout({panes, renderPane, onBack, trailing}: PaneLayoutProps) {
  const t = useStructureText()
  const [expanded, setExpanded] = useState<number>()
  // A strip expanded by hand stays open only until the panes change.
  useEffect(() => setExpanded(undefined), [panes.length])
  const kinds = panes.map((pane) => pane.node.type)
  const [ref, sizing] = usePaneSizing(kinds, expanded)
  const contexts = useMemo(
    () =>
      panes.map((_, index): PaneLayoutValue => ({
        narrow: sizing.narrow,
        index,
        onBack: index > 0 ? () => onBack(index - 1) : undefined,
      })),
    [panes, sizing.narrow, onBack],
  )
  return (
    <Flex ref={ref} style={{height: '100%', minHeight: 0, overflow: 'hidden'}} data-testid="structure-panes">
      {panes.map((pane, index) => {
        const last = index === panes.length - 1
        if (sizing.narrow && !last) return null
        const isDocument = pane.node.type === 'document'
        if (sizing.collapsed[index]) {
          const title = 'title' in pane.node && pane.node.title ? pane.node.title : pane.node.id
          return (
            <Card
              key={pane.key}
              as="button"
              borderRight
              onClick={() => setExpanded(index)}
              aria-label={t('pane.expand', {title})}
              data-collapsed-pane={pane.node.id}
              style={{width: COLLAPSED_PANE_WIDTH_PX, flex: 'none', height: '100%'}}
            >
              <Box padding={3} style={{writingMode: 'vertical-rl'}}>
                <Text size={1} weight="semibold" textOverflow="ellipsis">
                  {title}
                </Text>
              </Box>
            </Card>
          )
        }
        const style = sizing.narrow
          ? {flex: 1, minWidth: 0}
          : isDocument
            ? {flex: 1, minWidth: DOCUMENT_PANE_MIN_WIDTH_PX}
            : {width: LIST_PANE_WIDTH_PX, flex: 'none'}
        return (
          <Card
            key={pane.key}
            borderRight={!last || !isDocument}
            style={{...style, height: '100%', minHeight: 0}}
          >
            <PaneLayoutContext value={contexts[index]!}>
              <DeferredPaneContent defer={!last}>{renderPane(pane, index)}</DeferredPaneContent>
            </PaneLayoutContext>
          </Card>
        )
      })}
      {trailing}
    </Flex>
  )
}
