import {Button, Card, Checkbox} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {useVirtualizer} from '@tanstack/react-virtual'
import {useRef, useState} from 'react'
import {TYPE_ITEM_HEIGHT, TYPE_LIST_WIDTH, TYPE_OVERSCAN, TYPE_PILL_MAX} from '../constants.js'
import {useSearchText} from '../messages.js'
import {AnchoredPopover} from './anchored-popover.js'
import {SearchableListPanel} from './searchable-list-panel.js'
import {truncate} from './labels.js'

export interface TypePickerProps {
  /** Every document type, name and title. */
  types: readonly {name: string; title: string}[]
  selected: readonly string[]
  narrow: boolean
  /** The search text's length: the pills get shorter as it grows (spec 000 §9). */
  queryLength: number
  onAdd(name: string): void
  onRemove(name: string): void
  onClear(): void
}

/**
 * The document-type picker: a button showing the chosen types as pills (at most 20 characters on
 * narrow widths, 40 otherwise, minus the query's length) that opens a filterable, virtual list of
 * types with checkboxes (250 px wide, 37 px rows, overscan 20).
 */
export function TypePicker(props: TypePickerProps) {
  const t = useSearchText()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const scrollRef = useRef<HTMLDivElement>(null)
  const shown = props.types.filter((type) => type.title.toLowerCase().includes(query.toLowerCase()))
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TYPE_ITEM_HEIGHT,
    overscan: TYPE_OVERSCAN,
  })
  const max = Math.max(8, (props.narrow ? TYPE_PILL_MAX.narrow : TYPE_PILL_MAX.wide) - props.queryLength)
  const titles = props.selected.map((name) => props.types.find((type) => type.name === name)?.title ?? name)
  const label = titles.length === 0 ? t('search.type-all') : truncate(titles.join(', '), max)

  const content = (
    <SearchableListPanel
      width={TYPE_LIST_WIDTH}
      testId="search-type-picker"
      placeholder={t('search.type-search-placeholder')}
      query={query}
      onQueryChange={setQuery}
      onEscape={() => setOpen(false)}
    >
      <div ref={scrollRef} style={{maxHeight: TYPE_ITEM_HEIGHT * 8, overflow: 'auto'}}>
        <div
          style={{height: virtualizer.getTotalSize(), position: 'relative'}}
          role="listbox"
          aria-multiselectable
          aria-label={t('search.type-picker')}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const type = shown[item.index]
            const checked = props.selected.includes(type.name)
            return (
              <Card
                key={type.name}
                as="label"
                role="option"
                aria-selected={checked}
                radius={2}
                paddingX={2}
                style={{
                  position: 'absolute',
                  top: item.start,
                  left: 0,
                  right: 0,
                  height: item.size,
                  display: 'flex',
                  alignItems: 'center',
                }}
              >
                <Flex align="center" gap={2}>
                  <Checkbox
                    checked={checked}
                    onChange={() => (checked ? props.onRemove(type.name) : props.onAdd(type.name))}
                  />
                  <Text size={1}>{type.title}</Text>
                </Flex>
              </Card>
            )
          })}
        </div>
      </div>
      {props.selected.length > 0 && (
        <Button mode="bleed" fontSize={1} text={t('search.type-clear')} onClick={props.onClear} />
      )}
    </SearchableListPanel>
  )
  return (
    <AnchoredPopover content={content} open={open} onClose={() => setOpen(false)}>
      <Button
        mode={props.selected.length > 0 ? 'default' : 'ghost'}
        tone={props.selected.length > 0 ? 'primary' : 'default'}
        fontSize={1}
        padding={2}
        text={label}
        aria-label={`${t('search.type-picker')}: ${titles.length === 0 ? t('search.type-all') : titles.join(', ')}`}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        data-testid="search-type-button"
      />
    </AnchoredPopover>
  )
}
