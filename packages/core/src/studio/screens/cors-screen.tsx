import {Button, Dialog} from '@sanity/ui'
import {Stack, Text} from '@tessera/kit/primitives'
import {Code} from '@sanity/ui/code'
import {useEffect} from 'react'
import {useStudioText} from '../../i18n/studio-strings.js'

export interface CorsScreenProps {
  /** This studio's origin, e.g. 'http://localhost:3333'. */
  origin: string
  /** The lake's API settings page with the origin pre-filled. */
  continueUrl: string
  /** Reloads when the window regains focus (after the origin was added); off in stories. */
  reloadOnFocus?: boolean
}

/** The studio's origin is not on the project's CORS allow-list (spec 000 §2.3). */
export function CorsScreen({origin, continueUrl, reloadOnFocus = true}: CorsScreenProps) {
  const t = useStudioText()
  useEffect(() => {
    if (!reloadOnFocus) return
    const reload = () => window.location.reload()
    window.addEventListener('focus', reload)
    return () => window.removeEventListener('focus', reload)
  }, [reloadOnFocus])
  return (
    <Dialog id="cors-dialog" header={t('screen.cors.title')} width={1}>
      <Stack gap={4} padding={4}>
        <Text>{t('screen.cors.description')}</Text>
        <Code size={1}>{origin}</Code>
        <Text muted size={1}>
          {t('screen.cors.help')}
        </Text>
        <Button
          as="a"
          href={continueUrl}
          target="_blank"
          rel="noopener noreferrer"
          text={t('screen.cors.continue')}
          tone="primary"
        />
      </Stack>
    </Dialog>
  )
}
