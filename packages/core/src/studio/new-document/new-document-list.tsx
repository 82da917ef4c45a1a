import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {createElement} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {NEW_DOCUMENT_ITEM_HEIGHT, type NewDocumentItem} from './types.js'
import {useStudioText} from '../../i18n/studio-strings.js'

export interface NewDocumentListProps {
  /** The filtered items. */
  items: NewDocumentItem[]
  /** Whether any option exists at all (which empty state to show). */
  hasOptions: boolean
  activeIndex: number
  onSelect: (item: NewDocumentItem) => void
  onHover: (index: number) => void
  /** The list's height limits (popover: 10 items; dialog: at least 100 px). */
  maxHeight?: number
  minHeight?: number
}

/** The options as a listbox; disabled ones explain in a tooltip why. */
export function NewDocumentList({
  items,
  hasOptions,
  activeIndex,
  onSelect,
  onHover,
  maxHeight,
  minHeight,
}: NewDocumentListProps) {
  const t = useStudioText()
  if (items.length === 0) {
    return (
      <Box padding={4} style={{minHeight}}>
        <Text align="center" muted size={1}>
          {hasOptions ? t('new-document.no-results') : t('new-document.no-types')}
        </Text>
      </Box>
    )
  }
  return (
    <Stack
      role="listbox"
      aria-label={t('new-document.types')}
      gap={1}
      padding={1}
      style={{maxHeight, minHeight, overflowY: 'auto'}}
    >
      {items.map((item, index) => {
        const button = (
          <Button
            role="option"
            aria-selected={index === activeIndex}
            aria-disabled={!item.hasPermission || undefined}
            data-option={item.id}
            mode="bleed"
            justify="flex-start"
            width="fill"
            selected={index === activeIndex}
            disabled={!item.hasPermission}
            onClick={() => onSelect(item)}
            onMouseEnter={() => onHover(index)}
            style={{minHeight: NEW_DOCUMENT_ITEM_HEIGHT}}
          >
            <Flex align="center" gap={3}>
              {item.icon && <Text size={1}>{createElement(item.icon)}</Text>}
              <Stack gap={1} flex={1}>
                <Text size={1} textOverflow="ellipsis">
                  {item.title}
                </Text>
                {item.subtitle && (
                  <Text size={0} muted textOverflow="ellipsis">
                    {item.subtitle}
                  </Text>
                )}
              </Stack>
            </Flex>
          </Button>
        )
        if (item.hasPermission) return <Box key={item.id}>{button}</Box>
        return (
          <LazyTooltip
            key={item.id}
            portal
            placement="right"
            content={
              <Box padding={2}>
                <Text size={1}>{item.permissionMessage ?? t('new-document.no-permission')}</Text>
              </Box>
            }
          >
            {/* A disabled button gets no pointer events; the wrapper carries the tooltip. */}
            <Card tone="transparent" radius={2} data-disabled-option={item.id}>
              {button}
            </Card>
          </LazyTooltip>
        )
      })}
    </Stack>
  )
}
