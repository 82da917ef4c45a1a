import type {Meta, StoryObj} from '@storybook/react-vite'
import {ArrayOfPrimitivesInput} from './array-of-primitives-input.js'
import {ArrayStory} from './story-state.js'

const meta: Meta<typeof ArrayOfPrimitivesInput> = {
  title: 'Form/Arrays/Array of primitives',
  component: ArrayOfPrimitivesInput,
}
export default meta

type Story = StoryObj<typeof ArrayOfPrimitivesInput>

export const Strings: Story = {
  render: () => (
    <ArrayStory
      field={{name: 'tags', type: 'array', title: 'Tags', of: [{type: 'string'}]}}
      value={['travel', 'food', 'trains']}
      input={ArrayOfPrimitivesInput}
    />
  ),
}

export const Numbers: Story = {
  render: () => (
    <ArrayStory
      field={{name: 'scores', type: 'array', title: 'Scores', of: [{type: 'number'}]}}
      value={[3, 14, 15]}
      input={ArrayOfPrimitivesInput}
    />
  ),
}

export const Booleans: Story = {
  render: () => (
    <ArrayStory
      field={{name: 'flags', type: 'array', title: 'Flags', of: [{type: 'boolean'}]}}
      value={[true, false]}
      input={ArrayOfPrimitivesInput}
    />
  ),
}

/** Upload or drop a .txt file: 'true'/'false' lines become booleans, digits numbers, the rest strings. */
export const WithImport: Story = {
  name: 'Mixed types, with text file import',
  render: () => (
    <ArrayStory
      field={{
        name: 'values',
        type: 'array',
        title: 'Values',
        of: [{type: 'string'}, {type: 'number'}, {type: 'boolean'}],
      }}
      value={['hello', 42, true]}
      input={ArrayOfPrimitivesInput}
    />
  ),
}

export const Empty: Story = {
  render: () => (
    <ArrayStory
      field={{name: 'tags', type: 'array', title: 'Tags', of: [{type: 'string'}]}}
      input={ArrayOfPrimitivesInput}
    />
  ),
}

export const ReadOnly: Story = {
  render: () => (
    <ArrayStory
      field={{name: 'tags', type: 'array', title: 'Tags', of: [{type: 'string'}]}}
      value={['travel', 'food']}
      readOnly
      input={ArrayOfPrimitivesInput}
    />
  ),
}
