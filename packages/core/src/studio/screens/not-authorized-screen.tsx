import {Button, Dialog} from '@sanity/ui'
import {Stack, Text} from '@tessera/kit/primitives'
import {useStudioText} from '../../i18n/studio-strings.js'

export interface NotAuthorizedScreenProps {
  userName?: string
  onSignOut: () => void
}

/** A signed-in user without any role (spec 000 §2.3, §6). */
export function NotAuthorizedScreen({userName, onSignOut}: NotAuthorizedScreenProps) {
  const t = useStudioText()
  return (
    <Dialog id="not-authorized" header={t('screen.not-authorized.title')} width={1}>
      <Stack gap={4} padding={4}>
        <Text>
          {userName
            ? t('screen.not-authorized.description-named', {name: userName})
            : t('screen.not-authorized.description')}
        </Text>
        <Button text={t('screen.not-authorized.sign-out')} tone="primary" onClick={onSignOut} />
      </Stack>
    </Dialog>
  )
}
