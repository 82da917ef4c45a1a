import type {Meta, StoryObj} from '@storybook/react-vite'
import {Box, Card, Stack, Text} from '@sanity/ui'
import {ToastProvider} from '@sanity/ui/toast'
import {useState} from 'react'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {StoryForm} from '../story-helpers.js'
import {HitPreview} from './hit-preview.js'
import {ReferenceAutocomplete} from './reference-autocomplete.js'
import type {ReferenceHit} from './reference-services.js'
import {StoryReferenceServices, type StoryReferenceServicesProps} from './story-reference-services.js'
import type {ReferenceSearchState} from './use-reference-search.js'

const meta: Meta = {title: 'Form/Reference input'}
export default meta

/** A document with references to authors and categories, which the story schema has too. */
const type = compileSchema({
  name: 'stories',
  types: [
    {name: 'author', title: 'Author', type: 'document', fields: [{name: 'name', type: 'string'}]},
    {name: 'category', title: 'Category', type: 'document', fields: [{name: 'title', type: 'string'}]},
    {
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'author', title: 'Author', type: 'reference', to: [{type: 'author'}]},
        {name: 'editor', title: 'Editor (weak)', type: 'reference', weak: true, to: [{type: 'author'}]},
        {
          name: 'categories',
          title: 'Categories (unique)',
          type: 'array',
          of: [{type: 'reference', to: [{type: 'category'}]}],
          validation: (rule: {unique(): unknown}) => rule.unique(),
        },
        {
          name: 'guest',
          title: 'Guest author (another dataset)',
          type: 'crossDatasetReference',
          dataset: 'blog',
          // Another dataset's type is known by its preview (TypeDefinition's `to` names only the type).
          to: [{type: 'author', preview: {select: {title: 'name'}}} as {type: string}],
          studioUrl: ({id}: {id: string}) => `#/blog/intent/edit/id=${id};type=author`,
        },
      ],
    },
  ],
}).get('doc') as SchemaType

const ref = (id: string, extra: Record<string, unknown> = {}) => ({_type: 'reference', _ref: id, ...extra})

type Args = {
  initialValue?: Record<string, unknown>
  readOnly?: boolean
  services?: Omit<StoryReferenceServicesProps, 'children'>
  /** Renders the form this wide (px), e.g. below 480 for the narrow layout. */
  width?: number
}
type Story = StoryObj<Args>

const render: Story['render'] = ({initialValue, readOnly, services, width}) => (
  <StoryReferenceServices {...services}>
    <Box style={{width}}>
      <StoryForm type={type} initialValue={initialValue} readOnly={readOnly} />
    </Box>
  </StoryReferenceServices>
)

/** Nothing set: a search box and 'Create new'; focus it to see every author. */
export const Empty: Story = {render}

/** A published target: its preview and status in the card, with the menu. */
export const Selected: Story = {
  render,
  args: {
    initialValue: {
      author: ref('author-ada'),
      categories: [ref('category-news', {_key: 'c1'}), ref('category-guides', {_key: 'c2'})],
      guest: {_type: 'crossDatasetReference', _ref: 'author-grace', _dataset: 'blog', _projectId: 'story'},
    },
  },
}

/** Stored weak while the schema says strong (and the reverse): the mismatch warning with its fix. */
export const Weak: Story = {
  render,
  args: {initialValue: {author: ref('author-ada', {_weak: true}), editor: ref('author-grace')}},
}

/** The target was deleted (weak: alert with clear) or cannot be read by this user. */
export const MissingOrUnreadableTarget: Story = {
  render,
  args: {initialValue: {author: ref('author-hidden'), editor: ref('author-deleted', {_weak: true})}},
}

/** A target that exists only as a draft: weak until the lake strengthens it on publish. */
export const DraftOnlyTarget: Story = {
  render,
  args: {
    initialValue: {
      author: ref('author-alan', {_weak: true, _strengthenOnPublish: {type: 'author'}}),
      // Created from the input and not saved yet: previewed from the recorded type.
      editor: ref('story-unsaved', {
        _weak: true,
        _strengthenOnPublish: {type: 'author', weak: true, template: {id: 'author', params: {}}},
      }),
    },
  },
}

/** Published since: the info alert offers to finish the reference. */
export const PublishedSince: Story = {
  render,
  args: {initialValue: {author: ref('author-ada', {_weak: true, _strengthenOnPublish: {type: 'author'}})}},
}

export const ReadOnly: Story = {
  render,
  args: {
    readOnly: true,
    initialValue: {author: ref('author-ada'), categories: [ref('category-news', {_key: 'c1'})]},
  },
}

/** The target's info fails to load: the card with the message and Retry. */
export const InfoLoadFailed: Story = {
  render,
  args: {initialValue: {author: ref('author-ada')}, services: {infoError: 'The lake did not answer (503)'}},
}

/** The user may not create authors: 'Create new' is disabled, its tooltip says why. */
export const CreateDenied: Story = {render, args: {services: {createDenied: true}}}

/** The cross-dataset feature is off: the warning card, with clear when there is a value. */
export const CrossDatasetDisabled: Story = {
  render,
  args: {
    services: {crossDatasetEnabled: false},
    initialValue: {
      guest: {_type: 'crossDatasetReference', _ref: 'author-grace', _dataset: 'blog', _projectId: 'story'},
    },
  },
}

/** Below 480 px (spec/001 §2): the buttons go under the search box, the status under the title. */
export const Narrow: Story = {
  render,
  args: {width: 400, initialValue: {author: ref('author-ada'), editor: ref('author-grace')}},
}

const hits: ReferenceHit[] = [
  {
    id: 'author-ada',
    type: 'author',
    draft: false,
    published: true,
    preview: {title: 'Ada Lovelace', subtitle: 'ada@example.com'},
  },
  {id: 'author-grace', type: 'author', draft: true, published: true, preview: {title: 'Grace Hopper'}},
  {id: 'author-alan', type: 'author', draft: true, published: false, preview: {title: 'Alan Turing'}},
]

/** The search box alone in one of its states (open, as when focused). */
function SearchState({state, text}: {state: ReferenceSearchState; text: string}) {
  const [value, setValue] = useState(text)
  return (
    <ToastProvider>
      <Card padding={4} style={{maxWidth: 560}}>
        <Stack gap={2}>
          <Text size={1} weight="medium">
            Author
          </Text>
          <ReferenceAutocomplete
            id="story-search"
            text={value}
            onTextChange={setValue}
            state={state}
            renderHit={(hit) => <HitPreview hit={hit} />}
            onPick={() => undefined}
            autoFocus
          />
        </Stack>
      </Card>
    </ToastProvider>
  )
}

/** Waiting for the lake (the indicator shows after 750 ms). */
export const Searching: StoryObj = {
  render: () => <SearchState text="gra" state={{status: 'loading', hits: [], showIndicator: true}} />,
}

/** Hits with their previews and status (published, edited, draft). */
export const Results: StoryObj = {
  render: () => <SearchState text="a" state={{status: 'done', hits, text: 'a'}} />,
}

export const NoResults: StoryObj = {
  render: () => <SearchState text="zebra" state={{status: 'done', hits: [], text: 'zebra'}} />,
}

/** The search failed: the message in the list (and the 'Reference search failed' toast). */
export const SearchFailed: StoryObj = {
  render: () => (
    <SearchState
      text="ada"
      state={{
        status: 'error',
        hits: [],
        message: 'Invalid reference filter, please check the custom "filter" option',
      }}
    />
  ),
}

/** A live search over the story's authors, failing every time. */
export const SearchFailsLive: Story = {render, args: {services: {searchError: 'The lake is unreachable'}}}
