import type {Meta, StoryObj} from '@storybook/react-vite'
import {arrayInput, StoryForm, storyDocType} from './story-helpers.js'
import {TagsInput} from './tags-input.js'

const meta: Meta = {title: 'Form/Tags input'}
export default meta

const type = storyDocType([
  {name: 'tags', title: 'Tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}},
])
const inputs = {tags: arrayInput(TagsInput)}

export const Editable: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{tags: ['news', 'sport', 'culture']}} />,
}

export const Empty: StoryObj = {render: () => <StoryForm type={type} inputs={inputs} />}

export const ReadOnly: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} readOnly initialValue={{tags: ['news', 'sport']}} />,
}
