import {Badge} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import type {SearchStory} from '@tessera/store'
import {LazyTooltip} from '@tessera/kit'
import {SCORE_CRITICAL_AT_MOST, SCORE_PRIMARY_FROM} from '../constants.js'

/** spec 000 §9: at most 0.1 critical, 0.5 or more primary, otherwise default. */
export function scoreTone(relative: number): 'critical' | 'primary' | 'default' {
  if (relative <= SCORE_CRITICAL_AT_MOST) return 'critical'
  if (relative >= SCORE_PRIMARY_FROM) return 'primary'
  return 'default'
}

export interface ScoreBadgeProps {
  score: number
  /** The best score of the results: the tone follows score / best. */
  best: number
  stories: readonly SearchStory[]
}

/** The score-debug badge of a hit: its score, and per field what matched (spec 000 §2.6). */
export function ScoreBadge({score, best, stories}: ScoreBadgeProps) {
  const relative = best > 0 ? score / best : 0
  return (
    <LazyTooltip
      portal
      content={
        <Stack gap={2} padding={2}>
          {stories.length === 0 ? (
            <Text size={1}>No field matched (ordered without the score)</Text>
          ) : (
            stories.map((story) => (
              <Text size={1} key={story.path}>
                <code>{story.path}</code> {story.why} (+{story.score})
              </Text>
            ))
          )}
        </Stack>
      }
    >
      <Box>
        <Badge tone={scoreTone(relative)} fontSize={0} data-testid="search-score-badge">
          {Math.round(score * 100) / 100}
        </Badge>
      </Box>
    </LazyTooltip>
  )
}
