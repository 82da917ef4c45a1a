import {Button, Heading} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {useStudioText} from '../../i18n/studio-strings.js'
import {ScreenLayout} from './screen-layout.js'

export interface ErrorScreenProps {
  error: unknown
  onRetry: () => void
}

/** Any other error while starting up (spec 000 §8; the heading's spelling is the product's). */
export function ErrorScreen({error, onRetry}: ErrorScreenProps) {
  const t = useStudioText()
  const message = error instanceof Error ? error.message : String(error)
  return (
    <ScreenLayout width={2}>
      <Heading as="h1" size={2}>
        {t('screen.error.title')}
      </Heading>
      <Text muted>{t('screen.error.description')}</Text>
      <Code size={1} style={{whiteSpace: 'pre-wrap'}}>
        {message}
      </Code>
      <Button text={t('screen.error.retry')} tone="primary" onClick={onRetry} />
    </ScreenLayout>
  )
}
