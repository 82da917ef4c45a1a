import {AddIcon} from '@sanity/icons/Add'
import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {SortIcon} from '@sanity/icons/Sort'
import {Box, Button, Flex, Stack, Text} from '@sanity/ui'
import {Menu, MenuButton, MenuDivider, MenuItem} from '@sanity/ui/menu'
import {Tooltip} from '@sanity/ui/tooltip'
import type {SortOrdering} from '@tessera/types'
import type {ReactElement} from 'react'
import {
  CREATED_ORDERING_NAME,
  LAST_EDITED_ORDERING_NAME,
  TITLE_ORDERING_NAME,
} from '../../document-list/orderings.js'
import type {DocumentListCreateItem} from '../../document-list/use-create-items.js'
import {
  structureStrings,
  useStructureText,
  type StructureText,
  type StructureTextKey,
} from '../../i18n/structure-strings.js'

export interface DocumentListHeaderActionsProps {
  /** Makes menu ids unique (the pane id). */
  paneId: string
  createItems: readonly DocumentListCreateItem[]
  onCreate?(item: DocumentListCreateItem): void
  orderings: readonly SortOrdering[]
  /** The name of the ordering in force (checked in the menu). */
  currentOrdering: string
  onOrderingChange(name: string): void
}

/** Why an item cannot be created now, or false. */
function disabledReason(item: DocumentListCreateItem, t: StructureText): false | string {
  if (!item.permission) return t('list.create.checking')
  return item.permission.granted ? false : item.permission.message
}

function ReasonTooltip({reason, children}: {reason: false | string; children: ReactElement}) {
  return (
    <Tooltip
      disabled={!reason}
      portal
      placement="bottom"
      content={
        <Box padding={2} style={{maxWidth: 280}}>
          <Text size={1}>{reason}</Text>
        </Box>
      }
    >
      {children}
    </Tooltip>
  )
}

/** One template: a button. Several: a menu, each item with its own permission. */
function CreateControl({
  paneId,
  createItems,
  onCreate,
}: Pick<DocumentListHeaderActionsProps, 'paneId' | 'createItems' | 'onCreate'>) {
  const t = useStructureText()
  const [only] = createItems
  if (!only || !onCreate) return null
  if (createItems.length === 1) {
    const reason = disabledReason(only, t)
    return (
      <ReasonTooltip reason={reason}>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <Box
          as="span"
          display="inline-block"
          data-create-wrapper=""
          data-disabled-reason={reason || undefined}
        >
          <Button
            icon={AddIcon}
            mode="bleed"
            aria-label={t('list.create.label')}
            data-testid="document-list-create"
            disabled={Boolean(reason)}
            onClick={() => onCreate(only)}
          />
        </Box>
      </ReasonTooltip>
    )
  }
  const allDenied = createItems.every((item) => item.permission && !item.permission.granted)
  return (
    <MenuButton
      id={`document-list-create-${paneId}`}
      button={
        <Button
          icon={AddIcon}
          mode="bleed"
          aria-label={t('list.create.label')}
          data-testid="document-list-create"
          disabled={allDenied}
        />
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu>
          {createItems.map((item) => {
            const reason = disabledReason(item, t)
            return (
              <MenuItem
                key={`${item.item.templateId}-${JSON.stringify(item.item.parameters ?? {})}`}
                data-template-id={item.item.templateId}
                disabled={Boolean(reason)}
                onClick={() => onCreate(item)}
              >
                {/* The reason is a subtitle, not a tooltip: a disabled item gets no hover events. */}
                <Stack gap={2}>
                  <Text size={1} weight="medium">
                    {item.title}
                  </Text>
                  {reason && (
                    <Text size={1} muted>
                      {reason}
                    </Text>
                  )}
                </Stack>
              </MenuItem>
            )
          })}
        </Menu>
      }
    />
  )
}

/** The built-in orderings' texts: their English titles are translated, a developer's own titles are not. */
const DEFAULT_ORDERING_TEXTS: ReadonlyMap<string, StructureTextKey> = new Map([
  [TITLE_ORDERING_NAME, 'list.sort.title'],
  [CREATED_ORDERING_NAME, 'list.sort.created'],
  [LAST_EDITED_ORDERING_NAME, 'list.sort.last-edited'],
])
const DEFAULT_ORDERING_NAMES: ReadonlySet<string> = new Set(DEFAULT_ORDERING_TEXTS.keys())

function orderingTitle(ordering: SortOrdering, t: StructureText): string {
  const key = DEFAULT_ORDERING_TEXTS.get(ordering.name)
  return key && ordering.title === structureStrings[key] ? t(key) : ordering.title
}

/** The default orderings, then a divider and the pane's own (for a type list, the type's `orderings`). */
function OrderingMenu({
  paneId,
  orderings,
  currentOrdering,
  onOrderingChange,
}: Omit<DocumentListHeaderActionsProps, 'createItems' | 'onCreate'>) {
  const t = useStructureText()
  if (orderings.length === 0) return null
  const firstOwn = orderings.findIndex((ordering) => !DEFAULT_ORDERING_NAMES.has(ordering.name))
  return (
    <MenuButton
      id={`document-list-sort-${paneId}`}
      button={
        <Button
          icon={SortIcon}
          mode="bleed"
          aria-label={t('list.sort.label')}
          data-testid="document-list-sort"
        />
      }
      popover={{placement: 'bottom-end', portal: true, constrainSize: true}}
      menu={
        <Menu>
          {orderings.map((ordering, index) => {
            const selected = ordering.name === currentOrdering
            return [
              index > 0 && index === firstOwn ? <MenuDivider key="divider" /> : null,
              <MenuItem
                key={ordering.name}
                data-ordering={ordering.name}
                pressed={selected}
                data-selected={selected || undefined}
                onClick={() => onOrderingChange(ordering.name)}
              >
                <Flex align="center" gap={3}>
                  <Box flex={1}>
                    <Text size={1}>{orderingTitle(ordering, t)}</Text>
                  </Box>
                  <Text size={1} style={{visibility: selected ? 'visible' : 'hidden'}}>
                    <CheckmarkIcon />
                  </Text>
                </Flex>
              </MenuItem>,
            ]
          })}
        </Menu>
      }
    />
  )
}

/** The list header's buttons: create (a button or a menu of templates) and the ordering menu. */
export function DocumentListHeaderActions(props: DocumentListHeaderActionsProps) {
  return (
    <>
      <CreateControl paneId={props.paneId} createItems={props.createItems} onCreate={props.onCreate} />
      <OrderingMenu
        paneId={props.paneId}
        orderings={props.orderings}
        currentOrdering={props.currentOrdering}
        onOrderingChange={props.onOrderingChange}
      />
    </>
  )
}
