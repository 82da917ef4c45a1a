import {Card} from '@sanity/ui'
import {Box, Flex} from '@tessera/kit/primitives'
import type {ReactNode} from 'react'
import {Navbar} from '../navbar/navbar.js'

/** The z-index of the tool area (spec 000 §9), below the navbar's layer. */
export const TOOL_Z_INDEX = 200

/** The navbar on top, the active tool filling the rest of the window. */
export function StudioLayout({children}: {children: ReactNode}) {
  return (
    <Card height="fill" style={{height: '100vh'}} data-testid="studio-layout">
      <Flex direction="column" height="fill" style={{height: '100%'}}>
        <Navbar />
        <Box
          flex={1}
          style={{position: 'relative', zIndex: TOOL_Z_INDEX, minHeight: 0, overflow: 'auto'}}
          data-testid="tool-area"
        >
          {children}
        </Box>
      </Flex>
    </Card>
  )
}
