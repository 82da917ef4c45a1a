import {AddIcon} from '@sanity/icons/Add'
import {SortIcon} from '@sanity/icons/Sort'
import {Button} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {createCodeLoader, LazyMenuButton, LazyTooltip} from '@tessera/kit'
import type {SortOrdering} from '@tessera/types'
import type {ReactElement} from 'react'
import type {DocumentListCreateItem} from '../../document-list/use-create-items.js'
import {useStructureText, type StructureText} from '../../i18n/structure-strings.js'

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
export function disabledReason(item: DocumentListCreateItem, t: StructureText): false | string {
  if (!item.permission) return t('list.create.checking')
  return item.permission.granted ? false : item.permission.message
}

function ReasonTooltip({reason, children}: {reason: false | string; children: ReactElement}) {
  return (
    <LazyTooltip
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
    </LazyTooltip>
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
    <LazyMenuButton
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
      items={createMenuItemsCode}
      itemsProps={{createItems, onCreate}}
    />
  )
}

const createMenuItemsCode = createCodeLoader(() =>
  import('./document-list-header-menus.js').then((module) => module.CreateMenuItems),
)
const orderingMenuItemsCode = createCodeLoader(() =>
  import('./document-list-header-menus.js').then((module) => module.OrderingMenuItems),
)

/** The default orderings, then a divider and the pane's own (for a type list, the type's `orderings`). */
function OrderingMenu({
  paneId,
  orderings,
  currentOrdering,
  onOrderingChange,
}: Omit<DocumentListHeaderActionsProps, 'createItems' | 'onCreate'>) {
  const t = useStructureText()
  if (orderings.length === 0) return null
  return (
    <LazyMenuButton
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
      items={orderingMenuItemsCode}
      itemsProps={{orderings, currentOrdering, onOrderingChange}}
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
