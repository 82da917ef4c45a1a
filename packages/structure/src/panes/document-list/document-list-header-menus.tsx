import {CheckmarkIcon} from '@sanity/icons/Checkmark'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {MenuDivider, MenuItem} from '@sanity/ui/menu'
import type {SortOrdering} from '@tessera/types'
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
import {disabledReason} from './document-list-header-actions.js'

// The list header's menus' items: their code loads when a menu is first wanted (`LazyMenuButton`).

/** The templates, each with its own permission (several templates: the create button's menu). */
export function CreateMenuItems({
  createItems,
  onCreate,
}: {
  createItems: readonly DocumentListCreateItem[]
  onCreate(item: DocumentListCreateItem): void
}) {
  const t = useStructureText()
  return createItems.map((item) => {
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
  })
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
export function OrderingMenuItems({
  orderings,
  currentOrdering,
  onOrderingChange,
}: {
  orderings: readonly SortOrdering[]
  currentOrdering: string
  onOrderingChange(name: string): void
}) {
  const t = useStructureText()
  const firstOwn = orderings.findIndex((ordering) => !DEFAULT_ORDERING_NAMES.has(ordering.name))
  return orderings.map((ordering, index) => {
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
  })
}
