import type {Meta, StoryObj} from '@storybook/react-vite'
import {Box, Flex, Text} from '@sanity/ui'
import {UrlIcon} from './url-icon.js'

const meta: Meta<typeof UrlIcon> = {title: 'Shell/Icons/UrlIcon', component: UrlIcon}
export default meta

/** An SVG from a data URL, drawn inline at the size of its box (a workspace icon is 25 px). */
const CIRCLE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#2276fc"/></svg>',
  )

export const Loaded: StoryObj<typeof UrlIcon> = {
  render: () => (
    <Flex gap={3} align="center" padding={4}>
      <Box style={{width: 25, height: 25}}>
        <UrlIcon url={CIRCLE} title="Blog" />
      </Box>
      <Text size={1}>A workspace icon from a URL</Text>
    </Flex>
  ),
}
