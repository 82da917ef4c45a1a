import {Button, Card} from '@sanity/ui'
import {Flex} from '@tessera/kit/primitives'
import {fieldsForTypes, type SearchFieldDefinition, type SearchFilter} from '@tessera/store'
import {memo, type ReactNode} from 'react'
import {useSearchText} from '../messages.js'
import {AddFilterMenu} from './add-filter-menu.js'
import type {ReferenceFinder} from './editors/reference-input.js'
import {FilterButton} from './filter-button.js'
import {TypePicker} from './type-picker.js'

export interface FilterAreaProps {
  types: readonly {name: string; title: string}[]
  selectedTypes: readonly string[]
  filters: readonly SearchFilter[]
  fields: readonly SearchFieldDefinition[]
  lastAddedFilter: number | null
  fullscreen: boolean
  narrow: boolean
  queryLength: number
  findReferences?: ReferenceFinder
  renderReferencePreview?(hit: {id: string; type: string}): ReactNode
  onAddType(name: string): void
  onRemoveType(name: string): void
  onClearTypes(): void
  onAddFilter(definitionName: string, field: SearchFieldDefinition | undefined): void
  onOperatorChange(index: number, operatorType: string): void
  onValueChange(index: number, value: unknown): void
  onRemoveFilter(index: number): void
  onClearFilters(): void
}

/**
 * spec 000 §2.6 'Filter editing': the type picker, each filter, 'Add filter' and 'Clear filters'.
 * Memoised: a search starting or landing leaves the filters as they are (and their popovers cost a
 * render each).
 */
export const FilterArea = memo(function FilterArea(props: FilterAreaProps) {
  const t = useSearchText()
  const typeTitles = Object.fromEntries(props.types.map((type) => [type.name, type.title]))
  const available = fieldsForTypes(props.fields, props.selectedTypes)
  return (
    <Card borderBottom padding={2} data-testid="search-filters">
      <Flex align="center" gap={1} wrap="wrap">
        <TypePicker
          types={props.types}
          selected={props.selectedTypes}
          narrow={props.narrow}
          queryLength={props.queryLength}
          onAdd={props.onAddType}
          onRemove={props.onRemoveType}
          onClear={props.onClearTypes}
        />
        {props.filters.map((filter, index) => (
          <FilterButton
            key={`${filter.filterName}-${filter.fieldId ?? ''}-${index}`}
            filter={filter}
            fields={props.fields}
            fullscreen={props.fullscreen}
            initiallyOpen={index === props.lastAddedFilter}
            findReferences={props.findReferences}
            renderReferencePreview={props.renderReferencePreview}
            onOperatorChange={(operatorType) => props.onOperatorChange(index, operatorType)}
            onValueChange={(value) => props.onValueChange(index, value)}
            onRemove={() => props.onRemoveFilter(index)}
          />
        ))}
        <AddFilterMenu fields={available} typeTitles={typeTitles} onAdd={props.onAddFilter} />
        {(props.filters.length > 0 || props.selectedTypes.length > 0) && (
          <Button
            mode="bleed"
            tone="critical"
            fontSize={1}
            padding={2}
            text={t('search.filter-clear')}
            onClick={() => {
              props.onClearFilters()
              props.onClearTypes()
            }}
          />
        )}
      </Flex>
    </Card>
  )
})
