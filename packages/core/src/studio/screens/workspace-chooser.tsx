import {Badge, Card} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'
import {useStudioText, type StudioTextKey} from '../../i18n/studio-strings.js'

/** A workspace's sign-in state in the chooser (spec 000 §4). */
export type WorkspaceEntryState = 'logged-in' | 'logged-out' | 'no-access' | 'loading'

export interface WorkspaceChooserEntry {
  name: string
  title: string
  subtitle?: string
  state: WorkspaceEntryState
}

const BADGES: Record<
  WorkspaceEntryState,
  {text: StudioTextKey; tone: 'positive' | 'default' | 'critical'} | null
> = {
  'logged-in': null,
  'logged-out': {text: 'login.workspace.signed-out', tone: 'default'},
  'no-access': {text: 'login.workspace.no-access', tone: 'critical'},
  loading: null,
}

/** The workspaces: logged in (click switches), 'Signed out' (click opens its login), no access (inert). */
export function WorkspaceChooserList({
  entries,
  onChoose,
}: {
  entries: WorkspaceChooserEntry[]
  onChoose: (name: string) => void
}) {
  const t = useStudioText()
  return (
    <Stack gap={2} role="list">
      {entries.map((entry) => {
        const badge = BADGES[entry.state]
        const inert = entry.state === 'no-access'
        return (
          <Card
            key={entry.name}
            as={inert ? 'div' : 'button'}
            role="listitem"
            padding={3}
            radius={2}
            border
            data-workspace={entry.name}
            data-state={entry.state}
            aria-disabled={inert || undefined}
            style={{textAlign: 'left', cursor: inert ? 'default' : 'pointer', opacity: inert ? 0.6 : 1}}
            onClick={inert ? undefined : () => onChoose(entry.name)}
          >
            <Flex align="center" gap={3}>
              <Stack gap={2} flex={1}>
                <Text weight="semibold">{entry.title}</Text>
                {entry.subtitle && (
                  <Text size={1} muted>
                    {entry.subtitle}
                  </Text>
                )}
              </Stack>
              {badge && (
                <Badge tone={badge.tone} fontSize={1}>
                  {t(badge.text)}
                </Badge>
              )}
            </Flex>
          </Card>
        )
      })}
    </Stack>
  )
}
