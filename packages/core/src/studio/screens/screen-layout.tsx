import {Card, Container} from '@sanity/ui'
import {Flex, Stack} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'

/** A full-height screen with its content centred in a narrow column (sign-in and error screens). */
export function ScreenLayout({children, width = 1}: {children: ReactNode; width?: 0 | 1 | 2}) {
  return (
    <Card height="fill" tone="transparent" style={{minHeight: '100%'}}>
      <Flex align="center" justify="center" height="fill" padding={4} style={{minHeight: '100vh'}}>
        <Container width={width} style={{width: '100%'}}>
          <Card padding={4} radius={3} shadow={1}>
            <Stack gap={4}>{children}</Stack>
          </Card>
        </Container>
      </Flex>
    </Card>
  )
}
