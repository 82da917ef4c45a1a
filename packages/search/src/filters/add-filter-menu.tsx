import {AddIcon} from '@sanity/icons/Add'
import {Button, Card} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {PINNED_FILTERS, type FilterDefinition, type SearchFieldDefinition} from '@tessera/store'
import {useMemo, useState} from 'react'
import {LazyTooltip} from '@tessera/kit'
import {FILTER_ITEM_HEIGHT, FILTER_LIST_WIDTH} from '../constants.js'
import {useSearchText} from '../messages.js'
import {AnchoredPopover} from './anchored-popover.js'
import {SearchableListPanel} from './searchable-list-panel.js'
import {tooltipDescription, tooltipTypes} from './labels.js'

export interface AddFilterMenuProps {
  /** The fields a filter can target now (narrowed by the chosen types). */
  fields: readonly SearchFieldDefinition[]
  typeTitles: Readonly<Record<string, string>>
  onAdd(definitionName: string, field: SearchFieldDefinition | undefined): void
}

interface Entry {
  key: string
  title: string
  subtitle?: string
  description?: string
  types?: string[]
  definitionName: string
  field?: SearchFieldDefinition
}

function entries(fields: readonly SearchFieldDefinition[]): Entry[] {
  const pinned = PINNED_FILTERS.map((definition: FilterDefinition & {type: 'pinned'}): Entry => ({
    key: definition.name,
    title: definition.title,
    description: definition.description,
    definitionName: definition.name,
  }))
  return [
    ...pinned,
    ...fields.map((field): Entry => ({
      key: field.id,
      title: field.title,
      subtitle: field.titlePath.length > 0 ? field.titlePath.join(' / ') : undefined,
      types: field.documentTypes,
      definitionName: field.filterName,
      field,
    })),
  ]
}

/**
 * 'Add filter': the pinned filters then every field (300 px wide, 45 px rows), narrowed by a text box;
 * each row's tooltip has the description (cut at 256) and the types (10, then '+N more').
 */
export function AddFilterMenu(props: AddFilterMenuProps) {
  const t = useSearchText()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const all = useMemo(() => entries(props.fields), [props.fields])
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const shown = all.filter((entry) =>
    words.every((word) => `${entry.title} ${entry.subtitle ?? ''}`.toLowerCase().includes(word)),
  )

  const content = (
    <SearchableListPanel
      width={FILTER_LIST_WIDTH}
      testId="search-filter-menu"
      placeholder={t('search.filter-search-placeholder')}
      query={query}
      onQueryChange={setQuery}
      onEscape={() => setOpen(false)}
    >
      <div
        style={{maxHeight: FILTER_ITEM_HEIGHT * 8, overflow: 'auto'}}
        role="listbox"
        aria-label={t('search.filter-add')}
      >
        {shown.length === 0 && (
          <Box padding={3}>
            <Text size={1} muted>
              {t('search.filter-no-matches')}
            </Text>
          </Box>
        )}
        {shown.map((entry) => (
          <LazyTooltip
            key={entry.key}
            portal
            placement="right"
            content={
              <Stack gap={2} padding={2} style={{maxWidth: 260}}>
                {tooltipDescription(entry.description) && (
                  <Text size={1}>{tooltipDescription(entry.description)}</Text>
                )}
                {entry.types && (
                  <Text size={1} muted>
                    {tooltipTypes(
                      entry.types.map((type) => props.typeTitles[type] ?? type),
                      t,
                    )}
                  </Text>
                )}
              </Stack>
            }
          >
            <Card
              as="button"
              type="button"
              role="option"
              radius={2}
              paddingX={2}
              style={{height: FILTER_ITEM_HEIGHT, width: '100%', border: 0, textAlign: 'left'}}
              onClick={() => {
                setOpen(false)
                setQuery('')
                props.onAdd(entry.definitionName, entry.field)
              }}
            >
              <Stack gap={2}>
                <Text size={1} weight="medium" textOverflow="ellipsis">
                  {entry.title}
                </Text>
                {entry.subtitle && (
                  <Text size={0} muted textOverflow="ellipsis">
                    {entry.subtitle}
                  </Text>
                )}
              </Stack>
            </Card>
          </LazyTooltip>
        ))}
      </div>
    </SearchableListPanel>
  )
  return (
    <AnchoredPopover content={content} open={open} onClose={() => setOpen(false)}>
      <Button
        mode="bleed"
        fontSize={1}
        padding={2}
        icon={AddIcon}
        text={t('search.filter-add')}
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
      />
    </AnchoredPopover>
  )
}
