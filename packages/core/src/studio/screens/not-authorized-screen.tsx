import {Button, Dialog, Stack, Text} from '@sanity/ui'

export interface NotAuthorizedScreenProps {
  userName?: string
  onSignOut: () => void
}

/** A signed-in user without any role (spec 000 §2.3, §6). */
export function NotAuthorizedScreen({userName, onSignOut}: NotAuthorizedScreenProps) {
  return (
    <Dialog id="not-authorized" header="Not authorized" width={1}>
      <Stack gap={4} padding={4}>
        <Text>
          You are not authorized to access this studio. Your account
          {userName ? ` (${userName})` : ''} has no role in this project: ask a project administrator to give
          you one, or sign out and sign in with another account.
        </Text>
        <Button text="Sign out" tone="primary" onClick={onSignOut} />
      </Stack>
    </Dialog>
  )
}
