import {memo} from 'react'
import {useShallowStableList} from '../util/use-shallow-stable-list.js'
import {Badge} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {LazyTooltip} from '@tessera/kit'
import type {ActionTone, DocumentActionContext, DocumentBadgeDescriptor} from '../actions/types.js'

/** A badge as drawn: the descriptor's `render` result with its name. */
export interface BadgeItem {
  name: string
  label: string
  title?: string
  tone?: ActionTone
}

/** The badges to draw now: each descriptor rendered against the context, nulls left out. */
export function describeBadges(
  badges: readonly DocumentBadgeDescriptor[],
  context: DocumentActionContext,
): BadgeItem[] {
  return badges.flatMap((badge) => {
    const shown = badge.render(context)
    return shown ? [{name: badge.name, ...shown}] : []
  })
}

/** A row of badges, each with its title as a tooltip; plain props, for stories. */
export function DocumentBadgesView({items}: {items: readonly BadgeItem[]}) {
  if (items.length === 0) return null
  return (
    <Flex gap={1} align="center" data-testid="document-badges">
      {items.map((item) => (
        <LazyTooltip
          key={item.name}
          disabled={!item.title}
          portal
          placement="bottom"
          content={
            <Box padding={2} style={{maxWidth: 280}}>
              <Text size={1}>{item.title}</Text>
            </Box>
          }
        >
          <Badge tone={item.tone ?? 'default'} fontSize={1} data-badge={item.name}>
            {item.label}
          </Badge>
        </LazyTooltip>
      ))}
    </Flex>
  )
}

export interface DocumentBadgesProps {
  context: DocumentActionContext
  badges: DocumentBadgeDescriptor[]
}

/** The document pane header's badges ('Live' for live-edit types, and what plugins add). */
export function DocumentBadges({context, badges}: DocumentBadgesProps) {
  const items = useShallowStableList(describeBadges(badges, context))
  return <DocumentBadgesMemo items={items} />
}

const DocumentBadgesMemo = memo(DocumentBadgesView)
