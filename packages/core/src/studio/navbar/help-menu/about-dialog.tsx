import {Dialog} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import {STUDIO_VERSION} from '../constants.js'
import {useStudioText} from '../../../i18n/studio-strings.js'

export interface AboutDialogProps {
  onClose(): void
}

/** What the 'show-welcome-modal' and 'about-studio' help actions open. */
export function AboutDialog({onClose}: AboutDialogProps) {
  const t = useStudioText()
  return (
    <Dialog id="about-studio" header={t('about.title')} width={1} onClose={onClose} onClickOutside={onClose}>
      <Box padding={4}>
        <Stack gap={3}>
          <Text size={1}>{t('about.description')}</Text>
          <Text size={1} muted>
            {t('help.studio-version', {version: STUDIO_VERSION})}
          </Text>
        </Stack>
      </Box>
    </Dialog>
  )
}
