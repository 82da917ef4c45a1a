import type {Meta, StoryObj} from '@storybook/react-vite'
import {GeopointInput} from './geopoint-input.js'
import {objectInput, StoryForm, storyDocType} from './story-helpers.js'

const meta: Meta = {title: 'Form/Geopoint input'}
export default meta

const type = storyDocType([{name: 'location', title: 'Location', type: 'geopoint'}])
const inputs = {location: objectInput(GeopointInput)}

export const Editable: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{location: {_type: 'geopoint', lat: 59.9139, lng: 10.7522, alt: 23}}}
    />
  ),
}

export const Empty: StoryObj = {render: () => <StoryForm type={type} inputs={inputs} />}

export const ReadOnly: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      readOnly
      initialValue={{location: {_type: 'geopoint', lat: 59.9139, lng: 10.7522}}}
    />
  ),
}
