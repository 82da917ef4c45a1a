import type {Meta, StoryObj} from '@storybook/react-vite'
import {EmailInput} from './email-input.js'
import {primitiveInput, StoryForm, storyDocType} from './story-helpers.js'
import {UrlInput} from './url-input.js'

const meta: Meta = {title: 'Form/Email and url inputs'}
export default meta

type UriRule = {uri(options: Record<string, unknown>): unknown}

const type = storyDocType([
  {name: 'email', title: 'Email', type: 'email'},
  {name: 'website', title: 'Website (url field)', type: 'url'},
  {
    name: 'link',
    title: 'Link (relative URLs allowed: a text field)',
    type: 'url',
    validation: (rule: UriRule) => rule.uri({allowRelative: true}),
  },
])

const inputs = {
  email: primitiveInput(EmailInput),
  website: primitiveInput(UrlInput),
  link: primitiveInput(UrlInput),
}

export const Editable: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{email: 'editor@example.com', website: 'https://example.com', link: '/about'}}
    />
  ),
}

export const ReadOnly: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      readOnly
      initialValue={{email: 'editor@example.com', link: '/about'}}
    />
  ),
}

export const WithError: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{email: 'not-an-email', website: 'ftp://example.com'}}
      validation={[
        {level: 'error', message: 'Must be a valid email address', path: ['email']},
        {level: 'error', message: 'Does not match allowed protocols/schemes', path: ['website']},
      ]}
    />
  ),
}
