import {ArrowLeftIcon} from '@sanity/icons/ArrowLeft'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {createContext, memo, useContext, type ReactNode} from 'react'
import {useStructureText} from '../i18n/structure-strings.js'

/** Where a pane sits among its siblings; the layout gives it to every pane. */
export interface PaneLayoutValue {
  /** Narrow screens show one pane at a time: the header then has a back button. */
  narrow: boolean
  /** Goes to the parent pane (closes this one). Undefined for the root. */
  onBack?: () => void
  /** The pane's position, 0 for the root. */
  index: number
}

export const PaneLayoutContext = createContext<PaneLayoutValue>({narrow: false, index: 0})

export function usePaneLayout(): PaneLayoutValue {
  return useContext(PaneLayoutContext)
}

export interface PaneProps {
  /** Stable id for tests and links (`data-pane-id`). */
  paneId: string
  kind: 'list' | 'documentList' | 'document' | 'component'
  /** Passed by the layout: list panes are fixed width, documents take the rest. */
  children?: ReactNode
  selected?: boolean
}

/** A pane's frame: a column with a header, a scrolling body and an optional footer. */
export function Pane({paneId, kind, children}: PaneProps) {
  return (
    <Card
      data-pane-id={paneId}
      data-pane-kind={kind}
      display="flex"
      style={{flexDirection: 'column', height: '100%', minHeight: 0, overflow: 'hidden'}}
    >
      {children}
    </Card>
  )
}

const NO_FLEX = {flex: 'none'}
const HEADER_ROW = {minHeight: 33}

export interface PaneHeaderProps {
  title: ReactNode
  icon?: ReactNode
  /** Below the title: status, badges. */
  subtitle?: ReactNode
  /** Buttons and menus at the right end. */
  actions?: ReactNode
}

/**
 * The header row: back button on narrow screens, title, and the pane's own buttons. Memoised: a pane
 * renders with every change of its document, its header only when what it shows changed.
 */
export const PaneHeader = memo(function PaneHeader({title, icon, subtitle, actions}: PaneHeaderProps) {
  const {narrow, onBack} = usePaneLayout()
  const t = useStructureText()
  return (
    <Card borderBottom paddingX={2} paddingY={2} style={NO_FLEX}>
      <Flex align="center" gap={1} style={HEADER_ROW}>
        {narrow && onBack && (
          <Button mode="bleed" icon={ArrowLeftIcon} aria-label={t('pane.back')} onClick={onBack} />
        )}
        {icon && (
          <Box paddingLeft={narrow && onBack ? 0 : 1}>
            <Text size={1}>{icon}</Text>
          </Box>
        )}
        <Box flex={1} paddingX={2} style={{minWidth: 0}}>
          <Text as="h2" weight="semibold" size={1} textOverflow="ellipsis">
            {title}
          </Text>
          {subtitle && <Box marginTop={2}>{subtitle}</Box>}
        </Box>
        {actions && (
          <Flex align="center" gap={1} style={{flex: 'none'}}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  )
})

/** The pane's body, which scrolls (or hands scrolling to a virtual list filling it). */
export function PaneContent({children, scroll = true}: {children?: ReactNode; scroll?: boolean}) {
  return (
    <Box flex={1} style={{minHeight: 0, overflow: scroll ? 'auto' : 'hidden', position: 'relative'}}>
      {children}
    </Box>
  )
}

/** A footer row (the document pane's actions). */
export function PaneFooter({children}: {children?: ReactNode}) {
  return (
    <Card borderTop padding={2} style={{flex: 'none'}}>
      {children}
    </Card>
  )
}
