import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card, Select} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {
  FILTER_DEFINITIONS,
  filterValueProblem,
  getOperator,
  isFilterValid,
  type SearchFieldDefinition,
  type SearchFilter,
} from '@tessera/store'
import {useState, type ReactNode} from 'react'
import {FILTER_TITLE_MAX} from '../constants.js'
import {useSearchText} from '../messages.js'
import {AnchoredPopover} from './anchored-popover.js'
import type {ReferenceFinder} from './editors/reference-input.js'
import {ValueEditor} from './editors/value-editor.js'
import {filterTitle, truncate, valueLabel} from './labels.js'
import {useOperatorText, type OperatorText} from './operator-text.js'

export interface FilterButtonProps {
  filter: SearchFilter
  fields: readonly SearchFieldDefinition[]
  fullscreen: boolean
  /** Opens at once (the filter was just added). */
  initiallyOpen?: boolean
  findReferences?: ReferenceFinder
  renderReferencePreview?(hit: {id: string; type: string}): ReactNode
  onOperatorChange(operatorType: string): void
  onValueChange(value: unknown): void
  onRemove(): void
}

/**
 * One filter: a button reading 'Title operator value' (valid filters highlighted, invalid ones plain,
 * spec 000 §4) that opens its operator menu and value editor; an × removes it.
 */
/** An operator's title in the operator menu; its type when the store does not know it. */
function describeOperator(type: string, operatorText: OperatorText): string {
  const operator = getOperator(type)
  return operator ? operatorText(operator, 'title') : type
}

export function FilterButton(props: FilterButtonProps) {
  const t = useSearchText()
  const operatorText = useOperatorText()
  const {filter, fields} = props
  const [open, setOpen] = useState(props.initiallyOpen ?? false)
  const definition = FILTER_DEFINITIONS.get(filter.filterName)
  const field = fields.find((candidate) => candidate.id === filter.fieldId)
  const operator = getOperator(filter.operatorType)
  const valid = isFilterValid(filter, fields)
  const title = truncate(
    filterTitle(filter, fields),
    props.fullscreen ? FILTER_TITLE_MAX.fullscreen : FILTER_TITLE_MAX.popover,
  )
  const problem = filterValueProblem(filter)

  if (!definition || !operator || (definition.type === 'field' && !field)) {
    // spec 000 §8 'Filter cannot be displayed'.
    return (
      <Card tone="critical" radius={2} padding={2} border data-testid="search-filter-error">
        <Flex align="center" gap={2}>
          <Stack gap={2}>
            <Text size={1} weight="medium">
              {t('search.error.display-filter-title')}
            </Text>
            <Text size={1} muted>
              {t('search.error.display-filter-description')}
            </Text>
          </Stack>
          <Button
            mode="bleed"
            icon={CloseIcon}
            fontSize={1}
            padding={1}
            aria-label={t('search.filter-remove')}
            onClick={props.onRemove}
          />
        </Flex>
      </Card>
    )
  }

  const content = (
    <Stack
      gap={3}
      padding={3}
      style={{width: 280}}
      data-testid="search-filter-editor"
      onKeyDown={(event) => {
        // Escape closes this editor, not the whole search.
        if (event.key === 'Escape') {
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <Text size={1} weight="semibold">
        {filterTitle(filter, fields)}
      </Text>
      <Select
        fontSize={1}
        aria-label={t('search.operator')}
        value={filter.operatorType}
        onChange={(event) => props.onOperatorChange(event.currentTarget.value)}
      >
        {definition.operators.map((type) => (
          <option key={type} value={type}>
            {describeOperator(type, operatorText)}
          </option>
        ))}
      </Select>
      <ValueEditor
        inputKind={operator.inputKind}
        value={filter.value}
        field={field}
        findReferences={props.findReferences}
        renderReferencePreview={props.renderReferencePreview}
        onChange={props.onValueChange}
      />
      {problem && filter.value !== undefined && filter.value !== null && (
        <Text size={1} muted data-testid="search-filter-problem">
          {problem}
        </Text>
      )}
    </Stack>
  )
  const value = valueLabel(filter, field, t)

  return (
    <AnchoredPopover content={content} open={open} onClose={() => setOpen(false)}>
      <Card
        radius={2}
        tone={valid ? 'primary' : 'default'}
        border
        data-testid="search-filter"
        data-valid={valid}
      >
        <Flex align="center">
          <Button
            mode="bleed"
            fontSize={1}
            padding={2}
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
          >
            <Text size={1}>
              <strong>{title}</strong> {operatorText(operator, 'buttonLabel')}
              {value ? <> {truncate(value, 40)}</> : null}
            </Text>
          </Button>
          <Box>
            <Button
              mode="bleed"
              icon={CloseIcon}
              fontSize={1}
              padding={2}
              aria-label={t('search.filter-remove')}
              onClick={props.onRemove}
            />
          </Box>
        </Flex>
      </Card>
    </AnchoredPopover>
  )
}
