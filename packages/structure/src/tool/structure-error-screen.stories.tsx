import type {Meta, StoryObj} from '@storybook/react-vite'
import {structureError} from '../builder/errors.js'
import {StructureErrorScreen} from './structure-error-screen.js'

/** What the structure tool shows when the configured structure cannot be built. */
const meta = {
  title: 'Structure/Structure error',
  component: StructureErrorScreen,
  decorators: [
    (Story) => (
      <div style={{height: 240}}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StructureErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const MissingTitle: Story = {
  args: {error: structureError('error.missing-title', {kind: 'list item'}, ['root', 'posts'])},
}

export const UnknownType: Story = {
  args: {error: structureError('error.unknown-type', {type: 'recipe'})},
}

export const ThrownByTheStructure: Story = {
  args: {error: new Error('Cannot read properties of undefined (reading "title")')},
}
