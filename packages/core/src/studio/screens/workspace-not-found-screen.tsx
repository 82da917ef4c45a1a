import {Button, Heading} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {useStudioText} from '../../i18n/studio-strings.js'
import {ScreenLayout} from './screen-layout.js'

/** Stands in for the path in the translated sentence, which is then split around it. */
const PATH_MARK = '\u0000'

export interface WorkspaceNotFoundScreenProps {
  pathname: string
  onGoToDefault: () => void
}

/** The path matches no workspace (spec 000 §2.1). */
export function WorkspaceNotFoundScreen({pathname, onGoToDefault}: WorkspaceNotFoundScreenProps) {
  const t = useStudioText()
  // The path is set as code inside the translated sentence, wherever the locale puts it.
  const [before, after = ''] = t('screen.workspace-not-found.description', {pathname: PATH_MARK}).split(
    PATH_MARK,
  )
  return (
    <ScreenLayout>
      <Heading as="h1" size={2}>
        {t('screen.workspace-not-found.title')}
      </Heading>
      <Text muted>
        {before}
        <code>{pathname}</code>
        {after}
      </Text>
      <Button text={t('screen.workspace-not-found.go-to-default')} tone="primary" onClick={onGoToDefault} />
    </ScreenLayout>
  )
}
