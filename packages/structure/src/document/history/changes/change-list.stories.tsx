import type {Meta, StoryObj} from '@storybook/react-vite'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useRef} from 'react'
import {StoryHistoryServices} from '../story-services.js'
import {buildChanges} from './build-changes.js'
import type {ChangeKind, FieldChange} from './change-types.js'
import {ChangeList} from './change-list.js'

const schema = compileSchema({
  name: 'stories',
  types: [
    {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string', title: 'Title'},
        {name: 'summary', type: 'text', title: 'Summary'},
        {name: 'slug', type: 'slug', title: 'Slug'},
        {name: 'views', type: 'number', title: 'Views'},
        {name: 'featured', type: 'boolean', title: 'Featured'},
        {name: 'day', type: 'date', title: 'Day'},
        {name: 'publishedAt', type: 'datetime', title: 'Published at'},
        {name: 'author', type: 'reference', title: 'Author', to: [{type: 'author'}]},
        {
          name: 'cover',
          type: 'image',
          title: 'Cover',
          fields: [{name: 'alt', type: 'string', title: 'Alt text'}],
        },
        {name: 'attachment', type: 'file', title: 'Attachment'},
        {name: 'tags', type: 'array', title: 'Tags', of: [{type: 'string'}]},
        {
          name: 'links',
          type: 'array',
          title: 'Links',
          of: [
            {
              type: 'object',
              name: 'link',
              fields: [
                {name: 'title', type: 'string'},
                {name: 'url', type: 'url'},
              ],
            },
          ],
        },
        {
          name: 'seo',
          type: 'object',
          title: 'SEO',
          fields: [
            {name: 'description', type: 'string', title: 'Description'},
            {name: 'noIndex', type: 'boolean', title: 'Hide from search engines'},
          ],
        },
        {name: 'body', type: 'array', title: 'Body', of: [{type: 'block'}, {type: 'image'}]},
      ],
    },
  ],
})
const post = schema.get('post') as SchemaType
const authors = new Map(
  [
    'title',
    'summary',
    'slug',
    'views',
    'featured',
    'day',
    'publishedAt',
    'author',
    'cover',
    'attachment',
    'tags',
    'links',
    'seo',
    'body',
  ].map((field, index) => [field, new Set(index % 3 === 0 ? ['p-eddie', 'p-ada'] : ['p-eddie'])]),
)

const changes = (from: Record<string, unknown>, to: Record<string, unknown>): FieldChange[] =>
  buildChanges({
    schemaType: post,
    from: {_type: 'post', ...from},
    to: {_type: 'post', ...to},
    authorsByField: authors,
  })

const span = (key: string, text: string, marks: string[] = []) => ({_type: 'span', _key: key, text, marks})
const block = (key: string, ...children: ReturnType<typeof span>[]) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children,
})
const link = (key: string, title: string) => ({
  _type: 'link',
  _key: key,
  title,
  url: `https://example.com/${key}`,
})

const meta = {
  title: 'Structure/History/Change viewer',
  component: ChangeList,
  args: {changes: [], locale: 'en-US', canRevert: true, onRevert: () => {}},
  decorators: [
    (Story) => (
      <StoryHistoryServices>
        <div style={{width: 380}}>
          <Story />
        </div>
      </StoryHistoryServices>
    ),
  ],
} satisfies Meta<typeof ChangeList>

export default meta
type Story = StoryObj<typeof meta>

/** The two versions are the same. */
export const NoChanges: Story = {}

/** Strings inline; a rewritten text as before → after. */
export const Strings: Story = {
  args: {
    changes: changes(
      {
        title: 'The analytical engine',
        summary: 'A short note on a machine that was never finished.',
        slug: {current: 'engine'},
      },
      {
        title: 'The analytical engine, revisited',
        summary: 'Everything about the Difference Engine No. 2, rebuilt in 1991 from the original plans.',
        slug: {current: 'engine-revisited'},
      },
    ),
  },
}

export const NumbersBooleansAndDates: Story = {
  args: {
    changes: changes(
      {views: 10, featured: false, day: '2025-01-01'},
      {views: 12, featured: true, day: '2025-02-14', publishedAt: '2025-02-14T09:30:00Z'},
    ),
  },
}

/** A reference, an image (with its alt text) and a file, before and after. */
export const ReferencesImagesAndFiles: Story = {
  args: {
    changes: changes(
      {
        author: {_type: 'reference', _ref: 'author-ada'},
        cover: {_type: 'image', asset: {_ref: 'image-aaa-10x10-png'}, alt: 'Old'},
      },
      {
        author: {_type: 'reference', _ref: 'author-grace'},
        cover: {_type: 'image', asset: {_ref: 'image-bbb-10x10-png'}, alt: 'The engine'},
        attachment: {_type: 'file', asset: {_ref: 'file-ccc-pdf'}},
      },
    ),
  },
}

/** Items added, removed, moved and changed, each with its own revert (and its changed fields'). */
export const Arrays: Story = {
  args: {
    changes: changes(
      {
        tags: ['history', 'engines'],
        links: [link('l1', 'Babbage'), link('l2', 'Lovelace'), link('l3', 'Menabrea')],
      },
      {
        tags: ['history', 'computing'],
        links: [link('l3', 'Menabrea'), link('l1', 'Charles Babbage'), link('l4', 'Science Museum')],
      },
    ),
  },
}

/**
 * A long list in a scrolling viewer: the first screen is drawn at once, the items below are
 * placeholders of their estimated height until scrolled near (LazyMount).
 */
const manyLinks = Array.from({length: 80}, (_, index) => link(`m${index}`, `Link ${index}`))
export const ManyChangedItems: Story = {
  args: {
    changes: changes(
      {links: manyLinks},
      {links: manyLinks.map((item, index) => (index % 2 ? item : {...item, title: `${item.title} (new)`}))},
    ),
  },
  render: function ManyChangedItemsStory(args) {
    const viewer = useRef<HTMLDivElement>(null)
    return (
      <div ref={viewer} style={{height: 400, overflowY: 'auto'}}>
        <ChangeList {...args} scrollRoot={() => viewer.current} />
      </div>
    )
  },
}

/** Objects recurse: only their changed fields show, each with its own revert. */
export const Objects: Story = {
  args: {
    changes: changes(
      {seo: {description: 'Old description', noIndex: false}},
      {seo: {description: 'New description', noIndex: true}},
    ),
  },
}

/** Rich text: changed words and marks inline, added and removed blocks. */
export const RichText: Story = {
  args: {
    changes: changes(
      {
        body: [
          block('b1', span('s1', 'The engine was designed in 1837.')),
          block('b2', span('s2', 'It was never built.')),
        ],
      },
      {
        body: [
          block(
            'b1',
            span('s1', 'The '),
            span('s3', 'analytical', ['strong']),
            span('s4', ' engine was first described in 1837.'),
          ),
          block('b3', span('s5', 'A part was built by his son.')),
          {_type: 'image', _key: 'i1', asset: {_ref: 'image-aaa-10x10-png'}},
        ],
      },
    ),
  },
}

/** Rich text that cannot be diffed: a block without a list of children, a child that is no span. */
export const RichTextBroken: Story = {
  args: {
    changes: changes(
      {body: [block('b1', span('s1', 'Fine')), block('b2', span('s2', 'Fine too'))]},
      {
        body: [
          {...block('b1'), children: 'not a list'},
          {...block('b2'), children: [span('s2', 'Fine too'), 'loose text']},
        ],
      },
    ),
  },
}

/** A value of the wrong type, and a change kind the viewer does not know. */
export const IncorrectTypeAndUnknown: Story = {
  args: {
    changes: [
      ...changes({views: 1}, {views: 'many'}),
      {
        ...changes({title: 'a'}, {title: 'b'})[0],
        key: 'mystery',
        title: 'Mystery',
        kind: 'mystery' as ChangeKind,
      },
    ],
  },
}

/** Comparing with an older version (or without update permission): no revert buttons. */
export const WithoutRevert: Story = {
  args: {changes: changes({title: 'One', views: 1}, {title: 'Two', views: 2}), canRevert: false},
}
