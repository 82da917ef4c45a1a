import {Card} from '@sanity/ui'
import {Box, Text} from '@tessera/kit/primitives'
import {UserAvatar} from '@tessera/kit'
import type {ReactNode} from 'react'
import {HistoryServicesProvider, type HistoryServices} from './history-services.js'

/** Stand-ins for the workspace in stories: named people, plain previews, coloured image tiles. */
const PEOPLE: Record<string, string> = {
  'p-ada': 'Ada Administrator',
  'p-eddie': 'Eddie Editor',
  'p-grace': 'Grace Hopper',
  'p-alan': 'Alan Turing',
}

const STORY_SERVICES: HistoryServices = {
  Author: ({userId}) => (
    <UserAvatar user={{id: userId, displayName: PEOPLE[userId] ?? userId}} size={0} withTooltip />
  ),
  DocumentPreview: ({documentId, schemaType}) => (
    <Card padding={2} radius={2} border>
      <Text size={1}>{`${schemaType}: ${documentId}`}</Text>
    </Card>
  ),
  Image: ({assetId}) => (
    <Box
      data-asset={assetId}
      style={{
        width: 120,
        height: 80,
        borderRadius: 3,
        background: assetId.includes('a')
          ? 'linear-gradient(135deg,#7fb3ff,#2a5bd7)'
          : 'linear-gradient(135deg,#ffd27f,#d7772a)',
      }}
    />
  ),
}

export function StoryHistoryServices({children}: {children: ReactNode}) {
  return <HistoryServicesProvider value={STORY_SERVICES}>{children}</HistoryServicesProvider>
}
