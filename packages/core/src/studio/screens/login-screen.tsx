import {ChevronLeftIcon} from '@sanity/icons/ChevronLeft'
import {Button, Card, Heading, Spinner} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {providerDisplayName, type AuthProvider} from '@tessera/store'
import {useStudioText} from '../../i18n/studio-strings.js'
import {ScreenLayout} from './screen-layout.js'
import {WorkspaceChooserList, type WorkspaceChooserEntry} from './workspace-chooser.js'

export const ADD_WORKSPACE_URL =
  'https://github.com/tessera-cms/tessera/blob/main/packages/core/README.md#workspaces'

export interface ProviderListProps {
  /** undefined while loading. */
  providers: AuthProvider[] | undefined
  error?: unknown
  onChoose: (provider: AuthProvider) => void
}

/**
 * 'Choose login provider': one button per provider the lake offers, named as spec 002 §6 says (Google,
 * GitHub, Sanity, SAML/SSO for `saml-*`, else the provider's title).
 */
export function ProviderList({providers, error, onChoose}: ProviderListProps) {
  const t = useStudioText()
  if (error) {
    return (
      <Text muted>
        {t('login.providers-failed', {message: error instanceof Error ? error.message : String(error)})}
      </Text>
    )
  }
  if (!providers) {
    return (
      <Flex justify="center" padding={3}>
        <Spinner muted />
      </Flex>
    )
  }
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        {t('login.choose-provider')}
      </Heading>
      {providers.length === 0 && <Text muted>{t('login.no-providers')}</Text>}
      {providers.map((provider) => (
        <Button
          key={provider.name}
          mode="ghost"
          text={t('login.sign-in-with', {provider: providerDisplayName(provider)})}
          onClick={() => onChoose(provider)}
          data-provider={provider.name}
        />
      ))}
    </Stack>
  )
}

export interface LoginScreenProps {
  /** Every workspace of the studio; the chooser shows when there are several and none is chosen. */
  workspaces: WorkspaceChooserEntry[]
  /** The workspace whose providers show; undefined shows the chooser. */
  chosenWorkspace: string | undefined
  onChooseWorkspace: (name: string | undefined) => void
  providers: ProviderListProps
}

/** The sign-in screen (spec 000 §2.3): the workspace chooser, then the chosen workspace's providers. */
export function LoginScreen({workspaces, chosenWorkspace, onChooseWorkspace, providers}: LoginScreenProps) {
  const t = useStudioText()
  const several = workspaces.length > 1
  const chosen = workspaces.find((workspace) => workspace.name === chosenWorkspace)
  if (several && !chosen) {
    return (
      <ScreenLayout>
        <Heading as="h1" size={2}>
          {t('login.choose-workspace')}
        </Heading>
        <WorkspaceChooserList entries={workspaces} onChoose={onChooseWorkspace} />
        <Text size={1}>
          <a href={ADD_WORKSPACE_URL} target="_blank" rel="noopener noreferrer">
            {t('login.add-workspace')}
          </a>
        </Text>
      </ScreenLayout>
    )
  }
  return (
    <ScreenLayout>
      {several && chosen && (
        <Stack gap={3}>
          <Box>
            <Button
              icon={ChevronLeftIcon}
              mode="bleed"
              text={t('login.choose-another-workspace')}
              onClick={() => onChooseWorkspace(undefined)}
            />
          </Box>
          <Card padding={3} radius={2} tone="transparent" border>
            <Text weight="semibold">{chosen.title}</Text>
          </Card>
        </Stack>
      )}
      {!several && (
        <Heading as="h1" size={2}>
          {t('login.title')}
        </Heading>
      )}
      <ProviderList {...providers} />
    </ScreenLayout>
  )
}
