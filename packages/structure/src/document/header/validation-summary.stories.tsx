import {compileSchema} from '@tessera/schema'
import type {TypeDefinition, ValidationMarker} from '@tessera/types'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {screen, userEvent} from 'storybook/test'
import {ValidationSummary} from './validation-summary.js'

const schema = compileSchema({
  name: 'stories',
  types: [
    {
      name: 'article',
      title: 'Article',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {
          name: 'seo',
          title: 'SEO',
          type: 'object',
          fields: [{name: 'metaTitle', title: 'Meta title', type: 'string'}],
        },
        {
          name: 'sections',
          type: 'array',
          of: [{name: 'hero', title: 'Hero', type: 'object', fields: [{name: 'heading', type: 'string'}]}],
        },
      ],
    } as TypeDefinition,
  ],
})
const article = schema.get('article')!
const value = {
  _id: 'a',
  _type: 'article',
  sections: [
    {_key: 'h1', _type: 'hero'},
    {_key: 'h2', _type: 'hero'},
  ],
}

const errorsAndWarnings: ValidationMarker[] = [
  {level: 'error', message: 'Required', path: ['title']},
  {level: 'warning', message: 'Must be at most 60 characters long', path: ['seo', 'metaTitle']},
  {level: 'error', message: 'Required', path: ['sections', {_key: 'h2'}, 'heading']},
]

const meta = {
  title: 'Structure/Document header/Validation summary',
  component: ValidationSummary,
  args: {markers: errorsAndWarnings, schemaType: article, value, onJump: () => {}},
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          padding: 8,
          minHeight: 300,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ValidationSummary>

export default meta
type Story = StoryObj<typeof meta>

const open: Story['play'] = async () => {
  await userEvent.click(screen.getByRole('button', {name: /^Validation:/}))
}

export const Errors: Story = {}
export const ErrorsOpen: Story = {play: open}
export const Warnings: Story = {
  args: {markers: errorsAndWarnings.filter((marker) => marker.level === 'warning')},
}
export const InfoOnly: Story = {
  args: {markers: [{level: 'info', message: 'Shown on the home page', path: ['title']}]},
}
/** No markers: nothing at all. */
export const Valid: Story = {args: {markers: []}}
/** A run lasting longer than 400 ms (slow custom validators): a spinner, 'Validating…'. */
export const Validating: Story = {args: {markers: [], validating: true}}
