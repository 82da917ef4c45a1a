import type {Meta, StoryObj} from '@storybook/react-vite'
import {CheckboxListInput} from './checkbox-list-input.js'
import {arrayInput, StoryForm, storyDocType} from './story-helpers.js'

const meta: Meta = {title: 'Form/Checkbox list input'}
export default meta

const type = storyDocType([
  {
    name: 'colours',
    title: 'Colours',
    type: 'array',
    of: [{type: 'string'}],
    options: {
      list: [
        {title: 'Red', value: 'red'},
        {title: 'Green', value: 'green'},
        {title: 'Blue', value: 'blue'},
      ],
    },
  },
  {
    name: 'sizes',
    title: 'Sizes (numbers)',
    type: 'array',
    of: [{type: 'number'}],
    options: {list: [36, 38, 40, 42]},
  },
])
const inputs = {colours: arrayInput(CheckboxListInput), sizes: arrayInput(CheckboxListInput)}

export const Editable: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{colours: ['blue'], sizes: [38]}} />,
}

/** 'purple' is not in the list: it shows as an extra checked box, to be removed. */
export const ValueOutsideTheList: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{colours: ['purple', 'red']}} />,
}

export const ReadOnly: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} readOnly initialValue={{colours: ['green']}} />,
}
