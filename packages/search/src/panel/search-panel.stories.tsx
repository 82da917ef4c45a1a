import type {Meta, StoryObj} from '@storybook/react-vite'
import {emptyResult} from '../state/search-state.js'
import {PanelStory, storyFilters, storyHits, storyRecent} from './story-fixtures.js'

const loaded = {...emptyResult, hits: storyHits, hasMore: true, loaded: true}

// Annotated (not `satisfies`): the inferred type would name storybook's internal csf path.
const meta: Meta<typeof PanelStory> = {
  title: 'Search/Panel',
  component: PanelStory,
  args: {state: {}},
  decorators: [
    (Story) => (
      <div style={{padding: 16, minHeight: 640, maxWidth: 832}}>
        <Story />
      </div>
    ),
  ],
}

export default meta
type Story = StoryObj<typeof PanelStory>

/** Opened with nothing typed and no recent searches: the filter area only. */
export const Empty: Story = {}

export const RecentSearches: Story = {args: {recentSearches: storyRecent}}

export const Results: Story = {args: {state: {terms: {query: 'ada', types: [], filters: []}, result: loaded}}}

/** A new search is loading: the spinner turns and the old hits fade to 0.5. */
export const Loading: Story = {
  args: {state: {terms: {query: 'ada l', types: [], filters: []}, result: {...loaded, loading: true}}},
}

/** The second hit is the keyboard's. */
export const KeyboardActive: Story = {
  args: {state: {terms: {query: 'ada', types: [], filters: []}, result: loaded, lastActiveIndex: 1}},
}

/** The URL hash has the score marker: each hit shows its score, toned against the best one. */
export const ScoreDebug: Story = {
  args: {state: {terms: {query: 'ada', types: [], filters: []}, result: loaded, debug: true}},
}

export const NoResults: Story = {
  args: {state: {terms: {query: 'qqqzzz', types: [], filters: []}, result: {...emptyResult, loaded: true}}},
}

export const Error: Story = {
  args: {
    state: {
      terms: {query: 'ada', types: [], filters: []},
      result: {...emptyResult, error: new globalThis.Error('Internal - Lake down')},
    },
  },
}

/** Types chosen, a valid date filter and option filter, an unfinished range, and a filter whose field is gone. */
export const Filters: Story = {
  args: {
    state: {
      terms: {query: 'engine', types: ['post'], filters: storyFilters},
      result: {...loaded, hits: storyHits.slice(1)},
    },
  },
}

/** A filter just added opens its editor at once. */
export const FilterEditorOpen: Story = {
  args: {
    state: {
      terms: {query: '', types: ['post'], filters: storyFilters.slice(0, 1)},
      lastAddedFilter: 0,
      result: {...loaded, hits: storyHits.slice(1, 2)},
    },
  },
}

/** Narrow widths: fullscreen, and with no recent searches and filters hidden, the instructions. */
export const FullscreenInstructions: Story = {args: {fullscreen: true}}

export const FullscreenResults: Story = {
  args: {fullscreen: true, state: {terms: {query: 'ada', types: [], filters: []}, result: loaded}},
}

export const FullscreenFilters: Story = {
  args: {
    fullscreen: true,
    state: {
      terms: {query: 'ada', types: ['post'], filters: storyFilters.slice(0, 2)},
      filtersVisible: true,
      result: loaded,
    },
  },
}
