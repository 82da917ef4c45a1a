import {Button, Heading, Text} from '@sanity/ui'
import {ScreenLayout} from './screen-layout.js'

export interface WorkspaceNotFoundScreenProps {
  pathname: string
  onGoToDefault: () => void
}

/** The path matches no workspace (spec 000 §2.1). */
export function WorkspaceNotFoundScreen({pathname, onGoToDefault}: WorkspaceNotFoundScreenProps) {
  return (
    <ScreenLayout>
      <Heading as="h1" size={2}>
        Workspace not found
      </Heading>
      <Text muted>
        No workspace of this studio lives at <code>{pathname}</code>.
      </Text>
      <Button text="Go to default workspace" tone="primary" onClick={onGoToDefault} />
    </ScreenLayout>
  )
}
