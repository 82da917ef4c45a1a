import {ErrorOutlineIcon} from '@sanity/icons/ErrorOutline'
import {SearchIcon} from '@sanity/icons/Search'
import {Card} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'
import {useSearchText} from '../messages.js'

function Panel(props: {
  icon: ReactNode
  tone?: 'critical' | 'default'
  title: string
  children: ReactNode
  testId: string
}) {
  return (
    <Card tone={props.tone ?? 'default'} padding={4} data-testid={props.testId} role="status">
      <Flex gap={3} align="flex-start">
        <Text size={2}>{props.icon}</Text>
        <Stack gap={3} flex={1}>
          <Text weight="semibold" size={1}>
            {props.title}
          </Text>
          <Text muted size={1}>
            {props.children}
          </Text>
        </Stack>
      </Flex>
    </Card>
  )
}

/** spec 000 §8 'Search without matches': a title and help text. */
export function NoResultsPanel() {
  const t = useSearchText()
  return (
    <Panel icon={<SearchIcon />} title={t('search.no-results-title')} testId="search-no-results">
      {t('search.no-results-help-description')}
    </Panel>
  )
}

/** spec 000 §2.6, §8 'Search failure': a critical-tone icon, a title and a help description. */
export function SearchErrorPanel(props: {error?: Error | null}) {
  const t = useSearchText()
  return (
    <Panel
      icon={<ErrorOutlineIcon />}
      tone="critical"
      title={t('search.error.unspecified-error-title')}
      testId="search-error"
    >
      {t('search.error.unspecified-error-help-description')}
      {props.error?.message ? (
        <Box as="span" display="block" marginTop={2}>
          <code>{props.error.message}</code>
        </Box>
      ) : null}
    </Panel>
  )
}

/** spec 000 §2.6: in fullscreen, without recent searches and with filters hidden. */
export function InstructionsPanel() {
  const t = useSearchText()
  return (
    <Box padding={4} data-testid="search-instructions">
      <Text muted size={1} align="center">
        {t('search.instructions')}
      </Text>
    </Box>
  )
}
