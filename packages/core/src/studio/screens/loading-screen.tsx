import {Spinner} from '@sanity/ui'
import {Flex, Stack, Text} from '@tessera/kit/primitives'

/** While the shell finds out who is signed in or loads a workspace. */
export function LoadingScreen({text = 'Loading…'}: {text?: string}) {
  return (
    <Flex align="center" justify="center" style={{minHeight: '100vh'}} data-testid="loading-screen">
      <Stack gap={3} style={{textAlign: 'center'}}>
        <Flex justify="center">
          <Spinner muted />
        </Flex>
        <Text muted size={1}>
          {text}
        </Text>
      </Stack>
    </Flex>
  )
}
