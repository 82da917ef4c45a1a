import {Box, Dialog, Stack, Text} from '@sanity/ui'
import {STUDIO_VERSION} from '../constants.js'

export interface AboutDialogProps {
  onClose(): void
}

/** What the 'show-welcome-modal' and 'about-studio' help actions open. */
export function AboutDialog({onClose}: AboutDialogProps) {
  return (
    <Dialog
      id="about-studio"
      header="Welcome to Tessera"
      width={1}
      onClose={onClose}
      onClickOutside={onClose}
    >
      <Box padding={4}>
        <Stack gap={3}>
          <Text size={1}>
            Tessera is a self-hosted, schema-driven content studio. Pick a tool in the navbar to start
            editing.
          </Text>
          <Text size={1} muted>
            Studio version {STUDIO_VERSION}
          </Text>
        </Stack>
      </Box>
    </Dialog>
  )
}
