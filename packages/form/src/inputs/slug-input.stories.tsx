import type {Meta, StoryObj} from '@storybook/react-vite'
import {SlugInput} from './slug-input.js'
import {objectInput, StoryForm, storyDocType} from './story-helpers.js'

const meta: Meta = {title: 'Form/Slug input'}
export default meta

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const type = storyDocType([
  {name: 'title', title: 'Title', type: 'string'},
  {name: 'slug', title: 'Slug (from title)', type: 'slug', options: {source: 'title'}},
  {
    name: 'shortSlug',
    title: 'Short slug (async source and slugify, at most 12 characters)',
    type: 'slug',
    options: {
      source: async (document: {title?: string}) => {
        await wait(600)
        return `${document.title ?? ''} story`
      },
      slugify: async (input: string) => {
        await wait(600)
        return input.toUpperCase().replace(/\s+/g, '_')
      },
      maxLength: 12,
    },
  },
  {name: 'noSource', title: 'Slug without a source', type: 'slug'},
  {
    name: 'failing',
    title: 'Slug whose slugify fails',
    type: 'slug',
    options: {
      source: 'title',
      slugify: () => {
        throw new Error('The slug service is unavailable')
      },
    },
  },
])

const inputs = {
  slug: objectInput(SlugInput),
  shortSlug: objectInput(SlugInput),
  noSource: objectInput(SlugInput),
  failing: objectInput(SlugInput),
}

export const Editable: StoryObj = {
  render: () => <StoryForm type={type} inputs={inputs} initialValue={{title: 'Hello, Wörld! Ça va?'}} />,
}

export const ReadOnly: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      readOnly
      initialValue={{title: 'Fixed', slug: {_type: 'slug', current: 'fixed'}}}
    />
  ),
}

export const WithError: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{title: 'Taken', slug: {_type: 'slug', current: 'taken'}}}
      validation={[
        {level: 'error', message: 'Slug is already in use', path: ['slug'], messageKey: 'slug.not-unique'},
      ]}
    />
  ),
}
