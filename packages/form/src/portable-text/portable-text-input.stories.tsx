import type {Meta, StoryObj} from '@storybook/react-vite'
import type {TypeDefinition} from '@tessera/types'
import {screen, userEvent, waitFor} from 'storybook/test'
import {ArrayStory} from '../arrays/story-state.js'
import {PortableTextInput} from './portable-text-input.js'

const meta: Meta<typeof PortableTextInput> = {
  title: 'Form/Rich text',
  component: PortableTextInput,
}
export default meta

type Story = StoryObj<typeof PortableTextInput>

/** A body like the dev studio's posts: styles, marks, lists, a link, a footnote and a callout. */
const body: TypeDefinition & {name: string} = {
  name: 'body',
  type: 'array',
  title: 'Body',
  of: [
    {
      type: 'block',
      of: [
        {
          type: 'object',
          name: 'footnote',
          title: 'Footnote',
          fields: [{name: 'note', type: 'string', title: 'Note'}],
        },
      ],
      marks: {
        annotations: [
          {type: 'object', name: 'link', title: 'Link', fields: [{name: 'href', type: 'url', title: 'Link'}]},
          {
            type: 'object',
            name: 'glossary',
            title: 'Glossary term',
            fields: [
              {name: 'term', type: 'string', title: 'Term'},
              {name: 'definition', type: 'text', title: 'Definition'},
            ],
          },
        ],
      },
    },
    {
      type: 'object',
      name: 'callout',
      title: 'Callout',
      fields: [
        {name: 'tone', type: 'string', title: 'Tone', options: {list: ['note', 'tip', 'warning']}},
        {name: 'text', type: 'text', title: 'Text'},
      ],
      preview: {select: {title: 'text', subtitle: 'tone'}},
    },
  ],
}

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
})

const VALUE = [
  block('h', [span('h1', 'Writing with Tessera')], {style: 'h1'}),
  block('p', [
    span('p1', 'Rich text has '),
    span('p2', 'bold', ['strong']),
    span('p3', ' and '),
    span('p4', 'italic', ['em']),
    span('p5', ' marks.'),
  ]),
  {
    ...block('l', [span('l1', 'Read '), span('l2', 'the guide', ['link1']), span('l3', ' first.')]),
    markDefs: [{_type: 'link', _key: 'link1', href: 'https://example.com/guide'}],
  },
  block('b1', [span('b1s', 'A bullet')], {listItem: 'bullet', level: 1}),
  block('b2', [span('b2s', 'A nested bullet')], {listItem: 'bullet', level: 2}),
  block('n', [
    span('n1', 'See the note '),
    {_type: 'footnote', _key: 'f', note: 'Footnotes are inline objects'},
    span('n2', ''),
  ]),
  {_type: 'callout', _key: 'c', tone: 'tip', text: 'Callouts are block objects, edited in a dialog.'},
]

const render = (value: unknown[], readOnly = false, width?: number) => (
  <div style={width ? {width} : undefined}>
    <ArrayStory field={body} value={value} readOnly={readOnly} input={PortableTextInput} showValue={false} />
  </div>
)

/** The toolbar from the schema: style, decorators with hotkeys, lists, the annotations and Insert. */
export const Toolbar: Story = {
  render: () => render(VALUE),
  play: async () => {
    await screen.findByRole('button', {name: 'Insert'})
  },
}

/** Below 400 px the decorator and list buttons move into a menu. */
export const NarrowToolbar: Story = {
  render: () => render(VALUE, false, 360),
  play: async () => {
    await screen.findByRole('button', {name: 'Formatting'})
  },
}

/** The caret in a link shows its popover with Edit and Remove. */
export const AnnotationPopover: Story = {
  render: () => render(VALUE),
  play: async () => {
    const link = await screen.findByText('the guide')
    await userEvent.click(await screen.findByText('Click to edit'))
    const text = link.firstChild ?? link
    document.getSelection()?.collapse(text, 2)
    await waitFor(() => {
      if (!document.querySelector('[data-annotation-popover="link"]')) throw new Error('no popover yet')
    })
  },
}

/** A click on an inline object opens its small popover: Edit and Remove. */
export const InlineObject: Story = {
  render: () => render(VALUE),
  play: async () => {
    await userEvent.click(await screen.findByText('Click to edit'))
    await userEvent.click(await screen.findByText('Footnotes are inline objects'))
    await screen.findByRole('button', {name: 'Remove'})
  },
}

/** A block object's Edit button opens its form in the dialog array items use. */
export const BlockObject: Story = {
  render: () => render(VALUE),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', {name: 'Edit Callout'}))
    await screen.findByRole('dialog', {name: 'Edit Callout'})
  },
}

/** Blocks the schema does not allow: the invalid-value panel with Ignore and the fix. */
export const InvalidValue: Story = {
  render: () =>
    render([block('x', [span('x1', 'A style this field does not have')], {style: 'h9'}), ...VALUE.slice(1)]),
  play: async () => {
    await screen.findByText('Invalid rich-text value')
  },
}

/** Read-only (a viewer, or the document not ready): no toolbar actions, no overlay. */
export const ReadOnly: Story = {render: () => render(VALUE, true)}

/**
 * Nested numbered and bulleted lists after a paragraph: numbers come from the value (1., a., i. by
 * level), deeper levels restart under each item, a paragraph restarts the numbering.
 */
export const Lists: Story = {
  render: () =>
    render([
      block('intro', [span('intro1', 'Steps, with notes in between:')]),
      block('n1', [span('n1s', 'Open the document')], {listItem: 'number', level: 1}),
      block('n2', [span('n2s', 'Write the body')], {listItem: 'number', level: 1}),
      block('n2a', [span('n2as', 'A heading first')], {listItem: 'number', level: 2}),
      block('n2b', [span('n2bs', 'Then the paragraphs')], {listItem: 'number', level: 2}),
      block('n2b1', [span('n2b1s', 'With marks')], {listItem: 'number', level: 3}),
      block('n2b2', [span('n2b2s', 'And links')], {listItem: 'number', level: 3}),
      block('n2c', [span('n2cs', 'A bullet between')], {listItem: 'bullet', level: 2}),
      block('n2d', [span('n2ds', 'Counting again from a')], {listItem: 'number', level: 2}),
      block('n3', [span('n3s', 'Publish')], {listItem: 'number', level: 1}),
      block('mid', [span('mid1', 'A paragraph restarts the numbering:')]),
      block('m1', [span('m1s', 'First again')], {listItem: 'number', level: 1}),
      block('m2', [span('m2s', 'A bullet inside')], {listItem: 'bullet', level: 2}),
      block('m3', [span('m3s', 'Second')], {listItem: 'number', level: 1}),
    ]),
  play: async () => {
    await screen.findByText('Counting again from a')
  },
}

/** An empty field shows the placeholder. */
export const Empty: Story = {render: () => render([])}
