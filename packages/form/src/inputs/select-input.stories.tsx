import type {Meta, StoryObj} from '@storybook/react-vite'
import {RadioInput, SelectInput} from './select-input.js'
import {primitiveInput, StoryForm, storyDocType} from './story-helpers.js'

const meta: Meta = {title: 'Form/Select and radio inputs'}
export default meta

const type = storyDocType([
  {
    name: 'genre',
    title: 'Genre (select)',
    type: 'string',
    options: {list: [{title: 'Rock', value: 'rock'}, {title: 'Jazz', value: 'jazz'}, 'folk']},
  },
  {name: 'rating', title: 'Rating (select of numbers)', type: 'number', options: {list: [1, 2, 3, 4, 5]}},
  {
    name: 'size',
    title: 'Size (radio, horizontal)',
    type: 'string',
    options: {
      list: [
        {title: 'Small', value: 's'},
        {title: 'Medium', value: 'm'},
        {title: 'Large', value: 'l'},
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
  },
  {
    name: 'stars',
    title: 'Stars (radio, vertical)',
    type: 'number',
    options: {list: [1, 2, 3], layout: 'radio'},
  },
])

const inputs = {
  genre: primitiveInput(SelectInput),
  rating: primitiveInput(SelectInput),
  size: primitiveInput(RadioInput),
  stars: primitiveInput(RadioInput),
}

export const Editable: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{genre: 'jazz', rating: 4, stars: 2}} />,
}

export const ValueOutsideTheList: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{genre: 'polka'}} />,
}

export const ReadOnly: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      readOnly
      initialValue={{genre: 'rock', rating: 3, size: 'm', stars: 1}}
    />
  ),
}

export const WithError: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      validation={[
        {level: 'error', message: 'Required', path: ['genre']},
        {level: 'error', message: 'Required', path: ['size']},
      ]}
    />
  ),
}
