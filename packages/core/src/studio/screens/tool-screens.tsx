import {Button, Card, Flex, Heading, Spinner, Stack, Text} from '@sanity/ui'
import {Code} from '@sanity/ui/code'

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
export function NoToolsScreen({message}: {message: string}) {
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {message}
      </Heading>
      <Text muted>Add tools to this workspace&apos;s configuration (the `tools` option or a plugin).</Text>
    </ToolMessage>
  )
}

/** 'Tool not found: {name}' (spec 000 §2.2). */
export function ToolNotFoundScreen({message}: {message: string}) {
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {message}
      </Heading>
    </ToolMessage>
  )
}

/** While a route is being replaced by another. */
export function RedirectingScreen({text = 'Redirecting…'}: {text?: string}) {
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
  return (
    <ToolMessage>
      <Heading as="h1" size={2}>
        {toolTitle} crashed
      </Heading>
      <Text muted>
        The tool &quot;{toolTitle}&quot; crashed while rendering. The rest of the studio still works.
      </Text>
      <Code size={1} style={{whiteSpace: 'pre-wrap'}}>
        {message}
      </Code>
      <Flex>
        <Button text="Retry" tone="primary" onClick={onRetry} />
      </Flex>
    </ToolMessage>
  )
}
