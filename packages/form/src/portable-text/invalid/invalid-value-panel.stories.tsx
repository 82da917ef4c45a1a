import type {Meta, StoryObj} from '@storybook/react-vite'
import {InvalidValuePanel} from './invalid-value-panel.js'

const meta: Meta<typeof InvalidValuePanel> = {
  title: 'Form/Rich text/Invalid value panel',
  component: InvalidValuePanel,
  args: {onIgnore: () => undefined, onFix: () => undefined},
}
export default meta

type Story = StoryObj<typeof InvalidValuePanel>

export const WithFix: Story = {
  args: {
    description: "Block 'b1' has the style 'h9', which this field does not allow.",
    action: "Change the style to 'normal'",
    readOnly: false,
  },
}

/** Read-only: only Ignore. */
export const ReadOnly: Story = {
  args: {
    description:
      "Text 's' of block 'b2' has the mark 'sparkle', which is neither a decorator nor an annotation of this field.",
    action: 'Remove the unknown marks',
    readOnly: true,
  },
}

/** The editor's own report without a fix, or no description at all. */
export const WithoutFix: Story = {args: {description: undefined, action: undefined, readOnly: false}}
