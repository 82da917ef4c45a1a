import {Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import type {SearchHit} from '@tessera/store'
import {memo, type ReactNode} from 'react'
import {ScoreBadge} from './score-badge.js'

export interface ResultRowProps {
  hit: SearchHit
  index: number
  /** The row's element id (aria-activedescendant). */
  id: string
  active: boolean
  /** Where the virtual list puts it. */
  start: number
  size: number
  debug: boolean
  /** The best score of the list, for the debug badge's share. */
  best: number
  renderPreview(hit: SearchHit): ReactNode
  onOpen(hit: SearchHit): void
  onActiveIndexChange(index: number): void
}

/**
 * One hit of the results list. Memoised: a search starting (the list fades) or the keyboard moving
 * re-renders only the rows whose props changed, not every preview.
 */
export const ResultRow = memo(function ResultRow(props: ResultRowProps) {
  const {hit, index, active} = props
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={active}
      data-testid="search-result"
      data-document-id={hit.publishedId}
      style={{
        position: 'absolute',
        // By `top`, not a transform: no compositor node and paint chunk per row.
        top: props.start,
        left: 0,
        right: 0,
        height: props.size,
      }}
    >
      <Card
        as="button"
        type="button"
        tabIndex={-1}
        padding={2}
        radius={2}
        selected={active}
        pressed={active}
        onClick={() => props.onOpen(hit)}
        onMouseEnter={() => props.onActiveIndexChange(index)}
        style={{width: '100%', height: '100%', textAlign: 'left', border: 0}}
      >
        <Flex align="center" gap={2}>
          <Box flex={1} style={{minWidth: 0}}>
            {props.renderPreview(hit)}
          </Box>
          {props.debug && <ScoreBadge score={hit.score} best={props.best} stories={hit.stories} />}
        </Flex>
      </Card>
    </div>
  )
})
