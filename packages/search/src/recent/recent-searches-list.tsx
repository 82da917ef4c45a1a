import {ClockIcon} from '@sanity/icons/Clock'
import {CloseIcon} from '@sanity/icons/Close'
import {Button, Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {getOperator, type RecentSearch, type SearchFieldDefinition} from '@tessera/store'
import {RECENT_ITEM_HEIGHT} from '../constants.js'
import {useSearchText} from '../messages.js'
import {useOperatorText, type OperatorText} from '../filters/operator-text.js'

export interface RecentSearchesListProps {
  searches: readonly RecentSearch[]
  fields: readonly SearchFieldDefinition[]
  /** Type titles by name, for the type pills. */
  typeTitles: Readonly<Record<string, string>>
  activeIndex: number
  listId: string
  onApply(index: number): void
  onRemove(index: number): void
  onClear(): void
  onActiveIndexChange(index: number): void
}

export function recentRowId(listId: string, index: number): string {
  return `${listId}-recent-${index}`
}

/** What a recent search asked for, in a line: its text, its types and its filters. */
export function describeRecentSearch(
  search: RecentSearch,
  fields: readonly SearchFieldDefinition[],
  typeTitles: Readonly<Record<string, string>>,
  operatorText: OperatorText = (operator, which) => operator[which],
): {query: string; types: string[]; filters: string[]} {
  return {
    query: search.terms.query,
    types: search.terms.typeNames.map((name) => typeTitles[name] ?? name),
    filters: search.filters.map((filter) => {
      const field = fields.find((candidate) => candidate.id === filter.fieldId)
      const operator = getOperator(filter.operatorType)
      return [field?.title ?? filter.filterName, operator && operatorText(operator, 'buttonLabel')]
        .filter(Boolean)
        .join(' ')
    }),
  }
}

/** spec 000 §2.6: shown beneath the filters when the terms ask for nothing (36 px rows). */
export function RecentSearchesList(props: RecentSearchesListProps) {
  const operatorText = useOperatorText()
  const t = useSearchText()
  const {searches, activeIndex, listId} = props
  if (searches.length === 0) return null
  return (
    <Stack gap={1} padding={2} data-testid="recent-searches">
      <Flex align="center" justify="space-between" paddingLeft={2}>
        <Text size={1} weight="medium" muted>
          {t('search.recent-searches')}
        </Text>
        <Button
          mode="bleed"
          fontSize={1}
          padding={2}
          text={t('search.recent-clear')}
          onClick={props.onClear}
        />
      </Flex>
      <div id={listId} role="listbox" aria-label={t('search.recent-searches')}>
        {searches.map((search, index) => {
          const described = describeRecentSearch(search, props.fields, props.typeTitles, operatorText)
          const active = index === activeIndex
          return (
            <Flex
              key={`${search.created}-${index}`}
              id={recentRowId(listId, index)}
              role="option"
              aria-selected={active}
              align="center"
              style={{height: RECENT_ITEM_HEIGHT}}
              data-testid="recent-search"
            >
              <Card
                as="button"
                type="button"
                tabIndex={-1}
                flex={1}
                paddingX={2}
                paddingY={2}
                radius={2}
                selected={active}
                pressed={active}
                onClick={() => props.onApply(index)}
                onMouseEnter={() => props.onActiveIndexChange(index)}
                style={{border: 0, textAlign: 'left', minWidth: 0}}
              >
                <Flex align="center" gap={2}>
                  <Text size={1} muted>
                    <ClockIcon />
                  </Text>
                  <Box flex={1} style={{minWidth: 0}}>
                    <Text size={1} textOverflow="ellipsis">
                      {described.query && <span>{described.query}</span>}
                      {described.types.map((type) => (
                        <Box as="span" key={type} marginLeft={2} style={{opacity: 0.7}}>
                          {type}
                        </Box>
                      ))}
                      {described.filters.map((filter, at) => (
                        <Box as="span" key={at} marginLeft={2} style={{opacity: 0.7}}>
                          {filter}
                        </Box>
                      ))}
                    </Text>
                  </Box>
                </Flex>
              </Card>
              <Button
                mode="bleed"
                icon={CloseIcon}
                fontSize={1}
                padding={2}
                aria-label={t('search.recent-remove')}
                onClick={() => props.onRemove(index)}
              />
            </Flex>
          )
        })}
      </div>
    </Stack>
  )
}
