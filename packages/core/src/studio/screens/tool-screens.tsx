import {Button, Card, Heading, Spinner} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {useStudioText} from '../../i18n/studio-strings.js'

function ToolMessage({children}: {children: React.ReactNode}) {
  return (
    <Card height="fill" padding={5}>
      <Flex align="center" justify="center" height="fill" style={{minHeight: 240}}>
        <Stack gap={4} style={{maxWidth: 560}}>
          {children}
        </Stack>
      </Flex>
    </Card>
  )
}

/** 'No configured tools' (spec 000 §2.2). */
export function NoToolsScreen() {
  const t = useStudioText()
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {t('tools.none')}
      </Heading>
      <Text muted>{t('tools.none-help')}</Text>
    </ToolMessage>
  )
}

/** 'Tool not found: {name}' (spec 000 §2.2), or no tool for an intent. */
export function ToolNotFoundScreen(props: {toolName: string} | {intent: string}) {
  const t = useStudioText()
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {'toolName' in props
          ? t('tools.not-found', {name: props.toolName})
          : t('tools.no-intent-tool', {intent: props.intent})}
      </Heading>
    </ToolMessage>
  )
}

/** While a route is being replaced by another. */
export function RedirectingScreen({loading = false}: {loading?: boolean}) {
  const t = useStudioText()
  const text = loading ? t('tools.loading') : t('tools.redirecting')
  return (
    <ToolMessage>
      <Flex align="center" gap={3}>
        <Spinner muted />
        <Text muted>{text}</Text>
      </Flex>
    </ToolMessage>
  )
}

export interface ToolCrashScreenProps {
  toolTitle: string
  error: unknown
  onRetry: () => void
}

/** A tool threw while rendering (spec 000 §2.2: headed by the tool's name). */
export function ToolCrashScreen({toolTitle, error, onRetry}: ToolCrashScreenProps) {
  const message = error instanceof Error ? error.message : String(error)
  const t = useStudioText()
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {t('tools.crashed', {title: toolTitle})}
      </Heading>
      <Text muted>{t('tools.crashed-help', {title: toolTitle})}</Text>
      <Code size={1} style={{whiteSpace: 'pre-wrap'}}>
        {message}
      </Code>
      <Flex>
        <Button text={t('tools.retry')} tone="primary" onClick={onRetry} />
      </Flex>
    </ToolMessage>
  )
}
