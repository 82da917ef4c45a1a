import {Button, Heading, Text} from '@sanity/ui'
import {Code} from '@sanity/ui/code'
import {ScreenLayout} from './screen-layout.js'

export interface ErrorScreenProps {
  error: unknown
  onRetry: () => void
}

/** Any other error while starting up (spec 000 §8; the heading's spelling is the product's). */
export function ErrorScreen({error, onRetry}: ErrorScreenProps) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <ScreenLayout width={2}>
      <Heading as="h1" size={2}>
        An error occured
      </Heading>
      <Text muted>The studio could not start. Check your connection and the lake, then try again.</Text>
      <Code size={1} style={{whiteSpace: 'pre-wrap'}}>
        {message}
      </Code>
      <Button text="Retry" tone="primary" onClick={onRetry} />
    </ScreenLayout>
  )
}
