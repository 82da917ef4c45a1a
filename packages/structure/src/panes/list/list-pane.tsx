import {ChevronRightIcon} from '@sanity/icons/ChevronRight'
import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {createElement, memo} from 'react'
import type {ListNode} from '../../builder/types.js'
import {useStructureText} from '../../i18n/structure-strings.js'
import {Pane, PaneContent, PaneHeader} from '../pane.js'

export interface ListPaneProps {
  node: ListNode
  /** The id of the item whose child is open. */
  selectedId?: string
  onSelect(id: string): void
}

/** A list of items, each opening its child pane; dividers between groups. */
export const ListPane = memo(function ListPane({node, selectedId, onSelect}: ListPaneProps) {
  const t = useStructureText()
  return (
    <Pane paneId={node.id} kind="list">
      <PaneHeader title={node.title} />
      <PaneContent>
        <Stack padding={2} gap={1} role="list" aria-label={node.title}>
          {node.items.map((item) =>
            item.type === 'divider' ? (
              <Box key={item.id} paddingY={2} role="separator">
                <Card borderTop />
              </Box>
            ) : (
              <Card
                key={item.id}
                as="button"
                role="listitem"
                data-item-id={item.id}
                data-as="button"
                padding={2}
                radius={2}
                pressed={item.id === selectedId}
                selected={item.id === selectedId}
                aria-current={item.id === selectedId ? 'page' : undefined}
                onClick={() => onSelect(item.id)}
                style={{width: '100%', textAlign: 'left'}}
              >
                <Flex align="center" gap={3}>
                  {item.icon && (
                    <Text size={1} muted>
                      {createElement(item.icon)}
                    </Text>
                  )}
                  <Box flex={1} style={{minWidth: 0}}>
                    <Text size={1} textOverflow="ellipsis">
                      {item.title}
                    </Text>
                  </Box>
                  <Text size={1} muted>
                    <ChevronRightIcon />
                  </Text>
                </Flex>
              </Card>
            ),
          )}
          {node.items.length === 0 && (
            <Box padding={3}>
              <Text size={1} muted>
                {t('pane.list-empty')}
              </Text>
            </Box>
          )}
        </Stack>
      </PaneContent>
    </Pane>
  )
})
