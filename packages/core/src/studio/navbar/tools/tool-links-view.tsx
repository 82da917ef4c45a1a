import {ChevronDownIcon} from '@sanity/icons/ChevronDown'
import {Button, useElementSize} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import {createCodeLoader, LazyMenuButton} from '@tessera/kit'
import {useState, type MouseEvent} from 'react'
import {followInside} from '../presence-menu/follow-inside.js'
import {fitTools} from './fit-tools.js'
import {toolIcon} from './tool-icon.js'
import {useChildWidths} from './use-child-widths.js'
import type {ToolLink} from './types.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface ToolLinksViewProps {
  tools: ToolLink[]
  activeToolName: string | undefined
  onNavigate(tool: ToolLink): void
}

const moreItemsCode = createCodeLoader(() =>
  import('./tool-links-more-items.js').then((module) => module.ToolLinksMoreItems),
)

const GAP = 4
/** Used until the 'More' button was measured. */
const MORE_WIDTH_GUESS = 80

function ToolButton({
  tool,
  selected,
  onNavigate,
}: {
  tool: ToolLink
  selected: boolean
  onNavigate(tool: ToolLink): void
}) {
  return (
    <Button
      as="a"
      href={tool.href}
      mode="bleed"
      icon={toolIcon(tool.icon)}
      text={tool.title}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => followInside(event, tool.href, () => onNavigate(tool))}
    />
  )
}

/**
 * The tools row (spec 000 §2.4): the active tool is highlighted; links that do not fit go into a
 * 'More' menu. Every link is also rendered in a hidden row, so their natural widths can be measured
 * whatever is visible (ResizeObservers: `useChildWidths`, and @sanity/ui's `useElementSize` for the
 * row and the 'More' button).
 */
export function ToolLinksView({tools, activeToolName, onNavigate}: ToolLinksViewProps) {
  const t = useStudioText()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const size = useElementSize(container)
  const [measureRow, setMeasureRow] = useState<HTMLDivElement | null>(null)
  const [more, setMore] = useState<HTMLDivElement | null>(null)
  const widths = useChildWidths(measureRow, tools.map((tool) => tool.title).join('\u0000'))
  const moreSize = useElementSize(more)

  const available = size?.border.width
  const moreWidth = moreSize?.border.width || MORE_WIDTH_GUESS
  // Before the first measurement (and where nothing measures, e.g. jsdom) every link shows.
  const measured =
    available !== undefined && available > 0 && widths.length === tools.length && widths.some((w) => w > 0)
  const visibleCount = measured ? fitTools(widths, available, GAP, moreWidth) : tools.length
  const visible = tools.slice(0, visibleCount)
  const hidden = tools.slice(visibleCount)
  const activeHidden = hidden.some((tool) => tool.name === activeToolName)

  return (
    <Box flex={1} style={{minWidth: 0, position: 'relative'}} ref={setContainer}>
      <Flex
        ref={setMeasureRow}
        gap={1}
        aria-hidden
        style={{
          position: 'absolute',
          visibility: 'hidden',
          pointerEvents: 'none',
          height: 0,
          overflow: 'hidden',
        }}
        // Measuring copies must not be reachable by keyboard or screen readers.
        inert
      >
        {tools.map((tool) => (
          <Button key={tool.name} mode="bleed" icon={toolIcon(tool.icon)} text={tool.title} tabIndex={-1} />
        ))}
      </Flex>
      <Flex as="nav" aria-label={t('tools.label')} gap={1} align="center" style={{whiteSpace: 'nowrap'}}>
        {visible.map((tool) => (
          <ToolButton
            key={tool.name}
            tool={tool}
            selected={tool.name === activeToolName}
            onNavigate={onNavigate}
          />
        ))}
        {hidden.length > 0 && (
          <Box ref={setMore}>
            <LazyMenuButton
              id="tools-more"
              button={
                <Button
                  mode="bleed"
                  text={t('tools.more')}
                  iconRight={ChevronDownIcon}
                  selected={activeHidden}
                />
              }
              popover={{placement: 'bottom-start', portal: true, constrainSize: true}}
              items={moreItemsCode}
              itemsProps={{tools: hidden, activeToolName, onNavigate}}
            />
          </Box>
        )}
      </Flex>
    </Box>
  )
}
