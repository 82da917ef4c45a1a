import {Box, Card, Flex, Text} from '@sanity/ui'
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import type {ResolvedPane} from '../panes/resolve-panes.js'
import {DeferredPaneContent} from './deferred-pane-content.js'
import {PaneLayoutContext, type PaneLayoutValue} from '../panes/pane.js'
import {
  COLLAPSED_PANE_WIDTH_PX,
  LIST_PANE_WIDTH_PX,
  DOCUMENT_PANE_MIN_WIDTH_PX,
  sizePanes,
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

function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.getBoundingClientRect().width)
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

/**
 * The panes side by side on wide screens (lists at a fixed width, the document taking the rest,
 * the leftmost collapsing to strips when space runs out) and one at a time on narrow ones.
 */
export function PaneLayout({panes, renderPane, onBack, trailing}: PaneLayoutProps) {
  const [ref, width] = useWidth()
  const t = useStructureText()
  const [expanded, setExpanded] = useState<number>()
  // A strip expanded by hand stays open only until the panes change.
  useEffect(() => setExpanded(undefined), [panes.length])
  const kinds = panes.map((pane) => pane.node.type)
  const sizing = sizePanes(kinds, width, expanded)
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
